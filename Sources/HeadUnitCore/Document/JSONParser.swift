/// A strict JSON parser (RFC 8259) over UTF-8 bytes that keeps the line and
/// column of every value and key, refuses invalid UTF-8, and bounds nesting
/// so that no input can exhaust the stack.
public struct JSONParser {
    /// Deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 64

    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1
    var depth = 0
    /// The members of the objects being read, one after another, each
    /// object's from where it began: a finished object's are copied out at
    /// their exact count. Appended to an array of its own, a row's three
    /// members took room for four (an array's elements still are: a large
    /// one would be copied for little).
    private var pendingMembers: [JSONMember] = []
    /// Whether values are made; false while `locate` passes them.
    var building = true
    /// The key of the document's own object whose members are handed over
    /// (nil once it is met), and to whom.
    private var handedOverKey: String?
    private var reader: ((JSONMember) -> Void)?
    /// Whether the parse is inside a member being handed over: there a
    /// long array is kept as where its elements begin (`spannedAfter`),
    /// and a key holding '.' or '[' is noted (`keyWithSeparator`), since a
    /// path into the member can then be read more than one way
    /// (`step(along:)`).
    var inHandedOver = false
    var keyWithSeparator = false
    /// Arrays inside a member handed over with more elements than this are
    /// kept as their elements' places (`JSONArray`); shorter ones, nearly
    /// all, are made at once.
    public static let spannedAfter = 64

    /// Parses a whole document. With `handedOverKey`, each member of that
    /// key's object in the document's own object (a scenario's templates;
    /// the first such key) is handed to `reader` as soon as it is parsed,
    /// and the document keeps of an object member only where it was
    /// written (`JSONValue.handedOver`): the reader decodes each, and a
    /// large document's values are never all held at once.
    public static func parse(
        _ bytes: [UInt8], handingOverMembersOf handedOverKey: String? = nil, to reader: (JSONMember) -> Void = { _ in }
    ) throws(JSONSyntaxError) -> JSONNode {
        try withoutActuallyEscaping(reader) { reader throws(JSONSyntaxError) in
            var parser = JSONParser(bytes: bytes)
            (parser.handedOverKey, parser.reader) = (handedOverKey, reader)
            return try parser.document()
        }
    }

    private mutating func document() throws(JSONSyntaxError) -> JSONNode {
        if bytes.starts(with: UTF8Text.byteOrderMark) { index = UTF8Text.byteOrderMark.count }
        skipSpace()
        let value = try value()
        skipSpace()
        if index < bytes.count {
            throw error("unexpected \(describeCurrent()) after the document's end")
        }
        return value
    }

    init(bytes: [UInt8]) { self.bytes = bytes }

    var location: SourceLocation { SourceLocation(line: line, column: column) }

