/// Reads a key-map file, which rebinds some actions and keeps the defaults
/// for the rest:
///
///     { "headunit-keymap": 1, "bindings": { "press": ["Enter", "k"], "quit": ["q"] } }
///
/// Problems are reported like a scenario's, with file, line and column,
/// all at once: a key bound to two actions beside the rest, and a map
/// that leaves no way out (neither quit nor the console has a key).
public enum KeyMapLoader {
    /// The key map from a file's bytes.
    public static func load(bytes: [UInt8]) -> Result<KeyMap, KeyMapFailure> {
        let document: JSONNode
        switch JSONFile.document(bytes) {
        case .success(let parsed): document = parsed
        case .failure(let diagnostic): return .failure(KeyMapFailure(diagnostics: [diagnostic]))
        }
        var reader = DocumentReader(document: document)
        var changes: [(action: KeyAction, keys: [Key], locations: [SourceLocation])] = []
        if let fields = reader.object(
            document, at: "$", accepts: ["$schema", "headunit-keymap", "bindings"], requires: ["headunit-keymap", "bindings"], what: "a key map")
        {
            if let version = fields["headunit-keymap"], version.value != .number(1) {
                reader.error(
                    .formatVersion, "\"headunit-keymap\" must be 1, the key-map format this build reads", at: version.location, path: "$.headunit-keymap")
            }
            if let node = fields["bindings"],
                let bindings = reader.object(node, at: "$.bindings", accepts: KeyAction.allCases.map(\.rawValue), what: "\"bindings\"")
            {
                changes = readBindings(bindings, node: node, reader: &reader)
            }
        }
        let map = KeyMap.defaults.replacing(changes.map { ($0.action, $0.keys) })
        checkClashes(map, changes: changes, reader: &reader)
        checkWayOut(map, reader: &reader)
        if reader.diagnostics.contains(where: { $0.severity == .error }) {
            return .failure(KeyMapFailure(diagnostics: reader.diagnostics.sorted(), omitted: reader.omittedErrors))
        }
        return .success(map)
    }

    private static func readBindings(
        _ bindings: DocumentReader.Fields, node: JSONNode, reader: inout DocumentReader
    ) -> [(action: KeyAction, keys: [Key], locations: [SourceLocation])] {
        guard case .object(let members) = node.value else { return [] }
        var changes: [(action: KeyAction, keys: [Key], locations: [SourceLocation])] = []
        for member in members {
            guard let action = KeyAction(rawValue: member.key), let elements = reader.array(bindings, member.key, what: "\"\(member.key)\"") else { continue }
            var keys: [Key] = [], locations: [SourceLocation] = []
            for element in elements {
                guard let name = reader.string(element.node, at: element.path, what: "a key name") else { continue }
                guard let key = Key(name: name) else {
                    reader.error(
                        .badValue,
                        "unknown key \"\(name)\": use a character, Space, Enter, Esc, Tab, Shift-Tab, Backspace, Up, Down, Left, Right, Ctrl-A to Ctrl-Z, Shift-A, Shift-1 or F1 to F12",
                        at: element.node.location, path: element.path)
                    continue
                }
                if let alias = key.arrivesAs {
                    reader.error(
                        .badValue, "\(key) reaches headunit as \(alias): a terminal sends the same byte for both; bind \(alias), or another key",
                        at: element.node.location, path: element.path)
                    continue
                }
                keys.append(key)
                locations.append(element.node.location)
            }
            changes.append((action, keys, locations))
        }
        return changes
    }

    /// Every key the file binds that another action also has, where the file binds it.
    private static func checkClashes(
        _ map: KeyMap, changes: [(action: KeyAction, keys: [Key], locations: [SourceLocation])], reader: inout DocumentReader
    ) {
        // Each key's actions, in the map's order: one pass, however many keys the file lists.
        var owners: [Key: [KeyAction]] = [:]
        for binding in map.bindings {
            for key in binding.keys where owners[key]?.last != binding.action { owners[key, default: []].append(binding.action) }
        }
        for change in changes {
            for (index, key) in change.keys.enumerated() {
                for other in owners[key] ?? [] where other != change.action {
                    reader.error(
                        .keyClash,
                        "\(key) is bound to both \"\(change.action.rawValue)\" and \"\(other.rawValue)\"; rebind \"\(other.rawValue)\" too",
                        at: change.locations[index], path: "$.bindings.\(change.action.rawValue)[\(index)]")
                }
            }
        }
    }

    /// A map where neither quit nor the console (whose `quit` command
    /// leaves) has a key would keep the user in the head unit.
    private static func checkWayOut(_ map: KeyMap, reader: inout DocumentReader) {
        guard map.keys(for: .quit).isEmpty, map.keys(for: .console).isEmpty else { return }
        let path = reader.locations["$.bindings.quit"] != nil ? "$.bindings.quit" : "$.bindings.console"
        reader.error(
            .noWayOut, "neither \"quit\" nor \"console\" has a key, so nothing could leave the head unit; keep a key for one of them",
            at: reader.locations[path] ?? SourceLocation(line: 1, column: 1), path: "\(path)")
    }
}

/// Why a key-map file cannot be used.
public struct KeyMapFailure: Error, Sendable {
    /// The first problems, in the file's order.
    public let diagnostics: [Diagnostic]
    /// Problems past those, counted and not listed.
    public var omitted = 0

    package init(diagnostics: [Diagnostic], omitted: Int = 0) {
        self.diagnostics = diagnostics
        self.omitted = omitted
    }
}
