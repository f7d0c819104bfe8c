import Foundation
import HeadUnitTestSupport
import Testing

/// Every Swift block a user copies from README.md and docs/ compiles: a
/// manifest is read by SwiftPM (`swift package dump-package`) and names
/// only products headunit has; a manifest fragment is read inside the
/// one-source manifest; any other block is, comments aside, in a file of
/// `Tests/DocsApp`, which the package builds and tests.
struct DocsCodeTests {
    /// A Swift block of a document: where it is and its text.
    struct Block: CustomStringConvertible {
        let file: String
        let line: Int
        let text: String
        var description: String { "\(file):\(line)" }
        var isManifest: Bool { text.hasPrefix("// swift-tools-version") }
        var isManifestFragment: Bool { text.hasPrefix(".testTarget(") || text.hasPrefix(".target(") }
    }

    static let documents = ["README.md", "docs/CARPLAY.md", "docs/TESTING.md", "docs/ARCHITECTURE.md"]

    static func blocks() throws -> [Block] {
        try documents.flatMap { name -> [Block] in
            let lines = try String(contentsOf: APITableTests.root.appendingPathComponent(name), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            var blocks: [Block] = []
            var start: Int?
            for (index, line) in lines.enumerated() {
                if start == nil, line == "```swift" {
                    start = index + 1
                } else if let first = start, line == "```" {
                    blocks.append(Block(file: name, line: first, text: lines[first..<index].joined(separator: "\n")))
                    start = nil
                }
            }
            return blocks
        }
    }

    /// Lines without indentation, trailing comments or blank lines: the code.
    static func code(_ text: String) -> [String] {
        text.split(separator: "\n").map { line in
            let code = line.range(of: "  //").map { line[..<$0.lowerBound] } ?? line[...]
            return code.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
    }

    /// SwiftPM reads `manifest`; returns its complaint, or nil.
    static func manifestError(_ manifest: String) throws -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docs-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let result = try Subprocess.run(["swift", "package", "dump-package", "--package-path", folder.path])
        return result.status == 0 ? nil : result.output
    }

    @Test func theDocsHaveTheBlocksThisTestReads() throws {
        let blocks = try Self.blocks()
        #expect(blocks.count >= 7, "\(blocks)")
        #expect(blocks.filter(\.isManifest).count == 1)
        #expect(blocks.filter(\.isManifestFragment).count == 1)
    }

    @Test func theManifestIsReadBySwiftPMAndNamesHeadunitsProducts() throws {
        let blocks = try Self.blocks()
        let manifest = try #require(blocks.first { $0.isManifest })
        let error = try Self.manifestError(manifest.text)
        #expect(error == nil, "\(manifest): \(error ?? "")")
        let ours = try String(contentsOf: APITableTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let products = Set(ours.matches(of: /\.(?:library|executable)\(name: "(\w+)"/).map { String($0.output.1) })
        let named = manifest.text.matches(of: /\.product\(name: "(\w+)", package: "headunit"/).map { String($0.output.1) }
        #expect(!named.isEmpty && named.allSatisfy(products.contains), "\(named) against \(products.sorted())")
    }

    @Test func aManifestFragmentReadsInsideTheManifest() throws {
        let blocks = try Self.blocks()
        let manifest = try #require(blocks.first { $0.isManifest })
        let marker = "    targets: [\n"
        let at = try #require(manifest.text.range(of: marker), "the manifest has a targets list")
        for fragment in blocks.filter(\.isManifestFragment) {
            let text = manifest.text.replacingCharacters(in: at, with: marker + fragment.text + "\n")
            let error = try Self.manifestError(text)
            #expect(error == nil, "\(fragment): \(error ?? "")")
        }
    }

    @Test func everyOtherBlockIsCompiledInTheDocsApp() throws {
        let folder = APITableTests.root.appendingPathComponent("Tests/DocsApp")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        let sources = try files.map { Self.code(try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        let blocks = try Self.blocks().filter { !$0.isManifest && !$0.isManifestFragment }
        #expect(blocks.count >= 5)
        for block in blocks {
            let code = Self.code(block.text)
            let found = sources.contains { source in
                source.indices.contains { start in start + code.count <= source.count && Array(source[start..<start + code.count]) == code }
            }
            #expect(found, "\(block) is in no file of Tests/DocsApp:\n\(code.joined(separator: "\n"))")
        }
    }
}
