/// Fitting text into a number of columns: cutting with an ellipsis, choosing
/// among variants, wrapping onto lines, and cleaning text that comes from a
/// scenario so that it can never carry a control sequence.
public enum TextFit {
    /// The ellipsis that marks cut text.
    public static let ellipsis: Character = "…"
    /// The ellipsis as a scalar, for a cell.
    public static let ellipsisScalar: Unicode.Scalar = "…"

    /// `text` cut to at most `width` columns, ending in `…` when cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if TextWidth.isPrintableASCII(text) {
            return text.utf8.count <= width ? text : String(text.utf8.prefix(width - 1))! + "…"
        }
        if TextWidth.columns(of: text) <= width { return text }
        var result = ""
        var used = 0
        if TextWidth.isOneScalarPerCluster(text) {
            for scalar in text.unicodeScalars {
                let columns = TextWidth.columns(ofScalar: scalar)
                if used + columns > width - 1 { break }
                result.unicodeScalars.append(scalar)
                used += columns
            }
            result.append(ellipsis)
            return result
        }
        for character in text {
            let columns = TextWidth.columns(of: character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        result.append(ellipsis)
        return result
    }

    /// The first variant that fits in `width` columns, as CarPlay chooses;
    /// when none fits, the last one cut to the width.
    public static func firstFitting(_ variants: [String], width: Int) -> String {
        if let fitting = variants.first(where: { TextWidth.columns(of: $0) <= width }) {
            return fitting
        }
        return truncate(variants.last ?? "", to: width)
    }

    /// Words of `text` wrapped onto lines of at most `width` columns. A word
    /// wider than a line is cut with `…`.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let word = truncate(String(word), to: width)
            let wordWidth = TextWidth.columns(of: word)
            if lineWidth > 0, lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if lineWidth > 0 {
                line += " "
                lineWidth += 1
            }
            line += word
            lineWidth += wordWidth
        }
        if lineWidth > 0 { lines.append(line) }
        return lines
    }

    /// Words of `text` wrapped onto at most `maximumLines` lines of `width`
    /// columns; when the text goes on, the last line ends in `…`.
    public static func wrap(_ text: String, width: Int, maximumLines: Int) -> [String] {
        var lines = wrap(text, width: width)
        guard lines.count > maximumLines, maximumLines > 0 else { return lines }
        let last = lines[maximumLines - 1] + " " + lines[maximumLines]
        lines = Array(lines.prefix(maximumLines))
        lines[maximumLines - 1] = truncate(last, to: width)
        return lines
    }

    /// `text` with every grapheme that must not be drawn removed, tabs and
    /// line breaks turned into spaces.
    public static func sanitize(_ text: String) -> String {
        if TextWidth.isPrintableASCII(text) { return text }
        var result = ""
        if TextWidth.isOneScalarPerCluster(text) {
            for scalar in text.unicodeScalars {
                if scalar == "\t" || Character(scalar).isNewline {
                    result.unicodeScalars.append(" ")
                } else if TextWidth.columns(ofScalar: scalar) > 0 {
                    result.unicodeScalars.append(scalar)
                }
            }
            return result
        }
        for character in text {
            if character == "\t" || character.isNewline {
                result.append(" ")
            } else if TextWidth.columns(of: character) > 0 {
                result.unicodeScalars.append(
                    contentsOf: character.unicodeScalars.filter { !TextWidth.isForbidden($0) })
            }
        }
        return result
    }
}
