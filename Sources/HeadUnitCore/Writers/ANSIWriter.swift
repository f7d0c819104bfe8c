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
    /// changed cells, the cursor moved there and the cells, then a reset.
    /// The painter's diff, as text (a cast's step), written as a terminal
    /// painter writes: the pen carries over from run to run and each style
    /// change sends only what differs (a space, which shows its background
    /// only, keeps the pen's ink and weight); a run further along the same
    /// row moves the cursor forward instead of to a place. With no `old`,
    /// every row is written.
    public static func changes(from old: Frame?, to new: Frame, palette: Palette, depth: ColourDepth) -> String {
        var pen: Pen?
        let output = changes(from: old, to: new, palette: palette, depth: depth, pen: &pen)
        return output.isEmpty ? "" : output + "\u{1B}[0m"
    }

    /// `changes`, from a terminal whose pen is `pen` (nil: unknown), left
    /// as it is at the end: a recording keeps its pen from step to step
    /// and resets it once, when it ends.
    public static func changes(from old: Frame?, to new: Frame, palette: Palette, depth: ColourDepth, pen: inout Pen?) -> String {
        var output = ""
        var cursor: (row: Int, column: Int)?
        for run in FrameDiff.runs(from: old, to: new) {
            let start = run.columns.lowerBound
            var known = true
            switch cursor {
            case let (row, column)? where row == run.row && column == start:
                break  // there already
            case let (row, column)? where row == run.row && column < start:
                output += start - column == 1 ? "\u{1B}[C" : "\u{1B}[\(start - column)C"
            default:
                output += start == 0 ? "\u{1B}[\(run.row + 1)H" : "\u{1B}[\(run.row + 1);\(start + 1)H"
            }
            for col in run.columns {
                let cell = new[col, run.row]
                if cell.isContinuation { continue }
                var next = Pen(cell.style, palette: palette, depth: depth)
                if cell.content == 0x20, let pen {
                    next.foreground = pen.foreground
                    next.bold = pen.bold
                    next.dim = pen.dim
                }
                if next != pen {
                    output += next.sequence(from: pen)
                    pen = next
                }
                new.appendGlyph(cell, to: &output)
                // Terminals differ on how wide a cluster is (an emoji with a
                // skin tone): past one, the cursor goes to a place again.
                if cell.isCluster { known = false }
            }
            cursor = known ? (run.row, run.columns.upperBound) : nil
        }
        return output
    }

    /// The escape sequence that sets a style: a reset, then attributes and colours.
    static func sequence(for style: Style, palette: Palette, depth: ColourDepth) -> String {
        Pen(style, palette: palette, depth: depth).sequence(from: nil)
    }

    /// What a style sets on the terminal at a depth: its attributes and
    /// its colours' codes.
    public struct Pen: Equatable, Sendable {
        var bold = false, dim = false, reverse = false
        var foreground = "", background = ""

        init(_ style: Style, palette: Palette, depth: ColourDepth) {
            bold = style.bold
            let colours = palette.colours(style)
            switch depth {
            case .none:
                dim = style.dimmed
                reverse = style.surface == .focus
            case .truecolor:
                foreground = "38;2;\(colours.foreground.red);\(colours.foreground.green);\(colours.foreground.blue)"
                background = "48;2;\(colours.background.red);\(colours.background.green);\(colours.background.blue)"
            case .ansi256:
                foreground = "38;5;\(ColourDepth.nearest256(colours.foreground))"
                background = "48;5;\(ColourDepth.nearest256(colours.background))"
            case .sixteen, .eight:
                let count = depth == .eight ? 8 : 16
                let fore = ColourDepth.nearestBasic(colours.foreground, count: count)
                let back = ColourDepth.nearestBasic(colours.background, count: count)
                foreground = fore < 8 ? "\(30 + fore)" : "\(90 + fore - 8)"
                background = back < 8 ? "\(40 + back)" : "\(100 + back - 8)"
            }
        }

        /// The sequence from `previous` (nil: unknown, so a reset and all
        /// of this pen) to this pen.
        func sequence(from previous: Pen?) -> String {
            var codes: [String] = []
            if let previous {
                // 22 turns off bold and dim together: what stays on is set again.
                let off = (previous.bold && !bold) || (previous.dim && !dim)
                if off { codes.append("22") }
                if bold && (off || !previous.bold) { codes.append("1") }
                if dim && (off || !previous.dim) { codes.append("2") }
                if reverse != previous.reverse { codes.append(reverse ? "7" : "27") }
                if foreground != previous.foreground { codes.append(foreground) }
                if background != previous.background { codes.append(background) }
            } else {
                codes = ["0"] + (bold ? ["1"] : []) + (dim ? ["2"] : []) + (reverse ? ["7"] : [])
                codes += [foreground, background].filter { !$0.isEmpty }
            }
            return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
        }
    }
}
