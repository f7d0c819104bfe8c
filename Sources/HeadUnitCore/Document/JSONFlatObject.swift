/// An element of a long array (`JSONArray`) read straight from its bytes
/// when it is flat: an object whose keys are among those asked for, each
/// once, and whose values are strings without escapes, or objects of one
/// such string member. Nothing else is made: a list's 100,000 rows, nearly
/// all flat, are each read once here, where each was made as values and
/// then read. An element that is not flat is not read here, but made and
/// read the general way, which tells its problems.
struct JSONFlatObject {
    /// A flat member's value.
    enum Value {
        case string(String)
        /// An object of one member whose value is a string, and where
        /// that value was written.
        case member(key: String, value: String, at: SourceLocation)
    }

    /// Each key's value, by its place among the keys asked for; nil where
    /// absent. Read anew into the same room for each element.
    fileprivate(set) var values: [Value?]
    fileprivate let keys: Keys

    /// An object with none of `keys`, to read elements into.
    init(keys: Keys) {
        self.keys = keys
        values = Array(repeating: nil, count: keys.keys.count)
    }

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
        return parser.readFlat(into: &flat)
    }

    private mutating func readFlat(into flat: inout JSONFlatObject) -> Bool {
        guard peek(UInt8(ascii: "{")) else { return false }
        advance()
        skipSpace()
        if peek(UInt8(ascii: "}")) { return true }
        let keys = flat.keys.keys
        while true {
            guard let key = flatString().flatMap({ range in keys.firstIndex { $0.elementsEqual(bytes[range]) } }), flat.values[key] == nil,
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
                flat.values[key] = .member(
                    key: String(decoding: bytes[inner], as: UTF8.self), value: String(decoding: bytes[value], as: UTF8.self), at: location)
            } else {
                guard let value = flatString() else { return false }
                flat.values[key] = .string(String(decoding: bytes[value], as: UTF8.self))
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

    /// Passes a ':' between spaces; false where there is none.
    private mutating func passColon() -> Bool {
        skipSpace()
        guard peek(UInt8(ascii: ":")) else { return false }
        advance()
        skipSpace()
        return true
    }

    /// The bytes of a string without escapes or control characters,
    /// passed; nil when there is no such string here.
    private mutating func flatString() -> Range<Int>? {
        guard peek(UInt8(ascii: "\"")) else { return nil }
        advance()
        let start = index
        while true {
            passPlainASCII()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "\"") {
                advance()
                return start..<(index - 1)
            }
            guard bytes[index] >= 0x80, (try? multiByteScalar()) != nil else { return nil }
        }
    }
}
