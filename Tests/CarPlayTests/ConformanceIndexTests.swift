import Foundation
import Testing

/// The conformance suite (`Tests/ConformanceTests`) and the API table are
/// tied: every test there names the Apple page its statement comes from,
/// there are enough of them to cover the documented members, and every
/// "works" row of docs/CARPLAY.md names its conformance test or says that
/// Apple documents no behaviour of it.
struct ConformanceIndexTests {
    /// A conformance test: its suite and function, and whether it names a page.
    struct Entry: Hashable {
        let name: String
        let namesAPage: Bool
    }

    /// The tests of the conformance target, as `Suite.function`.
    static func entries() throws -> [Entry] {
        let folder = APITableTests.root.appendingPathComponent("Tests/ConformanceTests")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var entries: [Entry] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            entries += tests(in: text)
        }
        return entries
    }

    /// The `@Test` functions of one file, named by the type they are in.
    static func tests(in source: String) -> [Entry] {
        var entries: [Entry] = []
        var suite = ""
        var attribute: String?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if let match = line.firstMatch(of: /^(?:@\w+ )*(?:private |fileprivate |final )*(?:struct|class|enum|extension) (\w+)/) {
                suite = String(match.output.1)
            }
            if line.hasPrefix("@Test") { attribute = line } else if attribute != nil, !line.contains("func ") { attribute! += line }
            if let pending = attribute, let match = line.firstMatch(of: /func (\w+)/) {
                let namesAPage = [".apple(\"", ".developerGuide(\"", ".hig(\""].contains { pending.contains($0) }
                entries.append(Entry(name: "\(suite).\(match.output.1)", namesAPage: namesAPage))
                attribute = nil
            }
        }
        return entries
    }

    @Test func everyConformanceTestNamesItsApplePage() throws {
        let entries = try Self.entries()
        #expect(entries.count >= 150, "the conformance suite has \(entries.count) tests")
        let unnamed = entries.filter { !$0.namesAPage }.map(\.name).sorted()
        #expect(unnamed.isEmpty, "tests that name no Apple page: \(unnamed)")
        let names = entries.map(\.name)
        #expect(Set(names).count == names.count, "a test name used twice")
    }

    /// Every "works" row's note names a conformance test that exists
    /// (`` test `Suite.function` ``), or says "no behaviour documented".
    @Test func everyWorkingRowNamesItsConformanceTest() throws {
        let tests = Set(try Self.entries().map(\.name))
        let doc = try String(contentsOf: APITableTests.root.appendingPathComponent("docs/CARPLAY.md"), encoding: .utf8)
        var untied: [String] = []
        var unknown: [String] = []
        for line in doc.split(separator: "\n") where line.hasPrefix("| `") && line.contains("| works |") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let row = "\(cells[1]) \(cells[2])"
            let note = cells.count > 4 ? cells[4] : ""
            if note.contains("no behaviour documented") { continue }
            guard let match = note.firstMatch(of: /test `(\w+\.\w+)`/) else {
                untied.append(row)
                continue
            }
            if !tests.contains(String(match.output.1)) { unknown.append("\(row): \(match.output.1)") }
        }
        #expect(untied.isEmpty, "\(untied.count) works rows name no conformance test: \(untied.prefix(20).joined(separator: "; "))")
        #expect(unknown.isEmpty, "rows naming a test that is not there: \(unknown.joined(separator: "; "))")
    }

    /// The classes an app never makes itself: CarPlay gives them to the app
    /// (or they are abstract), and the conformance suite obtains them so.
    static let obtained: [String: String] = [
        "CPInterfaceController": "didConnect interfaceController: CPInterfaceController",
        "CPTemplateApplicationScene": "_ templateApplicationScene: CPTemplateApplicationScene",
        "CPWindow": "to window: CPWindow",
        "CPNavigationSession": ".startNavigationSession(for:",
        "CPNowPlayingTemplate": "CPNowPlayingTemplate.shared",
        "CPTemplate": "aTemplate: CPTemplate",
        "CPListImageRowItemElement": "CPListImageRowItemRowElement(",
        "CPDashboardController": "didConnect dashboardController: CPDashboardController",
        "CPTemplateApplicationDashboardScene": "_ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene",
        "CPInstrumentClusterController": "didConnect instrumentClusterController: CPInstrumentClusterController",
        "CPTemplateApplicationInstrumentClusterScene": "_ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene",
    ]

    /// Every public class of the CarPlay library is made by a conformance
    /// test with one of Apple's initialisers, or obtained as CarPlay gives it.
    @Test func everyPublicClassIsConstructedByAConformanceTest() throws {
        let library = APITableTests.root.appendingPathComponent("Sources/CarPlay")
        let suite = APITableTests.root.appendingPathComponent("Tests/ConformanceTests")
        let read = { (folder: URL) throws -> String in
            let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
            return try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
        }
        let classes = Set(try read(library).matches(of: /(?:public|open) (?:final )?class (CP\w+)/).map { String($0.output.1) })
        let tests = try read(suite)
        #expect(classes.count >= 50, "\(classes.count) public classes")
        let missing = classes.sorted().filter { name in
            if let way = Self.obtained[name] { return !tests.contains(way) }
            return !tests.contains(name + "(") && !tests.contains(name + " {")
        }
        #expect(missing.isEmpty, "public classes no conformance test makes or obtains: \(missing)")
        #expect(Set(Self.obtained.keys).isSubset(of: classes), "every obtained class is a public class of the library")
    }
}
