/// An element of a long array (`JSONArray`) read straight from its bytes
/// when it is flat: an object whose keys are among those asked for, each
/// once, and whose values are strings without escapes, or objects of one
/// such string member. Nothing is made but what its reader makes of the
/// bytes: a list's 100,000 rows, nearly all flat, are each read once here,
/// where each was made as values and then read. An element that is not
/// flat is not read here, but made and read the general way, which tells
/// its problems.
struct JSONFlatObject {
    /// A flat member's value: where its bytes are.
    enum Value {
        /// A string, and whether it is all printable ASCII (no character
        /// a display cleans away).
        case string(Range<Int>, printable: Bool)
        /// An object of one member whose value is a string, and where
        /// that value was written.
        case member(key: Range<Int>, value: Range<Int>, at: SourceLocation)
    }

    /// Each key's value, by its place among the keys asked for; nil where
    /// absent. Read anew into the same room for each element.
    fileprivate(set) var values: [Value?]
    fileprivate let keys: Keys
    /// The document's bytes (shared, not copied).
    fileprivate(set) var bytes: [UInt8] = []

    /// The last text made of each key's string value, and its bytes:
    /// a value that rows share (an image) is made once.
    private var made: [(bytes: ArraySlice<UInt8>, text: String)?]

    /// An object with none of `keys`, to read elements into.
    init(keys: Keys) {
        self.keys = keys
        values = Array(repeating: nil, count: keys.keys.count)
        made = Array(repeating: nil, count: keys.keys.count)
    }

    /// The text of a value's bytes.
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// A value's bytes.
    func slice(_ range: Range<Int>) -> ArraySlice<UInt8> { bytes[range] }

    /// The text of the string value of the key at `slot`, cleaned by
    /// `clean` unless it is all printable ASCII: the last one made for the
    /// key when its bytes are the same. Nil when it is not a string.
    mutating func text(_ slot: Int, cleanedBy clean: (String) -> String) -> String? {
        guard case .string(let range, let printable)? = values[slot] else { return nil }
        let written = bytes[range]
        if let last = made[slot], last.bytes == written { return last.text }
        let text = printable ? String(decoding: written, as: UTF8.self) : clean(String(decoding: written, as: UTF8.self))
        made[slot] = (written, text)
        return text
    }

    /// Whether a value's bytes are `written`.
    func bytes(_ range: Range<Int>, are written: [UInt8]) -> Bool { bytes[range].elementsEqual(written) }

    /// The keys a flat object may have, as bytes.
    struct Keys: Sendable {
        fileprivate let keys: [[UInt8]]

        init(_ keys: [String]) { self.keys = keys.map { Array($0.utf8) } }
    }
}

extension JSONParser {
    /// Reads the element at `position` of an array kept as its elements'
    /// places into `flat`, when it is flat; false when it is not.
    static func read(_ position: Int, of spans: JSONElementSpans, into flat: inout JSONFlatObject) -> Bool {
        let start = spans.starts[position]
        var parser = JSONParser(bytes: spans.bytes)
        (parser.index, parser.line, parser.column) = (Int(start.offset), Int(start.line), Int(start.column))
        for slot in flat.values.indices { flat.values[slot] = nil }
        flat.bytes = spans.bytes
        return parser.readFlat(into: &flat)
    }

    private mutating func readFlat(into flat: inout JSONFlatObject) -> Bool {
        guard peek(UInt8(ascii: "{")) else { return false }
        advance()
        skipSpace()
        if peek(UInt8(ascii: "}")) { return true }
        let keys = flat.keys.keys
        while true {
            guard let key = flatString().flatMap({ range in keys.firstIndex { $0.elementsEqual(bytes[range.bytes]) } }), flat.values[key] == nil,
                passColon()
            else { return false }
            if peek(UInt8(ascii: "{")) {
                advance()
                skipSpace()
                guard let inner = flatString(), passColon() else { return false }
                let location = self.location
                guard let value = flatString() else { return false }
                skipSpace()
                guard peek(UInt8(ascii: "}")) else { return false }
                advance()
                flat.values[key] = .member(key: inner.bytes, value: value.bytes, at: location)
            } else {
                guard let value = flatString() else { return false }
                flat.values[key] = .string(value.bytes, printable: value.printable)
            }
            skipSpace()
            if peek(UInt8(ascii: ",")) {
                advance()
                skipSpace()
                continue
            }
            return peek(UInt8(ascii: "}"))
        }
    }

    /// In an array kept as its elements' places: passes the element here
    /// when it is a flat object of any keys, which `value()` would pass
    /// without a problem, noting a key with a '.' or '[' as it would; false,
    /// and nothing passed, when it is not one (`value()` then passes it).
    mutating func passFlatElement() -> Bool {
        guard depth + 2 <= Self.maximumDepth else { return false }
        let start = (index, line, column)
        guard let separated = passFlat() else {
            (index, line, column) = start
            return false
        }
        if separated { keyWithSeparator = true }
        return true
    }

    /// Passes a flat object of any keys: whether a key holds a '.' or
    /// '[', or nil where the object is not flat.
    private mutating func passFlat() -> Bool? {
        guard peek(UInt8(ascii: "{")) else { return nil }
        advance()
        skipSpace()
        var separated = false
        func note(_ key: Range<Int>) {
            if !separated { separated = bytes[key].contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "[") } }
        }
        if !peek(UInt8(ascii: "}")) {
            while true {
                guard let key = flatString(), passColon() else { return nil }
                note(key.bytes)
                if peek(UInt8(ascii: "{")) {
                    advance()
                    skipSpace()
                    guard let inner = flatString(), passColon(), flatString() != nil else { return nil }
                    note(inner.bytes)
                    skipSpace()
                    guard peek(UInt8(ascii: "}")) else { return nil }
                    advance()
                } else if flatString() == nil {
                    return nil
                }
                skipSpace()
                guard peek(UInt8(ascii: ",")) else { break }
                advance()
                skipSpace()
            }
        }
        guard peek(UInt8(ascii: "}")) else { return nil }
        advance()
        return separated
    }

    /// Passes a ':' between spaces; false where there is none.
    private mutating func passColon() -> Bool {
        skipSpace()
        guard peek(UInt8(ascii: ":")) else { return false }
        advance()
        skipSpace()
        return true
    }

    /// The bytes of a string without escapes or control characters, and
    /// whether they are all printable ASCII, passed; nil when there is no
    /// such string here.
    private mutating func flatString() -> (bytes: Range<Int>, printable: Bool)? {
        guard peek(UInt8(ascii: "\"")) else { return nil }
        advance()
        let start = index
        var printable = true
        while true {
            passPlainASCII()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "\"") {
                advance()
                return (start..<(index - 1), printable)
            }
            guard bytes[index] >= 0x80, (try? multiByteScalar()) != nil else { return nil }
            printable = false
        }
    }
}
