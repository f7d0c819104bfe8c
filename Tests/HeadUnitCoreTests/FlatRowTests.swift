import HeadUnitCore
import Testing

/// A long list's rows are read straight from the file's bytes when they
/// are flat (`JSONFlatObject`), and the general way otherwise. The read
/// must not show: the same rows, the same problems at the same places, as
/// the general read alone (which a reading that records object shapes
/// takes for every row).
struct FlatRowTests {
    /// Rows of every shape a flat read takes, and of shapes it leaves to
    /// the general read: escapes, other values, problems of each kind.
    static let rows: [String] = [
        #"{"text": "Plain"}"#,
        #"{"text": "Row", "detailText": "Detail", "image": "♫", "accessoryType": "disclosureIndicator", "handler": {"push": "detail"}}"#,
        #"{ "handler" : "pop" , "text" : "Spaced out" }"#,
        "{\n  \"text\": \"東京 on two lines\",\n  \"handler\": {\n    \"present\": \"later\"\n  }\n}",
        #"{"id": "one", "text": "With an id", "handler": {"setRoot": "detail"}}"#,
        #"{"text": "Escaped \"quote\" \u00e9"}"#,
        #"{"text": "Zero\u200bwidth", "accessoryType": "cloud"}"#,
        #"{"text": "Bad accessory", "accessoryType": "sparkles"}"#,
        #"{"text": "Unknown word", "handler": "jump"}"#,
        #"{"text": "Unknown action", "handler": {"leap": "detail"}}"#,
        #"{"text": "Bad id", "handler": {"push": "no way"}}"#,
        #"{"text": "Missing template", "handler": {"push": "nowhere"}}"#,
        #"{"text": "Actions", "handler": {"actions": ["pop"], "delay": 1}}"#,
        #"{"text": "Play", "handler": {"play": "track"}}"#,
        #"{"text": "Twice", "text": "again"}"#,
        #"{"detailText": "No text"}"#,
        #"{"text": "Unknown key", "colour": "red"}"#,
        #"{"text": 7}"#,
        #"{"text": "Disabled", "isEnabled": false}"#,
        #"{"text": "Bad id", "id": "two words"}"#,
        #"{"text": "Nested", "handler": {"push": {"deep": "x"}}}"#,
        #"{"text": "\#(String(repeating: "long ", count: 201))"}"#,
        #"{}"#,
        #""a string""#,
        #"{"text": "Message", "conversationIdentifier": "c1", "trailingText": "now"}"#,
    ]

    static func scenario(repeating times: Int) -> [UInt8] {
        let items = (0..<times).flatMap { _ in rows }.joined(separator: ",\n")
        return Array(
            #"""
            {"headunit": 1, "app": {"name": "Rows", "category": "communication"}, "root": "rows",
             "templates": {"detail": {"type": "list", "title": "Detail", "sections": [{"items": [{"text": "Back", "handler": "pop"}]}]},
              "later": {"type": "list", "title": "Later", "sections": []},
              "rows": {"type": "list", "title": "Rows", "sections": [{"items": [
            \#(items)
            ]}]}}}
            """#.utf8)
    }

    @Test func aLongListsRowsReadFlatAreTheGeneralReadsWithTheSameProblems() throws {
        let bytes = Self.scenario(repeating: 5)
        let flat = ScenarioLoader.load(bytes: bytes, file: "rows.json")
        var general: ScenarioLoadResult?
        _ = ObjectShapes.recorded { general = ScenarioLoader.load(bytes: bytes, file: "rows.json") }
        let read = try #require(general)
        #expect(flat.scenario == read.scenario)
        #expect(flat.diagnostics == read.diagnostics)
        #expect(flat.omitted == read.omitted)
        #expect(flat.diagnostics.count > 20)
        let rows = try #require(flat.scenario?.app.templates["rows"])
        guard case .list(let list) = rows.body else {
            Issue.record("the rows are not a list")
            return
        }
        #expect(list.sections[0].items.count > 5 * 15)
        #expect(list.sections[0].items[3].text == "東京 on two lines")
    }
}
