import Testing

@testable import HeadUnitCore

/// `Canvas.text` draws from a `FittedLine`, measured once and written
/// without building the cut string; it must draw exactly what cutting
/// with `TextFit.truncate`, dropping what the clip hides on the left and
/// `Frame.put` draw, cell for cell, whatever the cut, alignment, clip and
/// the wide glyphs already on the row.
struct FittedLineTests {
    /// ASCII, a cut ASCII line, symbols, CJK, a zero-width space, an
    /// accented letter, a wide emoji of one scalar, and clusters: a
    /// combining accent, emoji sequences, a flag, CR LF, a lone mark.
    static let texts = [
        "", "a", "List", "Rows, images, sections", "›", "▐", "9:41", "東京", "こんにちは", "ab東京cd", "a\u{200B}b", "Caf\u{E9} \u{2192} \u{25B6}",
        "\u{1F600}x", "…", "x東", "Cafe\u{301} au", "東京 · こんにちは · 👨🏾‍🌾", "👨🏾‍🌾x", "♻️ab", "🇯🇵🇫🇷", "a\r\nb", "\u{301}ab", "x\u{200D}\u{1F33E}",
    ]

    /// What `Canvas.text` drew before `FittedLine`: the cut string, its
    /// graphemes hidden by the clip dropped, the rest put in the frame.
    static func drawnByCutting(_ text: String, on canvas: inout Canvas, column: Int, columns: Int, align: Canvas.Alignment, style: Style) -> Rect {
        let shown = TextFit.truncate(text, to: columns)
        let width = TextWidth.columns(of: shown)
        let start = align == .leading ? column : align == .center ? column + (columns - width) / 2 : column + columns - width
        let clip = canvas.clip
        guard clip.y == 0 else { return Rect(x: start, y: 0, width: width, height: 1) }
        var dropped = 0
        let tail = shown.drop { character in
            let columns = TextWidth.columns(of: character)
            if start + dropped + columns > clip.x { return false }
            dropped += columns
            return true
        }
        canvas.frame.put(tail, x: start + dropped, y: 0, limit: min(clip.maxX, start + width) - start - dropped, style: style)
        return Rect(x: start, y: 0, width: width, height: 1)
    }

    /// A row of 12 cells: blank, or holding wide glyphs whose halves the text can cut.
    static func frames() -> [Frame] {
        var wide = Frame(width: 12, height: 2)
        wide.put("東京東京東京", x: 0, y: 0, style: .plain)
        var offset = Frame(width: 12, height: 2)
        offset.put("a東京東京東京", x: 0, y: 0, style: .plain)
        return [Frame(width: 12, height: 2), wide, offset]
    }

    @Test func drawsAsTheGraphemePathDoes() {
        let geometry = DisplayGeometry(profile: .standard, density: .two)
        let style = Style(.text, bold: true)
        var compared = 0
        for text in Self.texts {
            for under in Self.frames() {
                for columns in 1...9 {
                    for column in [-2, 0, 1, 3] {
                        for align in [Canvas.Alignment.leading, .center, .trailing] {
                            for clip in [Rect(x: 0, y: 0, width: 12, height: 2), Rect(x: 2, y: 0, width: 7, height: 1), Rect(x: 3, y: 1, width: 5, height: 1)] {
                                var fitted = Canvas(geometry: geometry, glyphs: .rounded, focus: nil)
                                fitted.frame = under
                                fitted.clip = clip
                                var graphemes = fitted
                                let drawn = fitted.text(text, column: column, row: 0, columns: columns, align: align, style: style)
                                let expected = Self.drawnByCutting(text, on: &graphemes, column: column, columns: columns, align: align, style: style)
                                #expect(drawn == expected, "\(text) in \(columns) columns from \(column), \(align), clip \(clip)")
                                #expect(fitted.frame.cells == graphemes.frame.cells, "\(text) in \(columns) columns from \(column), \(align), clip \(clip)")
                                compared += 1
                            }
                        }
                    }
                }
            }
        }
        #expect(compared == Self.texts.count * 3 * 9 * 4 * 3 * 3)
    }

    @Test func cutsAsTruncateCuts() {
        for text in Self.texts {
            for columns in 1...9 {
                var shown: [Unicode.Scalar] = []
                FittedLine(text, columns: columns).forEachGlyph { scalar, cluster, _ in
                    shown += cluster.map { Array($0.unicodeScalars) } ?? [Unicode.Scalar(scalar)!]
                    return true
                }
                let truncated = TextFit.truncate(text, to: columns)
                #expect(shown == Array(truncated.unicodeScalars), "\(text) in \(columns)")
                #expect(FittedLine(text, columns: columns).width == TextWidth.columns(of: truncated), "\(text) in \(columns)")
            }
        }
    }
}
