import Foundation
import HeadUnitTestSupport
import Testing

/// The README's snapshot example is what the tool prints.
struct ReadmeExampleTests {
    @Test func theSnapshotExampleIsCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let output = try ToolProcess.run(["snapshot", "--keys", "dpad rotate right; dpad click"])
        #expect(readme.contains("```\n" + output.stdout + "```"), "README's example differs from `headunit snapshot`")
    }
}
