/// A strict JSON parser (RFC 8259) over UTF-8 bytes that keeps the line and
/// column of every value and key, refuses invalid UTF-8, and bounds nesting
/// so that no input can exhaust the stack.
public struct JSONParser {
    /// Deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0
    /// The members of the objects being read, one after another, each
    /// object's from where it began: a finished object's are copied out at
    /// their exact count. Appended to an array of its own, a row's three
    /// members took room for four (an array's elements still are: a large
    /// one would be copied for little).
    private var pendingMembers: [JSONMember] = []
    /// Whether values are made; false while `locate` passes them.
    private var building = true
    /// The key of the document's own object whose members are handed over
    /// (nil once it is met), and to whom.
    private var handedOverKey: String?
    private var reader: ((JSONMember) -> Void)?
    /// Whether a key holding '.' or '[' was met in the member being handed
    /// over (while `inHandedOver`): then a path into it can be read more
    /// than one way (`step(along:)`).
    private var inHandedOver = false
    private var keyWithSeparator = false

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

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// A parser at the start of a span.
    private init(at span: JSONSpan) {
        keyWithSeparator = span.hasKeyWithSeparator
        bytes = span.bytes
        index = span.range.lowerBound
        line = span.start.line
        column = span.start.column
        depth = span.depth
    }

    /// Walks what is left of a JSON path (`.sections[0].items[2]`) into a
    /// span, making nothing but the keys it passes: the place of the
    /// deepest value reached, and what of the path is left. A member is
    /// matched by its whole key, the longest the path goes on with (the
    /// first of equal ones), as in a made object (`SourceLocations`).
    static func locate(_ path: Substring, in span: JSONSpan) -> (location: SourceLocation, rest: Substring) {
        var parser = JSONParser(at: span)
        parser.building = false
        var rest = path
        var reached = parser.location
        while (try? parser.step(along: &rest)) == true { reached = parser.location }
        return (reached, rest)
    }

