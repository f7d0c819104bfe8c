/// Writes a frame as text with ANSI escape sequences, in a theme's colours
/// at a colour depth: 24-bit, 256, 16 or 8 colours, or attributes only
/// (bold, dim, and reverse video for focus) when there is no colour.
public enum ANSIWriter {
    /// The frame as escape-coded lines, each ending in a reset and a newline.
    public static func text(of frame: Frame, palette: Palette, depth: ColourDepth) -> String {
        var output = ""
        for row in 0..<frame.height {
            var current: Style?
            for col in 0..<frame.width {
                let cell = frame[col, row]
                if cell.isContinuation { continue }
                if cell.style != current {
                    output += sequence(for: cell.style, palette: palette, depth: depth)
                    current = cell.style
                }
                frame.appendGlyph(cell, to: &output)
            }
            output += "\u{1B}[0m\n"
        }
        return output
    }

    /// What turns a terminal showing `old` into `new`: for each run of
    /// changed cells, the cursor moved there and the cells in their styles,
    /// then a reset. The painter's diff, as text (a cast's step).
    public static func changes(from old: Frame, to new: Frame, palette: Palette, depth: ColourDepth) -> String {
        var output = ""
        for run in FrameDiff.runs(from: old, to: new) {
            output += "\u{1B}[\(run.row + 1);\(run.columns.lowerBound + 1)H"
            var current: Style?
            for col in run.columns {
                let cell = new[col, run.row]
                if cell.isContinuation { continue }
                if cell.style != current {
                    output += sequence(for: cell.style, palette: palette, depth: depth)
                    current = cell.style
                }
                new.appendGlyph(cell, to: &output)
            }
        }
        return output.isEmpty ? "" : output + "\u{1B}[0m"
    }

    /// The escape sequence that sets a style: a reset, then attributes and colours.
    static func sequence(for style: Style, palette: Palette, depth: ColourDepth) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        let colours = palette.colours(style)
        switch depth {
        case .none:
            if style.dimmed { codes.append("2") }
            if style.surface == .focus { codes.append("7") }
        case .truecolor:
            codes.append("38;2;\(colours.foreground.red);\(colours.foreground.green);\(colours.foreground.blue)")
            codes.append("48;2;\(colours.background.red);\(colours.background.green);\(colours.background.blue)")
        case .ansi256:
            codes.append("38;5;\(ColourDepth.nearest256(colours.foreground))")
            codes.append("48;5;\(ColourDepth.nearest256(colours.background))")
        case .sixteen, .eight:
            let count = depth == .eight ? 8 : 16
            let foreground = ColourDepth.nearestBasic(colours.foreground, count: count)
            let background = ColourDepth.nearestBasic(colours.background, count: count)
            codes.append(foreground < 8 ? "\(30 + foreground)" : "\(90 + foreground - 8)")
            codes.append(background < 8 ? "\(40 + background)" : "\(100 + background - 8)")
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
