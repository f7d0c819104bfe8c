/// The colour role of a glyph: what it is, never which colour it has.
///
/// Only a writer resolves an ink to a colour, through a theme.
public enum Ink: UInt8, CaseIterable, Sendable, Codable {
    case text, secondary, disabled, separator, accent, destructive, confirm
    case focusText, focusEdge, railText, railAccent, keyline, badge, progress, bezel

    /// The name used in goldens and theme files.
    public var name: String {
        switch self {
        case .text: "text"
        case .secondary: "secondary"
        case .disabled: "disabled"
        case .separator: "separator"
        case .accent: "accent"
        case .destructive: "destructive"
        case .confirm: "confirm"
        case .focusText: "focusText"
        case .focusEdge: "focusEdge"
        case .railText: "railText"
        case .railAccent: "railAccent"
        case .keyline: "keyline"
        case .badge: "badge"
        case .progress: "progress"
        case .bezel: "bezel"
        }
    }
}

/// The role of what lies behind a glyph.
public enum Surface: UInt8, CaseIterable, Sendable, Codable {
    case background, rail, card, focus, artwork, bezel

    /// The name used in goldens and theme files.
    public var name: String {
        switch self {
        case .background: "background"
        case .rail: "rail"
        case .card: "card"
        case .focus: "focus"
        case .artwork: "artwork"
        case .bezel: "bezel"
        }
    }
}

/// How one cell is drawn: an ink on a surface, optionally bold or dimmed.
///
/// `dimmed` is set on everything behind a modal; writers render it with the
/// terminal's dim attribute or a darkened colour.
public struct Style: Equatable, Hashable, Sendable {
    public var ink: Ink
    public var surface: Surface
    public var bold: Bool
    public var dimmed: Bool

    public init(_ ink: Ink = .text, on surface: Surface = .background, bold: Bool = false, dimmed: Bool = false) {
        self.ink = ink
        self.surface = surface
        self.bold = bold
        self.dimmed = dimmed
    }

    /// The plain style of an empty display.
    public static let plain = Style()

    /// How many distinct styles there are: the size of a table by `index`.
    public static let count = Ink.allCases.count * Surface.allCases.count * 4

    /// A dense number for the style, below `count`: painters keep what
    /// they work out per style in a table by it, with no hashing.
    public var index: Int {
        ((Int(ink.rawValue) * Surface.allCases.count + Int(surface.rawValue)) * 2 + (bold ? 1 : 0)) * 2 + (dimmed ? 1 : 0)
    }

    /// Compact name for goldens: `ink/surface`, with `+bold` and `+dim`.
    public var name: String {
        var result = "\(ink.name)/\(surface.name)"
        if bold { result += "+bold" }
        if dimmed { result += "+dim" }
        return result
    }
}
