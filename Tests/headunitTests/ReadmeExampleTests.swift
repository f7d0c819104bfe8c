import Foundation
import HeadUnitTestSupport
import Testing

/// The README's snapshot examples are what the tool prints.
struct ReadmeExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    @Test(arguments: [
        ["snapshot", "--keys", "dpad rotate right; dpad click"],
        [
            "snapshot", "Scenarios/navigation.json", "--cluster", "--keys",
            "dpad up; dpad rotate right; dpad click; type coffee; dpad click; dpad down; dpad down; dpad click; sleep 4",
        ],
    ])
    func theSnapshotExampleIsCurrent(_ arguments: [String]) throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let command = arguments.map { $0.hasPrefix("Scenarios/") ? Self.root.appendingPathComponent($0).path : $0 }
        let output = try ToolProcess.run(command)
        #expect(output.status == 0)
        #expect(readme.contains("```\n" + output.stdout + "```"), "README's example differs from `headunit \(arguments.joined(separator: " "))`")
        let keys = try #require(arguments.last)
        #expect(readme.contains(keys), "the README shows the command")
    }
}
