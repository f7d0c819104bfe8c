import Foundation
import HeadUnitCore
import HeadUnitFiles
import HeadUnitTestSupport
import Testing

/// Reading scenario files: positions, every problem reported, exact lines.
struct ScenarioLoadingTests {
    func lines(_ json: String) -> [String] {
        ScenarioLoader.load(bytes: Array(json.utf8), file: "s.json").diagnostics.map { $0.formatted(file: "s.json") }
    }

    @Test func theTourLoadsWithoutAProblem() {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenarios/tour.json").standardized.path
        let result = ScenarioLoader.load(path: path)
        #expect(result.diagnostics.map { $0.formatted(file: path) } == [])
        // The embedded tour is read without its scripts (ScenarioLoader.tourScripts).
        #expect(result.scenario?.app.templates == ScenarioLoader.tour.app.templates)
        #expect(result.scenario?.app.scripts == ScenarioLoader.tourScripts)
        #expect(ScenarioLoader.tour.app.templates.count == 14 && ScenarioLoader.tour.app.scripts.isEmpty)
    }

    @Test func syntaxErrorsNameLineAndColumn() {
        #expect(lines("{\n  \"a\": [1, 2,,]\n}") == ["s.json:2:14: error: [json-syntax] unexpected ',' where a value was expected (at $)"])
        #expect(lines("{\"a\": \"open") == ["s.json:1:12: error: [json-syntax] the document ends inside a string (at $)"])
        #expect(lines("[1] x") == ["s.json:1:5: error: [json-syntax] unexpected 'x' after the document's end (at $)"])
        #expect(lines(String(repeating: "[", count: 65)) == ["s.json:1:65: error: [json-syntax] nesting deeper than 64 levels (at $)"])
        #expect(lines("\"\u{FF}\"").isEmpty == false)
        let invalid = ScenarioLoader.load(bytes: [0x22, 0xC3, 0x28, 0x22], file: "s.json")
        #expect(invalid.diagnostics.map { $0.formatted(file: "s.json") } == ["s.json:1:2: error: [json-syntax] invalid UTF-8 (byte 0x28) (at $)"])
    }

    @Test func everyProblemIsReportedWithItsPlaceAndASuggestion() {
        let json = """
            {
              "headunit": 1,
              "app": {"name": "Bad", "category": "audoi"},
              "root": "home",
              "templates": {
                "home": {"type": "list", "titel": "Home", "sections": [
                  {"items": [{"text": "Go", "handler": {"push": "hme"}}, {"txt": "x"}]}
                ]},
                "other": {"type": "gird"}
              }
            }
            """
        #expect(
            lines(json) == [
                "s.json:3:38: error: [bad-value] \"category\" must be one of \"audio\", \"communication\", \"navigation\", \"evCharging\", \"parking\", \"fueling\", \"drivingTask\", \"quickFood\"; it is \"audoi\"; did you mean \"audio\"? (at $.app.category)",
                "s.json:6:30: error: [unknown-key] unknown key \"titel\" in a list template; did you mean \"title\"? (at $.templates.home.titel)",
                "s.json:7:53: error: [unknown-template] no template is named \"hme\"; did you mean \"home\"? (at $.templates.home.sections[0].items[0].handler.push)",
                "s.json:7:62: error: [missing-key] a list item needs the key \"text\" (at $.templates.home.sections[0].items[1])",
                "s.json:7:63: error: [unknown-key] unknown key \"txt\" in a list item; did you mean \"text\"? (at $.templates.home.sections[0].items[1].txt)",
                "s.json:9:23: error: [bad-value] \"type\" must be one of \(Self.everyKind); it is \"gird\"; did you mean \"grid\"? (at $.templates.other.type)",
            ])
    }

    /// Every kind a template's "type" may name, as the message lists them: each kind, so a new kind changes no test.
    static let everyKind = TemplateKind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")

    @Test func textFromAFileCannotCarryControlSequences() throws {
        let scenario = try Headless.scenario(
            """
            {"headunit": 1, "app": {"name": "X\\u001b[2J", "category": "audio"}, "root": "l",
             "templates": {"l": {"type": "list", "title": "\\u001b]0;owned\\u0007Title\\u202e", "sections": []}}}
            """)
        #expect(scenario.app.name == "X[2J")
        #expect(scenario.app.templates["l"]?.title == "]0;ownedTitle")
    }

    @Test func aFileThatIsNotAScenarioIsUnusable() {
        let result = ScenarioLoader.load(path: "/nonexistent/scenario.json")
        #expect(result.isUnusable)
        #expect(result.diagnostics.map { $0.formatted(file: "x.json") } == ["x.json:1:1: error: [unreadable] the file does not exist (at $)"])
        #expect(lines("[]") == ["s.json:1:1: error: [wrong-type] a scenario must be a JSON object, not an array (at $)"])
    }
}
