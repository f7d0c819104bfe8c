/// An XML property list read from UTF-8 bytes: the declaration, the
/// doctype, comments, `<plist>` and the ten elements of Apple's DTD, text
/// with its entities and CDATA. A problem is placed at its line and column
/// (columns count characters).
struct XMLPropertyListReader {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    /// An open tag: its name, whether it closed itself (`<true/>`), where it began.
    private struct Tag {
        let name: String
        let isEmpty: Bool
        let location: SourceLocation
    }

    private static let elements = ["dict", "array", "key", "string", "integer", "real", "true", "false", "date", "data"]

    static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        var reader = XMLPropertyListReader(bytes: bytes)
        return try reader.document()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func document() throws(PropertyListError) -> PropertyListValue {
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw error("the file is UTF-16; save it as UTF-8 (plutil -convert xml1)")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        try skipMarkup()
        guard index < bytes.count else { throw error("the file holds no property list: it starts <?xml or <plist") }
        guard peek("<") else { throw error("found \(describeCurrent()) where a property list starts: it is neither XML nor binary") }
        let tag = try openTag()
        var value: PropertyListValue
        if tag.name == "plist" {
            guard !tag.isEmpty else { throw PropertyListError("<plist/> holds no value", at: tag.location) }
            try skipMarkup()
            value = try self.value(try openTag(), depth: 1)
            try skipMarkup()
            try closeTag("plist", opened: tag)
        } else {
            value = try self.value(tag, depth: 1)
        }
        try skipMarkup()
        if index < bytes.count { throw error("found \(describeCurrent()) after the property list's end") }
        return value
    }

    /// The value an open tag starts, read to its close.
    private mutating func value(_ tag: Tag, depth: Int) throws(PropertyListError) -> PropertyListValue {
        guard depth <= PropertyList.maximumDepth else {
            throw PropertyListError("nested deeper than \(PropertyList.maximumDepth) arrays and dictionaries", at: tag.location)
        }
        switch tag.name {
        case "dict": return .dictionary(try dictionary(tag, depth: depth))
        case "array":
            var elements: [PropertyListValue] = []
            while !tag.isEmpty, try !atClose(of: tag) { elements.append(try value(try openTag(), depth: depth + 1)) }
            return .array(elements)
        case "string": return .string(try text(of: tag))
        case "true", "false":
            if !tag.isEmpty { try closeTag(tag.name, opened: tag) }
            return .boolean(tag.name == "true")
        case "integer": return .integer(try scalar(tag, "a whole number", PropertyListText.integer))
        case "real": return .real(try scalar(tag, "a number") { Double($0) })
        case "date": return .date(try scalar(tag, "a date written YYYY-MM-DDTHH:MM:SSZ", PropertyListText.date))
        case "data":
            guard let data = PropertyListText.base64(try text(of: tag)) else {
                throw PropertyListError("<data> holds text that is not base64", at: tag.location)
            }
            return .data(data)
        case "key": throw PropertyListError("<key> outside a <dict>", at: tag.location)
        default:
            let hint = KeySuggestion.nearest(to: tag.name, in: Self.elements).map { "; did you mean <\($0)>?" } ?? ""
            throw PropertyListError("unknown element <\(tag.name)>\(hint)", at: tag.location)
        }
    }

    /// The text of `tag`, space trimmed, as a value; text that makes none is not `expected`.
    private mutating func scalar<Value>(_ tag: Tag, _ expected: String, _ convert: (String) -> Value?) throws(PropertyListError) -> Value {
        let text = try text(of: tag).trimmedOfXMLSpace
        guard let value = convert(text) else { throw PropertyListError("<\(tag.name)> holds \"\(text)\", not \(expected)", at: tag.location) }
        return value
    }

    /// A `<dict>`'s keys, each followed by its value.
    private mutating func dictionary(_ tag: Tag, depth: Int) throws(PropertyListError) -> PropertyListDictionary {
        var dictionary = PropertyListDictionary()
        while !tag.isEmpty, try !atClose(of: tag) {
            let keyTag = try openTag()
            guard keyTag.name == "key" else { throw PropertyListError("expected <key> in <dict>, found <\(keyTag.name)>", at: keyTag.location) }
            let key = try text(of: keyTag)
            if try atClose(of: tag) { throw PropertyListError("the key \"\(key)\" has no value", at: keyTag.location) }
            dictionary.append(key, try value(try openTag(), depth: depth + 1))
        }
        return dictionary
    }

    /// Skips markup and space; true (the close read) when `tag`'s close is next.
    private mutating func atClose(of tag: Tag) throws(PropertyListError) -> Bool {
        try skipMarkup()
        guard index < bytes.count else { throw error("the file ends inside <\(tag.name)>, opened at \(tag.location)") }
        guard peek("</") else { return false }
        try closeTag(tag.name, opened: tag)
        return true
    }

