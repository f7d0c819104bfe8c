/// Writes a frame as a self-contained SVG picture: the display in a bezel,
/// each cell on a grid of 10 x 20 pixels, in a theme's colours and a
/// monospaced font. Deterministic: the same frame gives the same bytes.
public enum SVGWriter {
    /// Pixels per cell.
    public static let cellWidth = 10
    public static let cellHeight = 20
    /// Cells of bezel around the display.
    static let bezelCells = 2

    /// The SVG document; `title` goes in its `<title>`.
    public static func document(of frame: Frame, palette: Palette, title: String) -> String {
        let width = (frame.width + 2 * bezelCells) * cellWidth
        let height = (frame.height + 2 * bezelCells) * cellHeight
        let bezel = palette.surfaces[.bezel] ?? RGB(0, 0, 0)
        var lines = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)">"#,
            "<title>\(escaped(title))</title>",
            #"<rect width="\#(width)" height="\#(height)" rx="\#(cellHeight)" fill="\#(bezel)"/>"#,
            #"<g transform="translate(\#(bezelCells * cellWidth) \#(bezelCells * cellHeight))" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="16">"#,
        ]
        for row in 0..<frame.height { lines += backgrounds(frame, row: row, palette: palette) }
        for row in 0..<frame.height { lines += texts(frame, row: row, palette: palette) }
        lines += ["</g>", "</svg>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Shade glyphs, drawn as solid fills: how much of the ink covers the cell.
    static let shades: [UInt32: Double] = [0x2591: 0.12, 0x2592: 0.2, 0x2593: 0.3, 0x2588: 1]

    /// The fill of a cell: its surface, or for a shade glyph the ink mixed in.
    private static func fill(_ cell: Cell, palette: Palette) -> RGB {
        let colours = palette.colours(cell.style)
        guard let amount = shades[cell.content] else { return colours.background }
        return colours.background.mixed(with: colours.foreground, amount)
    }

    /// One rectangle per run of cells with the same fill.
    private static func backgrounds(_ frame: Frame, row: Int, palette: Palette) -> [String] {
        var result: [String] = []
        var start = 0
        var colour = fill(frame[0, row], palette: palette)
        for col in 1...frame.width {
            let next = col < frame.width ? fill(frame[col, row], palette: palette) : nil
            if next == colour { continue }
            result.append(
                #"<rect x="\#(start * cellWidth)" y="\#(row * cellHeight)" width="\#((col - start) * cellWidth)" height="\#(cellHeight)" fill="\#(colour)"/>"#)
            start = col
            if let next { colour = next }
        }
        return result
    }

    /// One text element per run of one-column glyphs in one style, and one
    /// per wide glyph, each stretched to its cells so columns stay exact.
    private static func texts(_ frame: Frame, row: Int, palette: Palette) -> [String] {
        var result: [String] = []
        var col = 0
        while col < frame.width {
            let cell = frame[col, row]
            let glyph = frame.glyph(cell)
            if glyph == " " || cell.isContinuation || shades[cell.content] != nil {
                col += 1
                continue
            }
            let wide = col + 1 < frame.width && frame[col + 1, row].isContinuation
            var end = col + (wide ? 2 : 1)
            var text = glyph
            if !wide {
                while end < frame.width, frame[end, row].style == cell.style, !(end + 1 < frame.width && frame[end + 1, row].isContinuation),
                    !frame[end, row].isContinuation, shades[frame[end, row].content] == nil
                {
                    text += frame.glyph(frame[end, row])
                    end += 1
                }
                while text.hasSuffix(" ") {
                    text.removeLast()
                    end -= 1
                }
            }
            let colour = palette.colours(cell.style).foreground
            let weight = cell.style.bold ? #" font-weight="bold""# : ""
            result.append(
                #"<text x="\#(col * cellWidth)" y="\#(row * cellHeight + 15)" textLength="\#((end - col) * cellWidth)" lengthAdjust="spacingAndGlyphs" fill="\#(colour)"\#(weight) xml:space="preserve">\#(escaped(text))</text>"#
            )
            col = end
        }
        return result
    }

    /// Text safe inside XML.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
