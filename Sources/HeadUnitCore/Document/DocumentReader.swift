/// Reads typed values out of a parsed JSON document, remembering where each
/// was written and collecting every problem instead of stopping at the first.
///
/// Every string read is cleaned of control and invisible format characters,
/// so no text from a file can reach a terminal as a control sequence.
struct DocumentReader {
    private(set) var diagnostics: [Diagnostic] = []
    /// Problems found past the first `maximumDiagnostics`: counted, not
    /// kept, so that a file of a million mistakes lints in linear time and
    /// flat memory.
    private(set) var omittedErrors = 0
    /// The most problems kept for one file.
    static let maximumDiagnostics = 1000
    /// The document read, whose places the rule checks find by path.
    var document: JSONNode?

    /// Where each path of the document was written.
    var locations: SourceLocations { document.map(SourceLocations.init(of:)) ?? .none }

    /// Where the shapes of the objects read are recorded, if anywhere
    /// (read once: a task-local is slow to look up for every object).
    private let shapes = ObjectShapes.recording

    /// Whether the shapes of the objects read are recorded: a reading
    /// that passes the reader by (a flat row's) is then not taken.
    var recordsShapes: Bool { shapes != nil }

    /// The longest text accepted, in characters.
    static let maximumTextLength = 1000

    /// An object's members, checked against the keys the place accepts.
    struct Fields {
        let path: DocumentPath
        let location: SourceLocation
        /// The members kept, in file order: the parsed object itself when
        /// it had no duplicate or unknown key (nearly every object), so a
        /// row's reading copies none of its members. An object's own index
        /// finds a member in a large one.
        private let members: JSONObject

        init(path: DocumentPath, location: SourceLocation, members: JSONObject) {
            self.path = path
            self.location = location
            self.members = members
        }

        subscript(key: String) -> JSONNode? {
            if let index = members.keyIndex { return index[key].map { members[$0].value } }
            return members.first { DocumentReader.sameKey($0.key, key) }?.value
        }

        /// The path of a member.
        func path(_ key: String) -> DocumentPath { path.member(key) }
    }

    /// Records an error; its message is only written while fewer than
    /// `maximumDiagnostics` are kept.
    mutating func error(_ rule: FormatRule, _ message: @autoclosure () -> String, at location: SourceLocation, path: @autoclosure () -> DocumentPath) {
        guard diagnostics.count < Self.maximumDiagnostics else { return omittedErrors += 1 }
        diagnostics.append(Diagnostic(.error, rule, message(), at: location, path: path().description))
    }

    /// A broken CarPlay rule found while reading (a name no template has).
    mutating func error(_ violation: RuleViolation, at location: SourceLocation, path: DocumentPath) {
        guard diagnostics.count < Self.maximumDiagnostics else { return omittedErrors += 1 }
        diagnostics.append(Diagnostic(.error, violation, at: location, path: path.description))
    }

    /// Whether two keys are the same, told apart by their lengths first:
    /// a row's reading asks its object for a dozen keys, and most differ
    /// in length from every member's.
    static func sameKey(_ one: String, _ other: String) -> Bool {
        one.utf8.count == other.utf8.count && one == other
    }

