import CNcursesw
import HeadUnitCore

/// How curses draws a cell: attributes, a colour pair, and the terminal's
/// colour numbers behind them.
struct Brush: Equatable {
    let attributes: attr_t
    let pair: Int32
    let foreground: Int32
    /// The colour a space shows; with no colour, whether the cell is reversed.
    let backdrop: Int32

    /// Whether a glyph's look depends on nothing but its colours.
    var isPlain: Bool { attributes == hu_a_normal() }
}

/// The brushes of one palette at one colour depth: a brush per style, and
/// colour pairs made on first use and kept for the screen's life.
final class Brushes {
    private let depth: ColourDepth
    /// The colours of each pair made, pair 1 first. A list, not a table:
    /// a screen uses a few dozen, looked up once per style and for each
    /// half block drawn as its mirror, and a table costs the first launch a
    /// search of every protocol conformance.
    private var pairs: [(foreground: Int32, background: Int32)] = []
    private var styles = [Brush?](repeating: nil, count: Style.count)
    private var palette: Palette

    init(depth: ColourDepth, palette: Palette) {
        self.depth = depth
        self.palette = palette
    }

    /// Switches palette; returns whether it changed (every cell then needs painting).
    func use(_ palette: Palette) -> Bool {
        guard palette != self.palette else { return false }
        self.palette = palette
        styles = [Brush?](repeating: nil, count: Style.count)
        return true
    }

    /// The brush of a style in the current palette.
    func brush(_ style: Style) -> Brush {
        if let brush = styles[style.index] { return brush }
        var attributes = hu_a_normal()
        if style.bold { attributes |= hu_a_bold() }
        let brush: Brush
        if depth == .none {
            if style.dimmed { attributes |= hu_a_dim() }
            let reversed = style.surface == .focus
            if reversed { attributes |= hu_a_reverse() }
            brush = Brush(attributes: attributes, pair: 0, foreground: -1, backdrop: reversed ? 1 : 0)
        } else {
            let colours = palette.colours(style)
            brush = colourBrush(attributes, colourNumber(colours.foreground), colourNumber(colours.background))
        }
        styles[style.index] = brush
        return brush
    }

    /// The same look with foreground and background exchanged, as a half
    /// block needs when it is drawn as its mirror; nil without colour.
    func swapped(_ brush: Brush) -> Brush? {
        guard depth != .none else { return nil }
        return colourBrush(brush.attributes, brush.backdrop, brush.foreground)
    }

    private func colourBrush(_ attributes: attr_t, _ foreground: Int32, _ background: Int32) -> Brush {
        if let made = pairs.firstIndex(where: { $0 == (foreground, background) }) {
            return Brush(attributes: attributes, pair: Int32(made + 1), foreground: foreground, backdrop: background)
        }
        let pair = Int32(pairs.count + 1)
        // With every pair taken, the terminal's default colours (-1), and
        // the brush says so, so no space takes it for a colour it lacks.
        guard pair < hu_color_pairs() else { return Brush(attributes: attributes, pair: 0, foreground: -1, backdrop: -1) }
        init_extended_pair(pair, foreground, background)
        pairs.append((foreground, background))
        return Brush(attributes: attributes, pair: pair, foreground: foreground, backdrop: background)
    }

    /// The terminal's number for a colour at this depth.
    private func colourNumber(_ colour: RGB) -> Int32 {
        switch depth {
        // Direct-colour terminfo sends 0-7 as the terminal's own palette
        // entries: a colour that dark goes as #000008, which looks the same.
        case .truecolor: max(8, Int32(colour.red) << 16 | Int32(colour.green) << 8 | Int32(colour.blue))
        case .ansi256: Int32(ColourDepth.nearest256(colour))
        case .sixteen: Int32(ColourDepth.nearestBasic(colour, count: 16))
        case .eight, .none: Int32(ColourDepth.nearestBasic(colour, count: 8))
        }
    }
}
