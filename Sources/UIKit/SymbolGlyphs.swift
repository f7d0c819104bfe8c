/// SF Symbols as single-column glyphs of like meaning: the symbols CarPlay
/// apps use most (docs/TESTING.md lists them). A name is looked up whole,
/// then without its variant (`.fill`, `.circle`, `.square` and their
/// combinations), then by the part before the first dot; a symbol not in
/// the table is drawn as `◇`, never as a letter that reads as text.
package enum SymbolGlyphs {
    /// The glyph for the symbol `name`; nil for an empty name.
    static func glyph(for name: String) -> String? {
        guard !name.isEmpty else { return nil }
        var parts = name.split(separator: ".")
        if let glyph = table[name] { return glyph }
        // `play.circle.fill`: `play.circle`, then `play`.
        while parts.count > 1, let last = parts.last, variants.contains(String(last)) {
            parts.removeLast()
            if let glyph = table[parts.joined(separator: ".")] { return glyph }
        }
        return parts.first.flatMap { table[String($0)] } ?? unknown
    }

    /// The glyph of a symbol the table does not hold.
    static let unknown = "◇"

    private static let variants: Set<String> = ["fill", "circle", "square", "rectangle", "inverse"]

    /// Every symbol the table holds and its glyph, for the docs' table.
    package static var entries: [(name: String, glyph: String)] { table.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }

    private static let table: [String: String] = [
        // Navigation
        "arrow.turn.up.right": "↱", "arrow.turn.up.left": "↰", "arrow.up": "↑", "arrow.up.right": "↗", "arrow.up.left": "↖", "arrow.down": "↓",
        "arrow.left": "←", "arrow.right": "→", "arrow.uturn.left": "↶", "arrow.uturn.right": "↷", "arrow.triangle.turn.up.right.diamond": "↱",
        "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow": "→", "location": "⌖", "location.north": "➤",
        "map": "⌖", "mappin": "⌖", "mappin.and.ellipse": "⌖", "car": "⌖", "fuelpump": "▮", "bolt": "ϟ", "bolt.car": "ϟ",
        "parkingsign": "P", "figure.walk": "☺", "paperplane": "➤", "signpost.right": "↱", "flag": "⚑", "ferry": "≈",
        // Playback and audio
        "play": "⏵", "pause": "⏸", "stop": "■", "playpause": "⏯", "forward": "»", "backward": "«", "forward.end": "⇥",
        "backward.end": "⇤", "goforward": "↻", "gobackward": "↺", "shuffle": "⤮", "repeat": "⟳", "repeat.1": "⟳",
        "music": "♫", "music.note": "♫", "music.note.list": "♫", "music.mic": "◉", "mic": "◉", "radio": "◎",
        "antenna.radiowaves.left.and.right": "◎", "dot.radiowaves.left.and.right": "◎", "waveform": "∿",
        "speaker": "◁", "speaker.wave.2": "◁", "speaker.wave.3": "◁", "headphones": "∩", "airplayaudio": "◬",
        "books.vertical": "▥", "book": "▯", "text.book.closed": "▯", "square.stack": "❐", "rectangle.stack": "❐",
        "square.and.arrow.down": "⤓", "arrow.down.circle": "⤓", "icloud.and.arrow.down": "⤓", "record.circle": "●",
        "list": "☰", "list.bullet": "☰", "line.3.horizontal": "☰", "text.append": "☰", "newspaper": "▤",
        // Communication
        "phone": "☎", "message": "✉", "envelope": "✉", "bubble.left": "✉", "bubble.left.and.bubble.right": "✉",
        "text.bubble": "✉", "person": "☺", "person.2": "☺", "person.crop.circle": "☺", "bell": "⍾",
        // Everyday
        "heart": "❤", "star": "☆", "star.fill": "★", "bookmark": "⌑", "magnifyingglass": "⌕", "gear": "⚙",
        "gearshape": "⚙", "house": "⌂", "clock": "◷", "clock.arrow.circlepath": "◷", "calendar": "▦", "bag": "▣",
        "cart": "▣", "creditcard": "▭", "fork.knife": "ψ", "cup.and.saucer": "◡", "checkmark": "✓",
        "exclamationmark.triangle": "⚠", "info": "ℹ", "questionmark": "?", "xmark": "✕", "plus": "+", "minus": "−",
        "chevron": "›", "ellipsis": "⋯", "trash": "⌫", "pencil": "✎", "square.and.pencil": "✎", "doc": "▯",
        "folder": "▭", "tray": "⊔", "square.grid.2x2": "⊞", "sun.max": "☀", "moon": "☾", "cloud": "☁", "globe": "◍",
        // Sports: a ball is a team's possession mark
        "circle": "●", "football": "●", "basketball": "●", "baseball": "●", "soccerball": "●", "tennisball": "●", "volleyball": "●",
        "hockey.puck": "●", "sportscourt": "▭",
    ]
}
