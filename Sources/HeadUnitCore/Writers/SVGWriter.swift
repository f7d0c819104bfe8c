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
        let bezel = palette[Surface.bezel]
        var lines = [
            #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)">"#,
            "<title>\(escaped(title))</title>",
            #"<rect width="\#(width)" height="\#(height)" rx="\#(cellHeight)" fill="\#(bezel)"/>"#,
            #"<g transform="translate(\#(bezelCells * cellWidth) \#(bezelCells * cellHeight))" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="16">"#,
        ]
        for row in 0..<frame.height { lines += backgrounds(frame, row: row, palette: palette) }
        for row in 0..<frame.height { lines += blocks(frame, row: row, palette: palette) }
        for row in 0..<frame.height { lines += boxLines(frame, row: row, palette: palette) }
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

    /// Block glyphs, drawn as the rectangle of the cell they cover (left,
    /// top, right, bottom as fractions): exact edges, no seams between rows
    /// whatever the font.
    static let blockGlyphs: [UInt32: (Double, Double, Double, Double)] = [
        0x258C: (0, 0, 0.5, 1), 0x2590: (0.5, 0, 1, 1), 0x2580: (0, 0, 1, 0.5),
        0x2581: (0, 0.875, 1, 1), 0x2582: (0, 0.75, 1, 1), 0x2583: (0, 0.625, 1, 1),
        0x2584: (0, 0.5, 1, 1), 0x2585: (0, 0.375, 1, 1), 0x2586: (0, 0.25, 1, 1),
    ]

    /// One rectangle in the ink for each block glyph of a row.
    private static func blocks(_ frame: Frame, row: Int, palette: Palette) -> [String] {
        (0..<frame.width).compactMap { col in
            let cell = frame[col, row]
            guard let (left, top, right, bottom) = blockGlyphs[cell.content] else { return nil }
            let x = Double(col * cellWidth) + left * Double(cellWidth), y = Double(row * cellHeight) + top * Double(cellHeight)
            let width = (right - left) * Double(cellWidth), height = (bottom - top) * Double(cellHeight)
            let colour = palette.colours(cell.style).foreground
            return #"<rect x="\#(number(x))" y="\#(number(y))" width="\#(number(width))" height="\#(number(height))" fill="\#(colour)"/>"#
        }
    }

    /// One stroked path per run of box-drawing glyphs of one colour and weight.
    private static func boxLines(_ frame: Frame, row: Int, palette: Palette) -> [String] {
        var result: [String] = []
        var run: (data: String, colour: RGB, heavy: Bool)?
        func flush() {
            guard let current = run else { return }
            result.append(#"<path d="\#(current.data)" stroke="\#(current.colour)" stroke-width="\#(current.heavy ? 2 : 1)" fill="none"/>"#)
            run = nil
        }
        for col in 0..<frame.width {
            let cell = frame[col, row]
            guard let stroke = SVGBoxDrawing.path(cell.content, column: col, row: row, cellWidth: cellWidth, cellHeight: cellHeight) else {
                flush()
                continue
            }
            let colour = palette.colours(cell.style).foreground
            if let current = run, current.colour == colour, current.heavy == stroke.heavy {
                run?.data += stroke.data
            } else {
                flush()
                run = (stroke.data, colour, stroke.heavy)
            }
        }
        flush()
        return result
    }

    /// A coordinate without a needless fraction.
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
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
            if glyph == " " || cell.isContinuation || isDrawn(cell) {
                col += 1
                continue
            }
            let wide = col + 1 < frame.width && frame[col + 1, row].isContinuation
            var end = col + (wide ? 2 : 1)
            var text = glyph
            if !wide {
                while end < frame.width, frame[end, row].style == cell.style, !(end + 1 < frame.width && frame[end + 1, row].isContinuation),
                    !frame[end, row].isContinuation, !isDrawn(frame[end, row])
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

    /// Whether a cell is drawn as shapes rather than as a glyph of the font.
    private static func isDrawn(_ cell: Cell) -> Bool {
        shades[cell.content] != nil || blockGlyphs[cell.content] != nil || SVGBoxDrawing.shapes[cell.content] != nil
    }

    /// Text safe inside XML: its markup characters as entities.
    public static func escaped(_ text: String) -> String {
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
