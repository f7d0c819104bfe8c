/// A look for the display: the colour of every ink and surface in the day
/// and the night appearance, and the glyph set.
public struct Theme: Equatable, Sendable {
    public let name: String
    public let summary: String
    public let day: Palette
    public let night: Palette
    public let glyphs: Glyphs

    public init(name: String, summary: String, day: Palette, night: Palette, glyphs: Glyphs) {
        self.name = name
        self.summary = summary
        self.day = day
        self.night = night
        self.glyphs = glyphs
    }

    /// The palette of an appearance.
    public func palette(_ appearance: Appearance) -> Palette { appearance == .day ? day : night }
}

/// The colours of one appearance: every ink and every surface.
///
/// Kept in lists by the roles' order, not in tables keyed by role: a table
/// of a key type of our own costs the first launch a search of every
/// protocol conformance in the binary, and a palette always has them all.
public struct Palette: Equatable, Sendable {
    private let inks: [RGB]
    private let surfaces: [RGB]

    /// The palette that gives each ink and each surface the colour these say.
    public init(ink: (Ink) -> RGB, surface: (Surface) -> RGB) {
        inks = Ink.allCases.map(ink)
        surfaces = Surface.allCases.map(surface)
    }

    /// An ink's colour.
    public subscript(_ ink: Ink) -> RGB { inks[Int(ink.rawValue)] }

    /// A surface's colour.
    public subscript(_ surface: Surface) -> RGB { surfaces[Int(surface.rawValue)] }

    /// The foreground and background of a style; a dimmed style's ink is
    /// mixed halfway into its surface.
    public func colours(_ style: Style) -> (foreground: RGB, background: RGB) {
        let background = self[style.surface]
        var foreground = self[style.ink]
        if style.dimmed { foreground = foreground.mixed(with: background, 0.55) }
        return (foreground, style.dimmed ? background.mixed(with: RGB(0, 0, 0), 0.25) : background)
    }
}
