/// The JSON Schema of each file headunit reads, which editors check a file
/// against as it is typed (`headunit schema scenario`). A scenario's
/// schema is gathered: the document and the objects kinds share from
/// `scenario.schema.json`, each kind's template from its own folder
/// (`TemplateContent.schemaDefinitions`), so a new kind brings its schema
/// with it.
public enum FileSchema: String, CaseIterable, Sendable {
    case scenario, theme, keymap, car

    /// The schema, as JSON text.
    public var text: String {
        switch self {
        case .scenario: Self.scenarioText
        case .theme: String(decoding: PackageResources.theme_schema_json, as: UTF8.self)
        case .keymap: String(decoding: PackageResources.keymap_schema_json, as: UTF8.self)
        case .car: String(decoding: PackageResources.car_schema_json, as: UTF8.self)
        }
    }

    private static let scenarioText: String = {
        let base = members(of: PackageResources.scenario_schema_json, "scenario.schema.json")
        var definitions: [JSONMember] = []
        if case .object(let shared)? = base.first(where: { $0.key == "$defs" })?.value.value { definitions = shared.members }
        var kinds: [JSONNode] = []
        for kind in TemplateKind.allCases {
            definitions += members(of: Array(kind.contentType.schemaDefinitions.utf8), "\(kind.rawValue)'s schemaDefinitions")
            kinds.append(node(.object(JSONObject([member("$ref", node(.string("#/$defs/\(kind.rawValue)Template")))]))))
        }
        definitions.append(
            member(
                "template",
                node(
                    .object(
                        JSONObject([member("description", node(.string("A template, by its \"type\"."))), member("oneOf", node(.array(JSONArray(kinds))))])))))
        let document: [JSONMember] = base.map { $0.key == "$defs" ? member("$defs", node(.object(JSONObject(definitions)))) : $0 }
        return JSONText.pretty(.object(JSONObject(document)))
    }()

    /// The members of a JSON object headunit carries (a test reads each).
    private static func members(of bytes: [UInt8], _ name: String) -> [JSONMember] {
        guard let parsed = try? JSONParser.parse(bytes), case .object(let object) = parsed.value else {
            preconditionFailure("\(name) is not a JSON object")
        }
        return object.members
    }

    private static func node(_ value: JSONValue) -> JSONNode { JSONNode(value, at: SourceLocation(line: 1, column: 1)) }
    private static func member(_ key: String, _ value: JSONNode) -> JSONMember {
        JSONMember(key: key, keyLocation: SourceLocation(line: 1, column: 1), value: value)
    }
}