    mutating func value() throws(JSONSyntaxError) -> JSONNode {
        let start = location
        guard index < bytes.count else { throw error("the document ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(try object(), at: start)
        case UInt8(ascii: "["): return JSONNode(try array(), at: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try string()), at: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(.number(try number()), at: start)
        default: throw error("unexpected \(describeCurrent()) where a value was expected")
        }
    }

    /// An object; with `handingOver`, each member is handed to it as soon
    /// as it is parsed, and an object member is kept as its span.
    private mutating func object(handingOver: ((JSONMember) -> Void)? = nil) throws(JSONSyntaxError) -> JSONValue {
        try enter()
        advance()
        skipSpace()
        if peek(UInt8(ascii: "}")) {
            advance()
            depth -= 1
            return .object(JSONObject([]))
        }
        let first = pendingMembers.count
        while true {
            skipSpace()
            guard peek(UInt8(ascii: "\"")) else { throw error("expected a \"key\" in quotes, found \(describeCurrent())") }
            let keyLocation = location
            let keyStart = index
            let key = try string()
            if inHandedOver, !keyWithSeparator, hasSeparator(key, at: keyStart) { keyWithSeparator = true }
            skipSpace()
            guard peek(UInt8(ascii: ":")) else {
                throw error("expected ':' after the key \"\(building ? key : text(ofStringAt: keyStart))\", found \(describeCurrent())")
            }
            advance()
            skipSpace()
            let value: JSONNode
            if let handingOver {
                let first = index, startDepth = depth
                (inHandedOver, keyWithSeparator) = (true, false)
                let made = try self.value()
                inHandedOver = false
                handingOver(JSONMember(key: key, keyLocation: keyLocation, value: made))
                if case .object = made.value {
                    let span = JSONSpan(bytes: bytes, range: first..<index, start: made.location, depth: startDepth, hasKeyWithSeparator: keyWithSeparator)
                    value = JSONNode(.handedOver(span), at: made.location)
                } else {
                    value = made
                }
            } else if depth == 1, key == handedOverKey {
                handedOverKey = nil
                let start = location
                value = peek(UInt8(ascii: "{")) ? JSONNode(try object(handingOver: reader), at: start) : try self.value()
            } else {
                value = try self.value()
            }
            if building { pendingMembers.append(JSONMember(key: key, keyLocation: keyLocation, value: value)) }
            skipSpace()
            if peek(UInt8(ascii: ",")) {
                advance()
                continue
            }
            guard peek(UInt8(ascii: "}")) else { throw error("expected ',' or '}' after a member, found \(describeCurrent())") }
            advance()
            depth -= 1
            return building ? .object(JSONObject(takeMembers(from: first))) : .object(JSONObject([]))
        }
    }

    /// An array; inside a member handed over, one longer than
    /// `spannedAfter` is read again from its start, each element kept as
    /// where it begins and passed without being made (`passFlatElement`).
    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        advance()
        let first = (index, line, column)
        var elements: [JSONNode] = []
        var spans: JSONElementSpans?
        skipSpace()
        while !peek(UInt8(ascii: "]")) {
            skipSpace()
            spans?.starts.append(JSONElementSpans.Start(offset: UInt32(index), line: UInt32(line), column: UInt32(column)))
            // A flat element (nearly every row) is passed by the flat
            // reading's own checks, which make nothing.
            let element = spans != nil && passFlatElement() ? nil : try value()
            if building, let element {
                elements.append(element)
                if inHandedOver, elements.count > Self.spannedAfter, bytes.count <= UInt32.max {
                    (index, line, column) = first
                    (elements, spans, building) = ([], JSONElementSpans(bytes: bytes, starts: [], depth: depth), false)
                    skipSpace()
                    continue
                }
            }
            skipSpace()
            if peek(UInt8(ascii: ",")) {
                advance()
                // A value must follow: `[1,]` is refused where the next one is expected.
                skipSpace()
                if peek(UInt8(ascii: "]")) { throw error("unexpected \(describeCurrent()) where a value was expected") }
                continue
            }
            guard peek(UInt8(ascii: "]")) else { throw error("expected ',' or ']' after an element, found \(describeCurrent())") }
        }
        advance()
        depth -= 1
        guard let spans else { return .array(JSONArray(elements)) }
        building = true
        return .array(JSONArray(spans: spans))
    }

    /// A finished object's members, from `first` on, taken out of
    /// `pendingMembers` into an array of their own, at their exact count
    /// (an `Array` of the whole pending array would share its room).
    private mutating func takeMembers(from first: Int) -> [JSONMember] {
        var taken: [JSONMember] = []
        taken.reserveCapacity(pendingMembers.count - first)
        taken.append(contentsOf: pendingMembers[first...])
        pendingMembers.removeSubrange(first...)
        return taken
    }

    mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: advance()
            case 0x0A:
                index += 1
                line += 1
                column = 1
            default: return
            }
        }
    }

    func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    mutating func advance() {
        index += 1
        column += 1
    }

    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(location: location, message: message)
    }
}

/// Why a file is not JSON, and where.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public let location: SourceLocation
    public let message: String
}
