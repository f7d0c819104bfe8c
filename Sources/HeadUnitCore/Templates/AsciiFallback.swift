/// Frames for a terminal that cannot show UTF-8: every glyph headunit draws
/// has an ASCII stand-in, and any other character becomes `?` (two for a
/// wide one), so columns stay where they were.
public enum AsciiFallback {
    /// ASCII stand-ins for the drawing glyphs: those every screen shares,
    /// and each template kind's own.
    static let table: [UInt32: UInt8] = {
        var map: [UInt32: UInt8] = [:]
        func add(_ glyphs: String, _ ascii: Character) {
            for scalar in glyphs.unicodeScalars { map[scalar.value] = ascii.asciiValue! }
        }
        // An app's images, drawn as glyphs (UIKit's SymbolGlyphs): first,
        // so that the drawing glyphs below keep their own stand-ins.
        for standIn in symbolStandIns { add(standIn.glyphs, standIn.ascii) }
        // The heavy box of a focused button stays apart from the light one.
        add("╭╮╰╯┌┐└┘", "+")
        add("┏┓┗┛┃", "#")
        add("━═", "=")
        add("─", "-")
        add("│", "|")
        add("▐", "[")
        add("▌", "]")
        add("▓", "#")
        add("░", ".")
        add("‹", "<")
        add("›", ">")
        add("●", "*")
        add("…", "~")
        add("⊞", "#")
        add("▂▄▆", "|")
        add("✕", "x")
        add("·", ".")
        add("—", "-")
        add("▏", "_")
        add("♪♫", "m")
        add("☎", "P")
        add("ℹ", "i")
        add("➤", ">")
        add("◂", "<")
        add("☼", "*")
        add("☾", ")")
        add("⊘", "!")
        add("◎◉", "o")
        for standIn in MapLayout.asciiStandIns { add(standIn.glyphs, standIn.ascii) }
        for kind in TemplateKind.allCases {
            for standIn in kind.contentType.asciiStandIns { add(standIn.glyphs, standIn.ascii) }
        }
        return map
    }()

    /// The glyphs an app's images are drawn as (a dashboard button's, a
    /// grid button's, a map button's), each as a letter or sign of like
    /// shape or meaning: a SymbolTableTests test holds that every one has one.
    static let symbolStandIns: [(glyphs: String, ascii: Character)] = [
        ("↱→➤⏵⏯»⇥›", ">"), ("↰←«⇤◁", "<"), ("↑", "^"), ("↓⤓", "v"), ("↗✎", "/"), ("↖", "\\"), ("↶↷◡⊔", "u"), ("↻↺⟳", "@"),
        ("⌖⚙", "+"), ("▮■▥▤▦▣❐", "#"), ("ϟ", "z"), ("☺◉◎◷◍◇", "o"), ("⚑", "F"), ("≈∿", "~"), ("⏸❚", "|"), ("⤮✕⌫", "x"),
        ("♫", "m"), ("∩", "n"), ("◬", "A"), ("▯▭", "="), ("●☆★☀", "*"), ("☰", "="), ("☎", "P"), ("✉", "M"), ("⍾", "B"),
        ("❤", "v"), ("⌑", "B"), ("⌕", "Q"), ("⌂", "H"), ("ψ", "Y"), ("✓", "v"), ("⚠", "!"), ("ℹ", "i"), ("−", "-"), ("⋯", "~"),
        ("⊞", "#"), ("☾", ")"), ("☁", "c"),
    ]

    /// The frame with only ASCII glyphs.
    public static func apply(to frame: Frame) -> Frame {
        var result = Frame(width: frame.width, height: frame.height)
        for row in 0..<frame.height {
            for col in 0..<frame.width {
                let cell = frame[col, row]
                let ascii: UInt8
                if cell.isContinuation {
                    ascii = UInt8(ascii: "?")
                } else if !cell.isCluster, cell.content < 0x80 {
                    ascii = UInt8(cell.content)
                } else {
                    ascii = cell.isCluster ? UInt8(ascii: "?") : table[cell.content] ?? UInt8(ascii: "?")
                }
                result.fill(Rect(x: col, y: row, width: 1, height: 1), glyph: Unicode.Scalar(ascii), style: cell.style)
            }
        }
        return result
    }
}
