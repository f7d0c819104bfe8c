import Foundation
import HeadUnitTestSupport
import Testing

@testable import HeadUnitCore

/// A kind's example, kept in the kind's test folder (`Templates/<Kind>/`,
/// as its source is in `Sources/HeadUnitCore/Templates/<Kind>/`): the
/// smallest scenario that shows it, the keys that lead there, and the
/// screen it draws at the standard profile, as ratatui keeps a widget's
/// expected buffer beside its tests. `check` holds what the house asks of
/// every kind: its example loads and lints without a problem, the schema
/// `headunit schema scenario` prints accepts it and names exactly its keys,
/// it has every object of the kind's own schema, and it is drawn. `HouseTests` fails for a kind with no example.
struct KindExample {
    let kind: TemplateKind
    var keys = ""
    let scenario: String
    /// The rows of the screen, without their trailing spaces; a failing
    /// check prints the rows drawn, to paste here once they are right.
    let screen: String

    func check(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let file = "\(kind.rawValue).json"
        let loaded = ScenarioLoader.load(bytes: Array(scenario.utf8), file: file)
        #expect(loaded.diagnostics.map { $0.formatted(file: file) } == [], sourceLocation: sourceLocation)
        let app = try #require(loaded.scenario, sourceLocation: sourceLocation)

        let format = try #require(SchemaTests.formats.first { $0.schema == .scenario })
        var reached: Set<String> = []
        let mismatches = try SchemaTests.keyMismatches(
            Data(scenario.utf8), file: file, format: format, walker: SchemaWalker(.scenario), reached: &reached)
        #expect(mismatches == [], sourceLocation: sourceLocation)
        let unexercised = try SchemaTests.ownObjects(of: kind).subtracting(reached).sorted()
        #expect(unexercised == [], "objects of the kind's schema its example has none of", sourceLocation: sourceLocation)
        if SchemaTests.hasValidator { #expect(try validationProblems() == [], sourceLocation: sourceLocation) }

        let driver = try Headless.run(keys, scenario: app)
        let shown = driver.state.shown
        var kinds = [shown.controller.top, shown.controller.modal].compactMap { $0 }.compactMap { shown.templates[$0]?.kind }
        if shown.shownTabBar != nil { kinds.append(TemplateKind.tabBar) }
        #expect(kinds.contains(kind), "after \"\(keys)\" the screen shows \(kinds), not a \(kind)", sourceLocation: sourceLocation)

        let drawn = Headless.rows(driver).map { $0.trimmingSuffix(" ") }.joined(separator: "\n")
        let expected = screen.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingSuffix(" ") }.joined(separator: "\n")
        #expect(drawn == expected, "the screen drawn:\n\(drawn)", sourceLocation: sourceLocation)
    }

    private func validationProblems() throws -> [String] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-kind-\(kind.rawValue)-\(UUID().uuidString).json")
        try Data(scenario.utf8).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        return try SchemaTests.problems([path.path], schema: .scenario)
    }
}

extension StringProtocol {
    fileprivate func trimmingSuffix(_ character: Character) -> String {
        var text = String(self)
        while text.last == character { text.removeLast() }
        return text
    }
}
