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
        #"{"text": "Dotted", "a.b": "c", "handler": {"push[0]": "detail"}}"#,
        "{\"text\": \"Delete\u{7F}d\", \"accessoryType\": \"none\"}",
        #"{"text": "Accessory with an accent", "accessoryType": "clóud"}"#,
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

    /// Bytes broken all through a long list of flat rows, which the parse
    /// passes by the flat reading's own checks (`passFlatElement`): each
    /// broken file is refused with the full read's error, word for word
    /// and at the same place, and every place of the whole file is found
    /// where the full read finds it.
    @Test func aBrokenListOfFlatRowsFailsAsTheFullReadFails() throws {
        let bytes = Self.scenario(repeating: 3)
        let document = try JSONParser.parse(bytes)
        let full = SourceLocations(of: document)
        let kept = SourceLocations(of: try JSONParser.parse(bytes, handingOverMembersOf: "templates") { _ in })
        let paths = HandedOverParseTests.paths(of: document).map(\.path)
        #expect(paths.count > 300)
        for path in paths {
            #expect(kept[path] == full[path] && kept.nearest("\(path).unwritten") == full.nearest("\(path).unwritten"), "\(path)")
        }
        var errors = 0
        for offset in stride(from: 400, to: bytes.count, by: 37) {
            var variants: [[UInt8]] = [Array(bytes[..<offset]) + Array(bytes[(offset + 1)...])]
            for byte: UInt8 in [0x22, 0x3A, 0x2C, 0x7D, 0x7B, 0x5C, 0xC3, 0x01, 0x0A, 0x7F] {
                variants.append(bytes)
                variants[variants.count - 1][offset] = byte
            }
            errors += HandedOverParseTests.compareReads(of: variants, brokenAt: offset)
        }
        #expect(errors > 500, "most changes break the file")
    }
}