    /// The members of an object; unknown keys, duplicates and missing
    /// required keys are reported. Nil when the node is not an object.
    mutating func object(_ node: JSONNode, at path: DocumentPath, accepts keys: [String], requires required: [String] = [], what: String) -> Fields? {
        shapes?.add(ObjectShapes.Shape(path: path.description, keys: keys))
        guard case .object(let members) = node.value else {
            error(.wrongType, "\(what) must be an object, not \(node.value.typeName)", at: node.location, path: path)
            return nil
        }
        // The members left out, a set: an object of 100,000 unknown keys
        // is read in linear time (a list of them made it quadratic).
        var dropped: Set<Int> = []
        // A key given a thousand times is one problem: told once, counted once.
        var told: Set<String> = []
        for (offset, member) in members.enumerated() {
            guard keys.contains(where: { Self.sameKey($0, member.key) }) else {
                // The suggestion is looked for only while messages are kept.
                if told.insert(member.key).inserted {
                    error(
                        .unknownKey, Self.unknownKeyMessage(member.key, accepted: keys, what: what), at: member.keyLocation,
                        path: path.member(member.key))
                }
                dropped.insert(offset)
                continue
            }
            // A known key's first place is always kept, so any earlier one
            // makes this a duplicate: found by the object's own index in a
            // large object (it keeps each key's first place), by a look back
            // in a small one.
            let duplicate = members.keyIndex.map { $0[member.key] != offset } ?? members[..<offset].contains { Self.sameKey($0.key, member.key) }
            if duplicate {
                if told.insert(member.key).inserted {
                    error(.duplicateKey, "the key \"\(member.key)\" is given twice", at: member.keyLocation, path: path.member(member.key))
                }
                dropped.insert(offset)
            }
        }
        let kept = dropped.isEmpty ? members : JSONObject(members.indices.filter { !dropped.contains($0) }.map { members[$0] })
        let fields = Fields(path: path, location: node.location, members: kept)
        for key in required where fields[key] == nil {
            error(.missingKey, "\(what) needs the key \"\(key)\"", at: node.location, path: path)
        }
        return fields
    }

