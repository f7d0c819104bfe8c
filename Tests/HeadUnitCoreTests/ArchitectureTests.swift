import Foundation
import Testing

/// The rule that is not a suggestion: the core never sees the terminal,
/// nor the disk. It imports the C library's text widths and nothing else:
/// no Glibc, no Foundation, so it cannot open, read or write a file (the
/// host does that, through HeadUnitFiles).
struct ArchitectureTests {
    @Test func theCoreImportsNothingThatReachesTheTerminalOrTheDisk() throws {
        let core = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/HeadUnitCore").standardized
        let files = try #require(FileManager.default.enumerator(atPath: core.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOf: core.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("import ") {
                let module = line.split(separator: " ").last.map(String.init) ?? ""
                #expect(module == "CTextWidth", "\(file) imports \(module)")
            }
        }
    }
}
