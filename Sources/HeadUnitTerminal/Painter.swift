import CNcursesw
import HeadUnitCore

/// Paints frames into curses: only the cells that changed since the last
/// frame, with colour pairs made on first use, then one `doupdate`.
final class Painter {
    private var previous: Frame?
    private var pairs: [PairKey: Int16] = [:]
    private let colours: ColourMode
    private var palette: TerminalPalette

    /// What the terminal can show.
    enum ColourMode {
        case none, eight, full
    }

    private struct PairKey: Hashable {
        let ink: Ink
        let surface: Surface
    }

    init(colours: ColourMode, appearance: Appearance) {
        self.colours = colours
        self.palette = TerminalPalette(appearance: appearance)
    }

    /// Forgets what is on screen, so the next frame is painted whole.
    func invalidate() {
        previous = nil
        clearok(hu_stdscr(), true)
    }

    /// Paints a frame in the given appearance; returns the cells written.
    @discardableResult
    func paint(_ frame: Frame, appearance: Appearance) -> Int {
        if appearance != palette.appearance {
            palette = TerminalPalette(appearance: appearance)
            pairs = [:]
            previous = nil
        }
        let runs = FrameDiff.runs(from: previous, to: frame)
        var glyph: [wchar_t] = Array(repeating: 0, count: 10)
        for run in runs {
            var col = run.columns.lowerBound
            while col < run.columns.upperBound {
                let cell = frame[col, run.row]
                if cell.isContinuation {
                    col += 1
                    continue
                }
                let (attributes, pair) = attributesAndPair(cell.style)
                let text = frame.glyph(cell)
                let scalars = Array(text.unicodeScalars.prefix(8))
                // A glyph made wide by a presentation selector (♻️) is one
                // column to curses: paint its base and a space, so every
                // terminal agrees on where the next cell is.
                let narrowBase = scalars.count > 1 && headunitWidth(scalars[0]) == 1
                let painted = narrowBase ? [scalars[0]] : scalars
                for (index, scalar) in painted.enumerated() { glyph[index] = wchar_t(bitPattern: scalar.value) }
                glyph[painted.count] = 0
                if hu_put_cell(Int32(run.row), Int32(col), glyph, attributes, pair) == ERR, painted.count > 1 {
                    glyph[1] = 0
                    _ = hu_put_cell(Int32(run.row), Int32(col), glyph, attributes, pair)
                }
                if narrowBase, col + 1 < frame.width {
                    glyph[0] = 0x20
                    glyph[1] = 0
                    _ = hu_put_cell(Int32(run.row), Int32(col + 1), glyph, attributes, pair)
                }
                col += 1
            }
        }
        wnoutrefresh(hu_stdscr())
        doupdate()
        previous = frame
        return FrameDiff.cellCount(runs)
    }

    private func headunitWidth(_ scalar: Unicode.Scalar) -> Int {
        TextWidth.columns(of: Character(scalar))
    }

    private func attributesAndPair(_ style: Style) -> (attr_t, Int16) {
        var attributes = hu_a_normal()
        if style.bold { attributes |= hu_a_bold() }
        if style.dimmed { attributes |= hu_a_dim() }
        guard colours != .none else {
            if style.surface == .focus { attributes |= hu_a_reverse() }
            return (attributes, 0)
        }
        let key = PairKey(ink: style.ink, surface: style.surface)
        if let pair = pairs[key] { return (attributes, pair) }
        let pair = Int16(pairs.count + 1)
        let ink = palette.colour(style.ink), surface = palette.colour(style.surface)
        if colours == .full {
            init_pair(pair, ink.index256, surface.index256)
        } else {
            init_pair(pair, ink.index8, surface.index8)
            if style.surface == .focus { attributes |= hu_a_reverse() }
        }
        pairs[key] = pair
        return (attributes, pair)
    }
}
