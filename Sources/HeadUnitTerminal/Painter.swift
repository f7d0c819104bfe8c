import CNcursesw
import HeadUnitCore

/// Paints frames into curses: only the cells that changed since the last
/// frame, in a theme's colours at the terminal's colour depth (colour
/// pairs made on first use), then one `doupdate`.
final class Painter {
    private var previous: Frame?
    private var pairs: [PairKey: Int32] = [:]
    /// Attributes and pair of each style met in the current palette.
    private var styles: [Style: (attr_t, Int32)] = [:]
    private let depth: ColourDepth
    private var palette: Palette?

    private struct PairKey: Hashable {
        let foreground: RGB
        let background: RGB
    }

    init(depth: ColourDepth) {
        self.depth = depth
    }

    /// Forgets what is on screen, so the next frame is painted whole.
    func invalidate() {
        previous = nil
        clearok(hu_stdscr(), true)
    }

    /// Paints a frame in a palette; returns the cells written.
    @discardableResult
    func paint(_ frame: Frame, palette: Palette) -> Int {
        if palette != self.palette {
            self.palette = palette
            styles = [:]
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
                let (attributes, pair) = styles[cell.style] ?? attributesAndPair(cell.style, palette: palette)
                let text = frame.glyph(cell)
                let scalars = Array(text.unicodeScalars.prefix(8))
                // A glyph made wide by a presentation selector (♻️) is one
                // column to curses: paint its base and a space, so every
                // terminal agrees on where the next cell is.
                let narrowBase = scalars.count > 1 && TextWidth.columns(of: Character(scalars[0])) == 1
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

    private func attributesAndPair(_ style: Style, palette: Palette) -> (attr_t, Int32) {
        var attributes = hu_a_normal()
        if style.bold { attributes |= hu_a_bold() }
        guard depth != .none else {
            if style.dimmed { attributes |= hu_a_dim() }
            if style.surface == .focus { attributes |= hu_a_reverse() }
            styles[style] = (attributes, 0)
            return (attributes, 0)
        }
        let colours = palette.colours(style)
        let key = PairKey(foreground: colours.foreground, background: colours.background)
        if let pair = pairs[key] {
            styles[style] = (attributes, pair)
            return (attributes, pair)
        }
        let pair = Int32(pairs.count + 1)
        guard pair < hu_color_pairs() else { return (attributes, 0) }
        init_extended_pair(pair, colourNumber(colours.foreground), colourNumber(colours.background))
        pairs[key] = pair
        styles[style] = (attributes, pair)
        return (attributes, pair)
    }

    /// The terminal's number for a colour at this depth.
    private func colourNumber(_ colour: RGB) -> Int32 {
        switch depth {
        case .truecolor: Int32(colour.red) << 16 | Int32(colour.green) << 8 | Int32(colour.blue)
        case .ansi256: Int32(ColourDepth.nearest256(colour))
        case .sixteen: Int32(ColourDepth.nearestBasic(colour, count: 16))
        case .eight, .none: Int32(ColourDepth.nearestBasic(colour, count: 8))
        }
    }
}
