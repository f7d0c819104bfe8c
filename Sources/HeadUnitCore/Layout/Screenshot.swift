/// A picture of the display saved to a file, in the format its name asks
/// for: `.svg` an SVG picture, `.ans` or `.ansi` text with colour escapes,
/// anything else plain text.
public enum Screenshot {
    /// What a file name asks for.
    public enum Format: Equatable, Sendable {
        /// A PNG is the SVG picture, rendered by the host (`rsvg-convert`).
        case text, svg, ansi, png
    }

    /// The format of a file, from its extension (any case).
    public static func format(of path: String) -> Format {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .text }
        switch name[name.index(after: dot)...].lowercased() {
        case "svg": return .svg
        case "png": return .png
        case "ans", "ansi": return .ansi
        default: return .text
        }
    }

    /// What a screenshot of a session's frame holds when written to
    /// `path`: the format the name asks for, in the theme's colours for its
    /// appearance (ANSI text at `depth`).
    public static func contents(of frame: Frame, for path: String, state: SessionState, theme: Theme, depth: ColourDepth) -> String {
        contents(of: frame, format: format(of: path), palette: theme.palette(state.appearance), depth: depth, title: title(of: state, theme: theme))
    }

    /// The file's contents: the frame in `format`, in a palette; ANSI text
    /// at `depth`, an SVG picture titled `title`.
    static func contents(of frame: Frame, format: Format, palette: Palette, depth: ColourDepth, title: String) -> String {
        switch format {
        case .text: PlainTextWriter.text(of: frame)
        case .svg, .png: SVGWriter.document(of: frame, palette: palette, title: title)
        case .ansi: ANSIWriter.text(of: frame, palette: palette, depth: depth)
        }
    }

    /// A picture's title: the app, the display, the appearance and the theme.
    public static func title(of state: SessionState, theme: Theme) -> String {
        "headunit · \(state.shown.app.name) · \(state.profile) · \(state.appearance.rawValue) · \(theme.name)"
    }
}
