/// Finding places in the bytes of what a parse kept as bytes: a path into
/// a handed-over template, an element of a long array.
extension JSONParser {
    /// A parser at the start of a span.
    init(at span: JSONSpan) {
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

    /// The element at `position` of an array kept as its elements'
    /// places, made from the bytes again (a long array inside it kept so
    /// too). It was parsed once already, so it cannot fail.
    static func element(_ position: Int, of spans: JSONElementSpans) -> JSONNode {
        let start = spans.starts[position]
        var parser = JSONParser(bytes: spans.bytes)
        (parser.index, parser.line, parser.column, parser.depth) = (Int(start.offset), Int(start.line), Int(start.column), spans.depth)
        parser.inHandedOver = true
        do {
            return try parser.value()
        } catch {
            preconditionFailure("an element parsed once parses again: \(error.message)")
        }
    }
}
