/// Whether a line of text holds another, character by character, exactly
/// as `String.contains` answers (characters compared as Swift compares
/// them, canonically): the standard library's general searcher cost an
/// `expect text` about 30,000 instructions a row of the display.
enum TextSearch {
    /// Whether `line` holds `text`; every line holds the empty text.
    static func finds(_ text: String, in line: String) -> Bool {
        guard let first = text.first else { return true }
        let wanted = Array(text), characters = Array(line)
        guard wanted.count <= characters.count else { return false }
        for start in 0...(characters.count - wanted.count) where characters[start] == first {
            if characters[start..<start + wanted.count].elementsEqual(wanted) { return true }
        }
        return false
    }

    /// The first row of `frame`, as plain text, that holds `text`: rows
    /// are written only until one does.
    static func firstRow(holding text: String, in frame: Frame) -> Int? {
        (0..<frame.height).first { finds(text, in: PlainTextWriter.row($0, of: frame)) }
    }
}
