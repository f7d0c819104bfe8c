import Foundation
import HeadUnitTestSupport
import Testing

@testable import HeadUnitCore

/// The JSON Schemas `headunit schema` prints, which editors check files
/// against as they are typed: every shipped scenario, theme and key map validates against
/// its schema, a key the format lacks fails it, and at every object
/// headunit reads the schema names exactly the keys headunit accepts there.
struct SchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    /// A kind of file: its schema, the shipped files of that kind, and how headunit reads one.
    struct Format: Sendable, CustomStringConvertible {
        let description: String
        let schema: FileSchema
        let files: [String]
        let read: @Sendable ([UInt8]) -> Void
    }

    static func shipped(_ folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
    }

    static let formats = [
        Format(
            description: "scenario", schema: .scenario,
            files: shipped("Scenarios") + ["Tests/HeadUnitCoreTests/Fixtures/every-object.json"],
            read: { _ = ScenarioLoader.load(bytes: $0, file: "f.json") }),
        Format(description: "theme", schema: .theme, files: shipped("Themes"), read: { _ = ThemeLoader.load(bytes: $0) }),
        Format(description: "key map", schema: .keymap, files: shipped("KeyMaps"), read: { _ = KeyMapLoader.load(bytes: $0) }),
        Format(
            description: "car", schema: .car, files: shipped("Sources/HeadUnitCore/Resources").filter { $0.contains("/car-") },
            read: { _ = CarProfileLoader.load(bytes: $0) }),
    ]

    static var hasValidator: Bool {
        (try? Subprocess.run(["python3", "-c", "import jsonschema"]).status) == 0 || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    /// Each file's problems by Python's jsonschema (Draft 2020-12), one line each.
    static func problems(_ files: [String], schema: FileSchema) throws -> [String] {
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for path in sys.argv[2:]:
                for error in validator.iter_errors(json.load(open(path))):
                    # Into a oneOf's branches: the deepest reason, where the fault is.
                    error = jsonschema.exceptions.best_match([error])
                    print(path, "/".join(str(part) for part in error.absolute_path), error.message[:160])
            """
        let paths = files.map { $0.hasPrefix("/") ? $0 : root.appendingPathComponent($0).path }
        let schemaFile = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-\(schema.rawValue)-\(UUID().uuidString).json")
        try Data(schema.text.utf8).write(to: schemaFile)
        defer { try? FileManager.default.removeItem(at: schemaFile) }
        let result = try Subprocess.run(["python3", "-c", script, schemaFile.path] + paths)
        try #require(result.status == 0, "\(result.output)")
        return result.output.split(separator: "\n").map(String.init)
    }

    /// Each kind's part of the scenario schema defines its template
    /// object, and no definition is made twice (a second would silently
    /// replace the first in an editor).
    @Test func eachKindDefinesItsTemplateAndNothingTwice() throws {
        let shared = try #require(try JSONSerialization.jsonObject(with: Data(PackageResources.scenario_schema_json)) as? [String: Any])
        var names = try #require(shared["$defs"] as? [String: Any]).keys.map { $0 }
        for kind in TemplateKind.allCases {
            let own = try #require(try JSONSerialization.jsonObject(with: Data(kind.contentType.schemaDefinitions.utf8)) as? [String: Any])
            #expect(own["\(kind.rawValue)Template"] != nil, "\(kind)'s schemaDefinitions do not define \(kind.rawValue)Template")
            names += own.keys
        }
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(FileSchema.scenario.text.utf8)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        #expect(definitions.count == names.count + 1, "every definition once, and the template that chooses among the kinds")
        #expect(Set(names).count == names.count, "defined twice: \(Dictionary(grouping: names) { $0 }.filter { $0.value.count > 1 }.keys.sorted())")
    }

    @Test(.enabled(if: hasValidator, "Python's jsonschema is not installed (pip install jsonschema)"), arguments: formats)
    func everyShippedFileValidates(_ format: Format) throws {
        try #require(!format.files.isEmpty)
        #expect(try Self.problems(format.files, schema: format.schema) == [])
    }

    @Test(.enabled(if: hasValidator, "Python's jsonschema is not installed (pip install jsonschema)"))
    func aKeyTheFormatLacksFailsTheSchema() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("typo.json")
        let radio = try String(contentsOf: Self.root.appendingPathComponent("Scenarios/radio.json"), encoding: .utf8)
        try Data(radio.replacingOccurrences(of: #""detailText""#, with: #""detailTxt""#).utf8).write(to: file)
        let found = try Self.problems([file.path], schema: .scenario)
        #expect(!found.isEmpty)
        #expect(
            found.allSatisfy { $0.contains("/sections/0/items/") && $0.hasSuffix("Additional properties are not allowed ('detailTxt' was unexpected)") },
            "the rows with the misspelt key, and only they: \(found)")
    }

    /// At every object headunit reads in a shipped file (and in a fixture
    /// with every kind of object), the schema's properties are the keys
    /// headunit accepts there: no more, no fewer. And every object the
    /// schema describes is one headunit reads somewhere.
    @Test(arguments: formats)
    func theSchemaNamesExactlyTheKeysHeadunitAccepts(_ format: Format) throws {
        let walker = try SchemaWalker(format.schema)
        var reached: Set<String> = []
        for file in format.files {
            let bytes = try Data(contentsOf: Self.root.appendingPathComponent(file))
            #expect(try Self.keyMismatches(bytes, file: file, format: format, walker: walker, reached: &reached) == [])
        }
        // A kind's own objects are exercised by its example (`KindExample`).
        let kinds = try TemplateKind.allCases.map { try Self.ownObjects(of: $0) }.reduce(Set(), { $0.union($1) })
        let described = Set(walker.objectSchemas.map { $0.sorted().joined(separator: ",") }).subtracting(format.schema == .scenario ? kinds : [])
        #expect(Set(described).subtracting(reached).isEmpty, "objects of the schema no file exercises: \(Set(described).subtracting(reached).sorted())")
    }
}

extension SchemaTests {
    /// The objects a kind's own schema definitions describe, by their keys.
    static func ownObjects(of kind: TemplateKind) throws -> Set<String> {
        let own = try JSONSerialization.jsonObject(with: Data(kind.contentType.schemaDefinitions.utf8))
        return Set(SchemaWalker.objectSchemas(in: own).map { $0.sorted().joined(separator: ",") })
    }

    /// Where, in one file of `format`, the schema names other keys than
    /// headunit accepts (one line each); the objects it reached go in `reached`.
    static func keyMismatches(_ bytes: Data, file: String, format: Format, walker: SchemaWalker, reached: inout Set<String>) throws -> [String] {
        let instance = try JSONSerialization.jsonObject(with: bytes)
        let shapes = ObjectShapes.recorded { format.read(Array(bytes)) }
        try #require(!shapes.isEmpty)
        var mismatches: [String] = []
        for shape in shapes {
            guard let found = walker.object(at: shape.path, in: instance) else {
                mismatches.append("\(file): the schema has no object at \(shape.path)")
                continue
            }
            reached.insert(found.sorted().joined(separator: ","))
            if Set(found) != Set(shape.keys) {
                mismatches.append("\(file) \(shape.path): the schema names \(found.sorted()); headunit accepts \(shape.keys.sorted())")
            }
        }
        return mismatches
    }
}

/// Finds, in a JSON Schema, the object schema that describes the object
/// at a path of a document (`$.templates.menu.sections[0]`), choosing
/// among `oneOf` branches as a validator would: by the object's "type"
/// constant, else by the keys it has.
struct SchemaWalker {
    let root: [String: Any]

    /// The walker of a schema headunit prints.
    init(_ schema: FileSchema) throws {
        root = try #require(try JSONSerialization.jsonObject(with: Data(schema.text.utf8)) as? [String: Any])
    }

    /// The property names of the object at `path` of `instance`, as the schema describes it.
    func object(at path: String, in instance: Any) -> [String]? {
        var schema: [String: Any] = root
        var node: Any = instance
        var rest = Substring(path.dropFirst())
        while !rest.isEmpty {
            if rest.hasPrefix("[") {
                let close = rest.firstIndex(of: "]")!
                let index = Int(rest[rest.index(after: rest.startIndex)..<close])!
                rest = rest[rest.index(after: close)...]
                guard let array = node as? [Any], let items = branches(of: schema).first(where: { $0["items"] != nil })?["items"] else { return nil }
                node = array[index]
                schema = resolve(items)
            } else {
                rest = rest.dropFirst()
                guard let dictionary = node as? [String: Any] else { return nil }
                // The longest key the object has that the path goes on with (ids may hold dots).
                let key = dictionary.keys.filter { key in
                    rest.hasPrefix(key) && (rest.count == key.count || [".", "["].contains(rest.dropFirst(key.count).first.map(String.init)))
                }.max { $0.count < $1.count }
                guard let key, let branch = objectBranch(of: schema, for: dictionary) else { return nil }
                rest = rest.dropFirst(key.count)
                let properties = branch["properties"] as? [String: Any]
                guard let next = properties?[key] ?? branch["additionalProperties"].flatMap({ $0 is Bool ? nil : $0 }) else { return nil }
                node = dictionary[key]!
                schema = resolve(next)
            }
        }
        guard let dictionary = node as? [String: Any], let branch = objectBranch(of: schema, for: dictionary) else { return nil }
        return (branch["properties"] as? [String: Any]).map { Array($0.keys) }
    }

    /// Every object schema with named properties, as its property names.
    var objectSchemas: [[String]] {
        // The actions are objects of one key that headunit reads by that key.
        Self.objectSchemas(in: ((root["$defs"] as? [String: Any]) ?? [:]).filter { $0.key != "action" })
            + Self.objectSchemas(in: root["properties"] as Any)
    }

    /// The property names of every object schema within `value`.
    static func objectSchemas(in value: Any) -> [[String]] {
        var found: [[String]] = []
        func visit(_ value: Any) {
            if let dictionary = value as? [String: Any] {
                if dictionary["type"] as? String == "object", let properties = dictionary["properties"] as? [String: Any] {
                    found.append(Array(properties.keys))
                }
                dictionary.values.forEach(visit)
            } else if let array = value as? [Any] {
                array.forEach(visit)
            }
        }
        visit(value)
        return found
    }

    private func resolve(_ value: Any) -> [String: Any] {
        guard let dictionary = value as? [String: Any] else { return [:] }
        guard let reference = dictionary["$ref"] as? String else { return dictionary }
        let name = String(reference.dropFirst("#/$defs/".count))
        return resolve(((root["$defs"] as? [String: Any]) ?? [:])[name] as Any)
    }

    /// The schema's alternatives, `oneOf` flattened.
    private func branches(of schema: [String: Any]) -> [[String: Any]] {
        guard let options = schema["oneOf"] as? [Any] else { return [schema] }
        return options.flatMap { branches(of: resolve($0)) }
    }

    private func objectBranch(of schema: [String: Any], for object: [String: Any]) -> [String: Any]? {
        var candidates = branches(of: schema).filter { $0["type"] as? String == "object" }
        if let type = object["type"] as? String {
            let byType = candidates.filter { (($0["properties"] as? [String: Any])?["type"] as? [String: Any])?["const"] as? String == type }
            if !byType.isEmpty { candidates = byType }
        }
        return candidates.first { branch in
            guard let properties = branch["properties"] as? [String: Any] else { return true }
            return Set(object.keys).isSubset(of: Set(properties.keys))
        } ?? candidates.first
    }
}
