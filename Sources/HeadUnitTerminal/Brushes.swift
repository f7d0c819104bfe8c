import HeadUnitCore

/// How the terminal draws a cell: attributes and the terminal's colour
/// numbers.
struct Brush: Equatable {
    /// Bold, dim and reverse video, as `Brush.bold` and the others.
    let attributes: UInt8
    /// The terminal's colour numbers; -1: its own colours (no colour depth).
    let foreground: Int32
    let background: Int32

    static let bold: UInt8 = 1
    static let dim: UInt8 = 2
    static let reverse: UInt8 = 4

    /// What the terminal draws with after a reset: no attributes, its own colours.
    static let terminalDefault = Brush(attributes: 0, foreground: -1, background: -1)

    /// The colour a space shows; with no colour, below every colour
    /// number: -1, or -2 for a reversed cell.
    var backdrop: Int32 { background >= 0 ? background : attributes & Self.reverse == 0 ? -1 : -2 }

    /// Whether a glyph's look depends on nothing but its colours.
    var isPlain: Bool { attributes == 0 }
}

/// The brushes of one palette at one colour depth: a brush per style,
/// worked out the first time a style is drawn.
struct Brushes {
    private let depth: ColourDepth
    private var styles = [Brush?](repeating: nil, count: Style.count)
    private var palette: Palette
    /// The style last asked for, as its 4 bytes, and its brush: the cells
    /// of a stretch mostly share one style, which is then not looked up again.
    private var lastStyle: UInt32?
    private var lastBrush = Brush.terminalDefault

    init(depth: ColourDepth, palette: Palette) {
        self.depth = depth
        self.palette = palette
    }

    /// Switches palette; returns whether it changed (every cell then needs painting).
    mutating func use(_ palette: Palette) -> Bool {
        guard palette != self.palette else { return false }
        self.palette = palette
        styles = [Brush?](repeating: nil, count: Style.count)
        lastStyle = nil
        return true
    }

    /// The brush of a style in the current palette.
    mutating func brush(_ style: Style) -> Brush {
        let number = Self.number(of: style)
        if number == lastStyle { return lastBrush }
        let brush = lookUp(style)
        lastStyle = number
        lastBrush = brush
        return brush
    }

    /// A style as one number, its 4 bytes, compared with no call into
    /// the core's `==`.
    static func number(of style: Style) -> UInt32 {
        guard MemoryLayout<Style>.size == 4 else { return UInt32(style.index) }
        return withUnsafeBytes(of: style) { $0.load(as: UInt32.self) }
    }

    /// The brush of a style, from the table or worked out.
    private mutating func lookUp(_ style: Style) -> Brush {
        if let brush = styles[style.index] { return brush }
        var attributes = style.bold ? Brush.bold : 0
        let brush: Brush
        if depth == .none {
            if style.dimmed { attributes |= Brush.dim }
            if style.surface == .focus { attributes |= Brush.reverse }
            brush = Brush(attributes: attributes, foreground: -1, background: -1)
        } else {
            let colours = palette.colours(style)
            brush = Brush(attributes: attributes, foreground: colourNumber(colours.foreground), background: colourNumber(colours.background))
        }
        styles[style.index] = brush
        return brush
    }

    /// The same look with foreground and background exchanged, as a half
    /// block needs when it is drawn as its mirror; nil without colour.
    func swapped(_ brush: Brush) -> Brush? {
        guard depth != .none else { return nil }
        return Brush(attributes: brush.attributes, foreground: brush.background, background: brush.foreground)
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
