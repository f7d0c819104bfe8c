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
public struct Palette: Equatable, Sendable {
    public let inks: [Ink: RGB]
    public let surfaces: [Surface: RGB]

    public init(inks: [Ink: RGB], surfaces: [Surface: RGB]) {
        self.inks = inks
        self.surfaces = surfaces
    }

    /// The foreground and background of a style; a dimmed style's ink is
    /// mixed halfway into its surface.
    public func colours(_ style: Style) -> (foreground: RGB, background: RGB) {
        let background = surfaces[style.surface] ?? RGB(0, 0, 0)
        var foreground = inks[style.ink] ?? RGB(255, 255, 255)
        if style.dimmed { foreground = foreground.mixed(with: background, 0.55) }
        return (foreground, style.dimmed ? background.mixed(with: RGB(0, 0, 0), 0.25) : background)
    }
}