    /// At a value's start: moves to the start of the member or element
    /// that `rest` names next, and takes that step off `rest`; false when
    /// the value has none such. Where no key holds a '.' or '[' (nearly
    /// every file), the member is the one named up to the path's next
    /// '.' or '[', and the walk stops there: a step into a list's rows does
    /// not read past the row it wants.
    private mutating func step(along rest: inout Substring) throws(JSONSyntaxError) -> Bool {
        if rest.first == ".", peek(UInt8(ascii: "{")) {
            let after = rest.dropFirst()
            let named = after.prefix { $0 != "." && $0 != "[" }
            var best: (length: Int, at: JSONParser)?
            try enter()
            advance()
            skipSpace()
            while !peek(UInt8(ascii: "}")) {
                skipSpace()
                building = true
                let key = try string()
                building = false
                skipSpace()
                advance()  // the ':'
                skipSpace()
                if !keyWithSeparator, key == named {
                    rest = after.dropFirst(key.count)
                    return true
                }
                let next = after.dropFirst(key.count).first
                if after.hasPrefix(key), next == nil || next == "." || next == "[", key.count > best?.length ?? -1 { best = (key.count, self) }
                _ = try value()
                skipSpace()
                if peek(UInt8(ascii: ",")) { advance() }
            }
            guard let best else { return false }
            self = best.at
            rest = after.dropFirst(best.length)
            return true
        }
        if rest.first == "[", peek(UInt8(ascii: "[")) {
            guard let close = rest.firstIndex(of: "]"), let wanted = Int(rest[rest.index(after: rest.startIndex)..<close]), wanted >= 0 else {
                return false
            }
            try enter()
            advance()
            skipSpace()
            var position = 0
            while !peek(UInt8(ascii: "]")) {
                skipSpace()
                if position == wanted {
                    rest = rest[rest.index(after: close)...]
                    return true
                }
                _ = try value()
                position += 1
                skipSpace()
                if peek(UInt8(ascii: ",")) { advance() }
            }
        }
        return false
    }

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    private mutating func value() throws(JSONSyntaxError) -> JSONNode {
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
            let key = try string()
            if inHandedOver, !keyWithSeparator, key.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "[") }) { keyWithSeparator = true }
            skipSpace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after the key \"\(key)\", found \(describeCurrent())") }
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

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        advance()
        var elements: [JSONNode] = []
        skipSpace()
        if peek(UInt8(ascii: "]")) {
            advance()
            depth -= 1
            return .array(elements)
        }
        while true {
            skipSpace()
            let element = try value()
            if building { elements.append(element) }
            skipSpace()
            if peek(UInt8(ascii: ",")) {
                advance()
                continue
            }
            guard peek(UInt8(ascii: "]")) else { throw error("expected ',' or ']' after an element, found \(describeCurrent())") }
            advance()
            depth -= 1
            return .array(elements)
        }
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

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        advance()  // the opening quote
        // Text without escapes (most) is decoded straight from the file's
        // bytes, checked as it comes; from the first escape on, the UTF-8
        // is collected in a buffer and decoded once at the end.
        let start = index
        var utf8: [UInt8]?
        while true {
            guard index < bytes.count else { throw error("the document ends inside a string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let text =
                    !building ? "" : utf8.map { String(decoding: $0, as: UTF8.self) } ?? String(decoding: bytes[start..<index], as: UTF8.self)
                advance()
                return text
            case UInt8(ascii: "\\"):
                let backslash = index
                advance()
                let scalar = try escape()
                guard building else { continue }
                var collected = utf8 ?? Array(bytes[start..<backslash])
                collected.append(contentsOf: String(Character(scalar)).utf8)
                utf8 = collected
            case 0x00..<0x20:
                throw error(byte == 0x0A ? "a string is not closed before the line ends" : "a control character in a string must be escaped")
            case 0x00..<0x80:
                utf8?.append(byte)
                advance()
            default:
                let scalarStart = index
                _ = try multiByteScalar()
                utf8?.append(contentsOf: bytes[scalarStart..<index])
            }
        }
    }

    private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard index < bytes.count else { throw error("the document ends inside a string") }
        let byte = bytes[index]
        advance()
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high) {
                guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("a \\u escape of a high surrogate must be followed by a low one")
                }
                advance()
                advance()
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("a \\u escape of a high surrogate must be followed by a low one") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a \\u escape names a lone surrogate") }
            return scalar
        default:
            throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))' in a string")
        }
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else { throw error("a \\u escape needs four hex digits") }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Decodes one multi-byte UTF-8 sequence, refusing overlong forms,
    /// surrogates and truncated sequences (`UTF8Text`).
    private mutating func multiByteScalar() throws(JSONSyntaxError) -> Unicode.Scalar {
        do throws(UTF8Text.Invalid) {
            let (scalar, length) = try UTF8Text.scalar(in: bytes, at: index)
            index += length
            column += 1
            return scalar
        } catch {
            throw self.error(error.message)
        }
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        if peek(UInt8(ascii: "-")) { advance() }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs digits") }
        if bytes[index] == UInt8(ascii: "0") {
            advance()
            if index < bytes.count, isDigit(bytes[index]) { throw error("a number cannot start with 0") }
        } else {
            digits()
        }
        if peek(UInt8(ascii: ".")) {
            advance()
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs digits after '.'") }
            digits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            advance()
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { advance() }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs digits in its exponent") }
            digits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("the number \(Escaped.value(text, limit: 32)) is out of range") }
        return value
    }

    private mutating func digits() {
        while index < bytes.count, isDigit(bytes[index]) { advance() }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let expected = word.withUTF8Buffer { Array($0) }
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error("unexpected \(describeCurrent()) where a value was expected")
        }
        for _ in expected { advance() }
    }

    private mutating func skipSpace() {
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

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private mutating func advance() {
        index += 1
        column += 1
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(location: location, message: message)
    }
}

/// Why a file is not JSON, and where.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public let location: SourceLocation
    public let message: String
}