    /// The text of an element up to its close: entities replaced, CDATA kept as written.
    private mutating func text(of tag: Tag) throws(PropertyListError) -> String {
        guard !tag.isEmpty else { return "" }
        var text: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("the file ends inside <\(tag.name)>, opened at \(tag.location)") }
            if peek("</") { break }
            if peek("<![CDATA[") {
                let start = location
                advance(by: 9)
                let end = try skip(to: "]]>", from: start, what: "CDATA section")
                text += bytes[end.lowerBound..<end.upperBound - 3]
            } else if peek("<!--") {
                try skipComment()
            } else if peek("<") {
                throw error("found a tag inside <\(tag.name)>: write &lt; for a '<' in text")
            } else if peek("&") {
                text += try entity()
            } else {
                text.append(bytes[index])
                advance(by: 1)
            }
        }
        let start = location
        try closeTag(tag.name, opened: tag)
        guard let string = String(validating: text, as: UTF8.self) else { throw PropertyListError("<\(tag.name)> holds invalid UTF-8", at: start) }
        return string
    }

    /// `&lt;`, `&#65;`, `&#x41;` and their kin as UTF-8.
    private mutating func entity() throws(PropertyListError) -> [UInt8] {
        let start = location
        var name: [UInt8] = []
        advance(by: 1)
        while index < bytes.count, bytes[index] != UInt8(ascii: ";"), name.count < 12 {
            name.append(bytes[index])
            advance(by: 1)
        }
        guard peek(";") else { throw PropertyListError("an '&' that starts no entity: write &amp; for an '&' in text", at: start) }
        advance(by: 1)
        let text = String(decoding: name, as: UTF8.self)
        let named: [String: String] = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
        if let character = named[text] { return Array(character.utf8) }
        let number = text.hasPrefix("#x") ? UInt32(text.dropFirst(2), radix: 16) : text.hasPrefix("#") ? UInt32(text.dropFirst(), radix: 10) : nil
        guard let scalar = number.flatMap(Unicode.Scalar.init) else { throw PropertyListError("unknown entity &\(text);", at: start) }
        return Array(String(Character(scalar)).utf8)
    }

    /// An open tag at the reader: `<name attributes...>` or `<name/>`.
    private mutating func openTag() throws(PropertyListError) -> Tag {
        let start = location
        guard index < bytes.count else { throw error("the file ends where a value was expected") }
        guard peek("<"), !peek("</") else {
            throw error("expected a value (<string>, <dict>, ...), found \(peek("</") ? "a close tag" : describeCurrent())")
        }
        advance(by: 1)
        let name = self.name()
        guard !name.isEmpty else { throw PropertyListError("a '<' that starts no tag", at: start) }
        while index < bytes.count, !peek(">"), !peek("/>") {
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                let quote = bytes[index]
                advance(by: 1)
                while index < bytes.count, bytes[index] != quote { advance(by: 1) }
            }
            advance(by: 1)
        }
        guard index < bytes.count else { throw PropertyListError("the tag <\(name)> is never closed with '>'", at: start) }
        let isEmpty = peek("/>")
        advance(by: isEmpty ? 2 : 1)
        return Tag(name: name, isEmpty: isEmpty, location: start)
    }

    /// `</name>` closing `tag`.
    private mutating func closeTag(_ name: String, opened tag: Tag) throws(PropertyListError) {
        let start = location
        guard peek("</") else { throw error("expected </\(name)> to close <\(name)>, opened at \(tag.location)") }
        advance(by: 2)
        let found = self.name()
        skipSpace()
        guard found == name, peek(">") else {
            throw PropertyListError("</\(found)> does not close <\(name)>, opened at \(tag.location)", at: start)
        }
        advance(by: 1)
    }

    private mutating func name() -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { advance(by: 1) }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"): true
        default: false
        }
    }

    /// Skips space, `<?...?>`, comments and `<!DOCTYPE ...>`.
    private mutating func skipMarkup() throws(PropertyListError) {
        while true {
            skipSpace()
            if peek("<?") {
                let start = location
                advance(by: 2)
                _ = try skip(to: "?>", from: start, what: "<?")
            } else if peek("<!--") {
                try skipComment()
            } else if peek("<!DOCTYPE") {
                let start = location
                var bracketed = false
                while index < bytes.count, bracketed || bytes[index] != UInt8(ascii: ">") {
                    if bytes[index] == UInt8(ascii: "[") { bracketed = true }
                    if bytes[index] == UInt8(ascii: "]") { bracketed = false }
                    advance(by: 1)
                }
                guard index < bytes.count else { throw PropertyListError("<!DOCTYPE is never closed with '>'", at: start) }
                advance(by: 1)
            } else {
                return
            }
        }
    }

    private mutating func skipComment() throws(PropertyListError) {
        let start = location
        advance(by: 4)
        _ = try skip(to: "-->", from: start, what: "comment")
    }

    /// Moves past `end`; the range read, `end` included.
    private mutating func skip(to end: String, from start: SourceLocation, what: String) throws(PropertyListError) -> Range<Int> {
        let first = index
        while index < bytes.count, !peek(end) { advance(by: 1) }
        guard index < bytes.count else { throw PropertyListError("the \(what) is never closed with \(end)", at: start) }
        advance(by: end.utf8.count)
        return first..<index
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { advance(by: 1) }
    }

    private func peek(_ text: String) -> Bool { bytes[index...].starts(with: text.utf8) }

    private mutating func advance(by count: Int) {
        for _ in 0..<count where index < bytes.count {
            if bytes[index] == 0x0A {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
    }

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    private func error(_ message: String) -> PropertyListError { PropertyListError(message, at: location) }

    /// What is at the reader, for a message: `a tag`, `text "abc"`.
    private func describeCurrent() -> String {
        if peek("<") { return "a tag" }
        let rest = bytes[index...].prefix(while: { $0 != UInt8(ascii: "<") && $0 != 0x0A }).prefix(20)
        return "text \"\(String(decoding: rest, as: UTF8.self))\""
    }
}

extension String {
    /// Without XML's space at either end.
    fileprivate var trimmedOfXMLSpace: String {
        let space: Set<Character> = [" ", "\t", "\n", "\r", "\r\n"]
        return String(drop(while: space.contains).reversed().drop(while: space.contains).reversed())
    }
}
