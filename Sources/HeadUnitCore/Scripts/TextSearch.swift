/// Whether a line of text holds another, character by character, exactly
/// as `String.contains` answers (characters compared as Swift compares
/// them, canonically): the standard library's general searcher cost an
/// `expect text` about 30,000 instructions a row of the display.
enum TextSearch {
    /// Whether `line` holds `text`; every line holds the empty text.
    static func finds(_ text: String, in line: String) -> Bool {
        guard let first = text.first else { return true }
        if isItsBytes(text), !holdsBytes(of: text, line) { return false }
        let wanted = Array(text), characters = Array(line)
        guard wanted.count <= characters.count else { return false }
        for start in 0...(characters.count - wanted.count) where characters[start] == first {
            if characters[start..<start + wanted.count].elementsEqual(wanted) { return true }
        }
        return false
    }

    /// Whether a line holds `text` only where it holds its bytes: `text` is
    /// printable ASCII without the three characters another scalar equals
    /// canonically (K and the Kelvin sign, `;` and the Greek question mark,
    /// `` ` `` and the Greek varia), so each of its characters is one byte
    /// and no other cluster equals it. A line without those bytes is
    /// passed over without breaking it into characters.
    private static func isItsBytes(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") }
    }

    /// Whether `line`'s UTF-8 holds `text`'s as a run.
    private static func holdsBytes(of text: String, _ line: String) -> Bool {
        let wanted = Array(text.utf8), bytes = Array(line.utf8)
        guard wanted.count <= bytes.count else { return false }
        for start in 0...(bytes.count - wanted.count) where bytes[start] == wanted[0] {
            if bytes[start..<start + wanted.count].elementsEqual(wanted) { return true }
        }
        return false
    }

    /// The first row of `frame`, as plain text, that holds `text`: rows
    /// are written only until one does, as bytes, and made a string only
    /// when their bytes cannot answer.
    static func firstRow(holding text: String, in frame: Frame) -> Int? {
        let wanted = isItsBytes(text) ? Array(text.utf8) : []
        var bytes: [UInt8] = []
        bytes.reserveCapacity(frame.width * 3)
        for y in 0..<frame.height {
            PlainTextWriter.row(y, of: frame, into: &bytes)
            if !wanted.isEmpty, let found = bytesAnswer(wanted, in: bytes) {
                if found { return y }
                continue
            }
            if finds(text, in: String(decoding: bytes, as: UTF8.self)) { return y }
        }
        return nil
    }

    /// Whether `bytes` holds the characters of `wanted` (text that is its
    /// bytes): false when it lacks the bytes; true when it holds them
    /// between two ASCII bytes (or an end), where every grapheme cluster
    /// breaks, so they are the line's own characters; nil when only the
    /// characters can tell (a combining mark after them, say).
    private static func bytesAnswer(_ wanted: [UInt8], in bytes: [UInt8]) -> Bool? {
        guard wanted.count <= bytes.count else { return false }
        var found = false
        for start in 0...(bytes.count - wanted.count) where bytes[start] == wanted[0] {
            guard bytes[start..<start + wanted.count].elementsEqual(wanted) else { continue }
            let end = start + wanted.count
            if (start == 0 || bytes[start - 1] < 0x80) && (end == bytes.count || bytes[end] < 0x80) { return true }
            found = true
        }
        return found ? nil : false
    }
}
