/// STAND-IN for UIKit's `UIImage`, which Linux does not have: headunit
/// draws an image as a glyph or as letters in the cells where the car
/// shows it, so an image here is what it stands for. An SF Symbol
/// (`UIImage(systemName:)`) becomes a glyph of like meaning; a named asset
/// (`UIImage(named:)`) becomes the initials of its name.
public struct UIImage: Equatable, Sendable {
    /// The glyph or letters drawn in the image's place.
    public let glyph: String

    /// An empty image: drawn as a blank.
    public init() { glyph = " " }

    /// An image that is drawn as `glyph` (headunit's own initialiser).
    public init(glyph: String) { self.glyph = glyph }

    /// The SF Symbol named `systemName`, as a glyph of like meaning (the
    /// symbol's first letter, capitalised, when headunit knows no glyph for it).
    public init?(systemName: String) {
        guard let first = systemName.first else { return nil }
        let base = systemName.split(separator: ".").first.map(String.init) ?? systemName
        glyph = Self.symbols[systemName] ?? Self.symbols[base] ?? String(first).uppercased()
    }

    /// The asset named `name`, as its initials: "Jazz Radio" is "JR".
    public init?(named name: String) {
        let words = name.split { !$0.isLetter && !$0.isNumber }
        guard !words.isEmpty else { return nil }
        glyph = String(words.prefix(3).compactMap(\.first)).uppercased()
    }

    /// SF Symbols by name (and by the part before the first dot), as
    /// single-column glyphs.
    static let symbols: [String: String] = [
        "arrow.turn.up.right": "↱", "arrow.turn.up.left": "↰", "arrow.up": "↑", "arrow.uturn.left": "↶", "arrow.triangle.turn.up.right.diamond": "↱",
        "play": "⏵", "pause": "⏸", "music": "♫", "music.note": "♫", "music.note.list": "♫", "radio": "◎",
        "heart": "❤", "star": "☆", "star.fill": "★", "list": "☰", "list.bullet": "☰", "magnifyingglass": "⌕",
        "gear": "⚙", "gearshape": "⚙", "house": "⌂", "map": "⌖", "location": "⌖", "mappin": "⌖", "car": "⌖",
        "phone": "☎", "message": "✉", "envelope": "✉", "bag": "▣", "cart": "▣", "fork": "Y", "cup": "C",
        "fuelpump": "F", "bolt": "ϟ", "parkingsign": "P", "clock": "◷", "person": "☺", "plus": "+", "minus": "−",
        "arrow": "→", "chevron": "›", "ellipsis": "⋯", "info": "ℹ", "questionmark": "?", "xmark": "✕",
    ]
}
