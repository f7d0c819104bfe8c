import Foundation
import HeadUnitCore
import HeadUnitTestSupport
import Testing

/// `headunit kinds` and `headunit schema`, which print what the tool
/// derives from its kinds: which category may use each, and the schema of
/// each file format.
struct KindsAndSchemaCommandTests {
    /// A row per kind, its cells what `CarPlayLimits.allows` says
    /// (CarPlay Developer Guide, "Templates": the templates each app type
    /// may use).
    @Test func kindsPrintsWhichCategoryMayUseEachKind() throws {
        let result = try ToolProcess.run(["kinds"])
        #expect(result.status == 0)
        #expect(
            result.lines.first == "| type | modal | audio | communication | navigation | EV charging | parking | fueling | driving task | quick food ordering |"
        )
        #expect(result.lines.contains("| map | no | no | no | yes | no | no | no | no | no |"))
        #expect(result.lines.contains("| alert | yes | yes | yes | yes | yes | yes | yes | yes | yes |"))
        let rows = result.lines.dropFirst(2)
        #expect(rows.count == TemplateKind.allCases.count)
        for (row, kind) in zip(rows, TemplateKind.allCases) {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let expected = [kind.rawValue, kind.isModal ? "yes" : "no"] + AppCategory.allCases.map { $0.allows(kind) ? "yes" : "no" }
            #expect(cells == expected)
        }
    }

    @Test(arguments: FileSchema.allCases)
    func schemaPrintsTheSchemaOfAFormat(_ format: FileSchema) throws {
        let result = try ToolProcess.run(["schema", format.rawValue])
        #expect(result.status == 0)
        #expect(result.stdout == format.text)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    /// The scenario schema has a template object for every kind, from the
    /// kind's own folder, and the "type" of each is its kind.
    @Test func theScenarioSchemaDescribesEveryKind() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(FileSchema.scenario.text.utf8)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let template = try #require(definitions["template"] as? [String: Any])
        let branches = try #require(template["oneOf"] as? [[String: String]])
        #expect(branches.map { $0["$ref"] } == TemplateKind.allCases.map { "#/$defs/\($0.rawValue)Template" })
        for kind in TemplateKind.allCases {
            let object = try #require(definitions["\(kind.rawValue)Template"] as? [String: Any])
            let properties = try #require(object["properties"] as? [String: Any])
            #expect((properties["type"] as? [String: String])?["const"] == kind.rawValue)
        }
    }

    @Test(arguments: [[String](), ["bogus"], ["scenario", "theme"]])
    func schemaWithoutOneFormatIsAUsageError(_ arguments: [String]) throws {
        let result = try ToolProcess.run(["schema"] + arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "headunit schema: name one format: scenario, theme, keymap, car\n")
    }
}
