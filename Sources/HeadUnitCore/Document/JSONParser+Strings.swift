/// Strings: text, keys and escapes, checked as valid UTF-8.
extension JSONParser {
    mutating func string() throws(JSONSyntaxError) -> String {
        advance()  // the opening quote
        // Text without escapes (most) is decoded straight from the file's
        // bytes, checked as it comes; from the first escape on, the UTF-8
        // is collected in a buffer and decoded once at the end.
        let start = index
        var utf8: [UInt8]?
        while true {
            if utf8 == nil { passPlainASCII() }
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

    /// Passes the printable ASCII (0x20 to 0x7E) from here on that ends no
    /// string and starts no escape: a run of it, nearly every string whole,
    /// is looked at eight bytes at a time (the last few of the file byte by
    /// byte), with no check but its end.
    @inline(__always) mutating func passPlainASCII() {
        let from = index
        let end = bytes.withUnsafeBufferPointer { buffer in
            var end = from
            if let base = buffer.baseAddress.map(UnsafeRawPointer.init) {
                while end + 8 <= buffer.count {
                    let stops = Self.plainASCIIStops(UInt64(littleEndian: base.loadUnaligned(fromByteOffset: end, as: UInt64.self)))
                    // The lowest byte marked is the first that stops (one marked above it may not).
                    if stops != 0 { return end + stops.trailingZeroBitCount >> 3 }
                    end += 8
                }
            }
            while end < buffer.count {
                let byte = buffer[end]
                guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
                end += 1
            }
            return end
        }
        column += end - from
        index = end
    }

    /// The high bit of each of eight bytes (the first in the lowest) that
    /// is not plain ASCII (a byte from 0x7F, a control character, a quote
    /// or a backslash) is set: the bit tricks that find a zero byte, each
    /// exact about the first such byte (a borrow from it can mark one above).
    private static func plainASCIIStops(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func zeros(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highs }
        let control = (word &- ones &* 0x20) & ~word & highs
        return (word & highs) | control | zeros(word ^ (ones &* 0x22)) | zeros(word ^ (ones &* 0x5C)) | zeros(word ^ (ones &* 0x7F))
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
    mutating func multiByteScalar() throws(JSONSyntaxError) -> Unicode.Scalar {
        do throws(UTF8Text.Invalid) {
            let (scalar, length) = try UTF8Text.scalar(in: bytes, at: index)
            index += length
            column += 1
            return scalar
        } catch {
            throw self.error(error.message)
        }
    }

    /// Whether a key just read, which began at `start`, holds a '.' or
    /// '['. Its bytes are looked at, in a tight loop; its text only when
    /// it has an escape (made again if it was passed, not made).
    func hasSeparator(_ key: String, at start: Int) -> Bool {
        func isSeparator(_ byte: UInt8) -> Bool { byte == UInt8(ascii: ".") || byte == UInt8(ascii: "[") }
        let (escaped, separated) = bytes.withUnsafeBufferPointer { buffer in
            var separated = false
            for byte in buffer[(start + 1)..<(index - 1)] {
                if byte == UInt8(ascii: "\\") { return (true, false) }
                if isSeparator(byte) { separated = true }
            }
            return (false, separated)
        }
        guard escaped else { return separated }
        return (building ? key : text(ofStringAt: start)).utf8.contains(where: isSeparator)
    }

    /// The text of the string that begins at `start`, read again and made
    /// (for a message about a key that was passed, not made).
    func text(ofStringAt start: Int) -> String {
        var again = self
        (again.index, again.building) = (start, true)
        return (try? again.string()) ?? ""
    }
}