    /// What an unknown key is told: the accepted key it is nearest to, or
    /// every key the place accepts.
    private static func unknownKeyMessage(_ key: String, accepted keys: [String], what: String) -> String {
        let hint =
            KeySuggestion.nearest(to: key, in: keys).map { "; did you mean \"\($0)\"?" }
            ?? "; \(what) accepts \(keys.map { "\"\($0)\"" }.joined(separator: ", "))"
        return "unknown key \"\(Escaped.value(key, limit: 64))\" in \(what)\(hint)"
    }

    /// The elements of an array, each with its path, made as it is read:
    /// reading an array of 100,000 copies nothing.
    struct Elements: RandomAccessCollection, ExpressibleByArrayLiteral {
        private let nodes: JSONArray
        private let path: DocumentPath

        init(_ nodes: JSONArray, at path: DocumentPath) {
            self.nodes = nodes
            self.path = path.written
        }

        /// Nodes of an array at the document's root.
        init(arrayLiteral nodes: JSONNode...) { self.init(JSONArray(nodes), at: "$") }

        var startIndex: Int { nodes.startIndex }
        var endIndex: Int { nodes.endIndex }
        subscript(position: Int) -> (node: JSONNode, path: DocumentPath) { (nodes[position], path.element(position)) }

        /// The path of the element at `position`.
        func path(_ position: Int) -> DocumentPath { path.element(position) }

        /// Reads the element at `position` straight from the file's bytes
        /// into `flat` when it is flat, made of nothing else (`JSONArray.read`).
        func read(_ position: Int, into flat: inout JSONFlatObject) -> Bool { nodes.read(position, into: &flat) }
    }

    /// The elements of an array; nil when the node is not one.
    mutating func array(_ node: JSONNode, at path: DocumentPath, what: String) -> Elements? {
        guard case .array(let elements) = node.value else {
            error(.wrongType, "\(what) must be an array, not \(node.value.typeName)", at: node.location, path: path)
            return nil
        }
        return Elements(elements, at: path)
    }

    /// A member that must be an array, or nil when absent.
    mutating func array(_ fields: Fields, _ key: String, what: String) -> Elements? {
        guard let node = fields[key] else { return nil }
        return array(node, at: fields.path(key), what: what)
    }

    /// A text value, cleaned for display. The path and the words for it
    /// are only written out for a problem.
    mutating func string(_ node: JSONNode, at path: @autoclosure () -> DocumentPath, what: @autoclosure () -> String) -> String? {
        guard case .string(let text) = node.value else {
            error(.wrongType, "\(what()) must be a string, not \(node.value.typeName)", at: node.location, path: path())
            return nil
        }
        // A text of no more bytes than the limit has no more characters.
        if text.utf8.count > Self.maximumTextLength, text.unicodeScalars.count > Self.maximumTextLength {
            error(.textLength, "\(what()) is longer than \(Self.maximumTextLength) characters", at: node.location, path: path())
            return nil
        }
        return TextFit.sanitize(text)
    }

    /// A text member, or nil when absent or wrong.
    mutating func string(_ fields: Fields, _ key: String, what: String? = nil) -> String? {
        guard let node = fields[key] else { return nil }
        return string(node, at: fields.path(key), what: what ?? "\"\(key)\"")
    }

    /// A member that is a list of texts.
    mutating func strings(_ fields: Fields, _ key: String) -> [String]? {
        guard let elements = array(fields, key, what: "\"\(key)\"") else { return nil }
        return elements.compactMap { string($0.node, at: $0.path, what: "each of \"\(key)\"") }
    }

    /// Text variants a car picks from by width: a list of texts, at least
    /// one, since the car has nothing to show without.
    mutating func variants(_ fields: Fields, _ key: String) -> [String]? {
        guard let elements = array(fields, key, what: "\"\(key)\"") else { return nil }
        guard !elements.isEmpty else {
            if let node = fields[key] { error(.badValue, "\"\(key)\" needs at least one text", at: node.location, path: fields.path(key)) }
            return nil
        }
        return elements.compactMap { string($0.node, at: $0.path, what: "each of \"\(key)\"") }
    }

    /// An id: letters, digits, `-`, `_` and `.`.
    mutating func identifier(_ node: JSONNode, at path: @autoclosure () -> DocumentPath, what: @autoclosure () -> String) -> String? {
        guard case .string(let text) = node.value else {
            error(.wrongType, "\(what()) must be a string, not \(node.value.typeName)", at: node.location, path: path())
            return nil
        }
        guard Self.isIdentifier(text) else {
            error(.badValue, "\(what()) must be 1 to 64 letters, digits, '-', '_' or '.'", at: node.location, path: path())
            return nil
        }
        return text
    }

    /// Whether `text` is a valid id.
    static func isIdentifier(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 64
            && text.utf8.allSatisfy { $0.isASCIILetterOrDigit || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
    }

    /// A true/false member.
    mutating func bool(_ fields: Fields, _ key: String) -> Bool? {
        guard let node = fields[key] else { return nil }
        guard case .bool(let value) = node.value else {
            error(.wrongType, "\"\(key)\" must be true or false, not \(node.value.typeName)", at: node.location, path: fields.path(key))
            return nil
        }
        return value
    }

    /// A number member within `range`.
    mutating func number(_ fields: Fields, _ key: String, in range: ClosedRange<Double>) -> Double? {
        guard let node = fields[key] else { return nil }
        guard case .number(let value) = node.value else {
            error(.wrongType, "\"\(key)\" must be a number, not \(node.value.typeName)", at: node.location, path: fields.path(key))
            return nil
        }
        guard range.contains(value) else {
            error(
                .badValue, "\"\(key)\" must be from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)); it is \(Self.format(value))",
                at: node.location,
                path: fields.path(key))
            return nil
        }
        return value
    }

    /// A member naming one case of an enumeration.
    mutating func choice<Value: RawRepresentable & CaseIterable>(_ fields: Fields, _ key: String, as type: Value.Type) -> Value?
    where Value.RawValue == String {
        guard let node = fields[key] else { return nil }
        return choice(node, at: fields.path(key), what: "\"\(key)\"", as: type)
    }

    /// A value naming one case of an enumeration.
    mutating func choice<Value: RawRepresentable & CaseIterable>(_ node: JSONNode, at path: DocumentPath, what: String, as type: Value.Type) -> Value?
    where Value.RawValue == String {
        guard let text = string(node, at: path, what: what) else { return nil }
        guard let value = Value(rawValue: text) else {
            let accepted = Value.allCases.map(\.rawValue)
            let hint = KeySuggestion.nearest(to: text, in: accepted).map { "; did you mean \"\($0)\"?" } ?? ""
            error(
                .badValue,
                "\(what) must be one of \(accepted.map { "\"\($0)\"" }.joined(separator: ", ")); it is \"\(Escaped.value(text, limit: 64))\"\(hint)",
                at: node.location, path: path)
            return nil
        }
        return value
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension UInt8 {
    fileprivate var isASCIILetterOrDigit: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
    }
}
