/// Frames for a terminal that cannot show UTF-8: every glyph headunit draws
/// has an ASCII stand-in, and any other character becomes `?` (two for a
/// wide one), so columns stay where they were.
public enum AsciiFallback {
    /// ASCII stand-ins for the drawing glyphs: an app's images (UIKit's
    /// SymbolGlyphs), those every screen shares, and each template kind's
    /// own. A glyph has one stand-in whichever template draws it (a test
    /// holds it), so no table here overrides another.
    static let table: [UInt32: UInt8] = {
        var map: [UInt32: UInt8] = [:]
        for standIn in allStandIns {
            for scalar in standIn.glyphs.unicodeScalars { map[scalar.value] = standIn.ascii.asciiValue! }
        }
        return map
    }()

    /// Every table of stand-ins, the symbols' first.
    static var allStandIns: [(glyphs: String, ascii: Character)] {
        symbolStandIns + sharedStandIns + MapLayout.asciiStandIns + TemplateKind.allCases.flatMap { $0.contentType.asciiStandIns }
    }

    /// The glyphs every screen shares. The heavy box of a focused button
    /// stays apart from the light one.
    static let sharedStandIns: [(glyphs: String, ascii: Character)] = [
        ("╭╮╰╯┌┐└┘", "+"), ("┏┓┗┛┃", "#"), ("━═", "="), ("─", "-"), ("│", "|"), ("▐", "["), ("▌", "]"), ("▓", "#"),
        ("░", "."), ("‹", "<"), ("›", ">"), ("●", "*"), ("…", "~"), ("⊞", "#"), ("▂▄▆", "|"), ("✕", "x"), ("·", "."),
        ("—", "-"), ("▏", "_"), ("♪♫", "m"), ("☎", "P"), ("ℹ", "i"), ("➤", ">"), ("◂", "<"), ("☼", "*"), ("☾", ")"),
        ("⊘", "x"), ("◎◉", "o"),
    ]

    /// The glyphs an app's images are drawn as (a dashboard button's, a
    /// grid button's, a map button's), each as a letter or sign of like
    /// shape or meaning: a SymbolTableTests test holds that every one has one.
    static let symbolStandIns: [(glyphs: String, ascii: Character)] = [
        ("↱→➤⏵⏯»⇥›", ">"), ("↰←«⇤◁", "<"), ("↑", "^"), ("↓⤓", "v"), ("↗✎", "/"), ("↖", "\\"), ("↶↷◡⊔", "u"), ("↻↺⟳", "@"),
        ("⌖⚙", "+"), ("▮■▥▤▦▣❐", "#"), ("ϟ", "z"), ("☺◉◎◷◍◇", "o"), ("⚑", "F"), ("≈∿", "~"), ("⏸❚", "|"), ("⤮✕⌫", "x"),
        ("♫", "m"), ("∩", "n"), ("◬", "A"), ("▭", "="), ("●☆★☀", "*"), ("☰", "="), ("☎", "P"), ("✉", "M"), ("⍾", "B"),
        ("❤♥", "v"), ("⌑", "B"), ("⌂", "H"), ("ψ", "Y"), ("✓", "v"), ("⚠", "!"), ("ℹ", "i"), ("−", "-"), ("⋯", "~"),
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
