/// How many colours a terminal shows, and the nearest it has to a colour.
public enum ColourDepth: String, Sendable, CaseIterable {
    /// No colour (NO_COLOR, or a terminal without): attributes only.
    case none
    /// The 8 basic colours.
    case eight
    /// The 16 basic and bright colours.
    case sixteen
    /// The xterm 256-colour palette.
    case ansi256
    /// 24-bit colour.
    case truecolor

    /// The depth an environment asks for: none under NO_COLOR; 24-bit
    /// where COLORTERM says so (or the terminal reports that many colours);
    /// otherwise as many as the terminal reports.
    public static func from(noColor: String?, colorTerm: String?, terminalColours: Int) -> ColourDepth {
        if let noColor, !noColor.isEmpty { return .none }
        if ["truecolor", "24bit"].contains(colorTerm ?? "") || terminalColours >= 1 << 24 { return .truecolor }
        switch terminalColours {
        case 256...: return .ansi256
        case 16...: return .sixteen
        case 8...: return .eight
        default: return .none
        }
    }

    /// The standard colours 0-15, as xterm draws them.
    static let basic: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205),
        RGB(229, 229, 229), RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0), RGB(92, 92, 255),
        RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    /// The xterm palette entry nearest to a colour, 16 to 255 (the cube and the greys).
    public static func nearest256(_ colour: RGB) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func level(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) }!
        }
        let (r, g, b) = (level(colour.red), level(colour.green), level(colour.blue))
        let cube = RGB(UInt8(levels[r]), UInt8(levels[g]), UInt8(levels[b]))
        let average = (Int(colour.red) + Int(colour.green) + Int(colour.blue)) / 3
        let greyIndex = min(23, max(0, (average - 8 + 5) / 10))
        let greyValue = UInt8(8 + 10 * greyIndex)
        let grey = RGB(greyValue, greyValue, greyValue)
        return colour.distance(to: grey) < colour.distance(to: cube) ? 232 + greyIndex : 16 + 36 * r + 6 * g + b
    }

    /// The basic colour nearest to a colour: 0 to 15, or 0 to 7 with `eight`.
    public static func nearestBasic(_ colour: RGB, count: Int) -> Int {
        basic.prefix(count).indices.min { colour.distance(to: basic[$0]) < colour.distance(to: basic[$1]) }!
    }
}
