/// SF Symbols as single-column glyphs of like meaning.
enum SymbolGlyphs {
    /// The glyph for the symbol `name` (looked up whole, then by the part
    /// before the first dot), or its first letter capitalised; nil for an
    /// empty name.
    static func glyph(for name: String) -> String? {
        guard let first = name.first else { return nil }
        let base = name.split(separator: ".").first.map(String.init) ?? name
        return table[name] ?? table[base] ?? String(first).uppercased()
    }

    private static let table: [String: String] = [
        "arrow.turn.up.right": "↱", "arrow.turn.up.left": "↰", "arrow.up": "↑", "arrow.uturn.left": "↶", "arrow.triangle.turn.up.right.diamond": "↱",
        "play": "⏵", "pause": "⏸", "music": "♫", "music.note": "♫", "music.note.list": "♫", "radio": "◎",
        "heart": "❤", "star": "☆", "star.fill": "★", "list": "☰", "list.bullet": "☰", "magnifyingglass": "⌕",
        "gear": "⚙", "gearshape": "⚙", "house": "⌂", "map": "⌖", "location": "⌖", "mappin": "⌖", "car": "⌖",
        "phone": "☎", "message": "✉", "envelope": "✉", "bag": "▣", "cart": "▣", "fork": "Y", "cup": "C",
        "fuelpump": "F", "bolt": "ϟ", "parkingsign": "P", "clock": "◷", "person": "☺", "plus": "+", "minus": "−",
        "arrow": "→", "chevron": "›", "ellipsis": "⋯", "info": "ℹ", "questionmark": "?", "xmark": "✕",
    ]
}
