/// What a golden holds of the display, and so which changes fail it.
public enum GoldenFormat: Sendable, Equatable {
    /// The text a driver reads, row by row (`NAME.txt`): a change of
    /// colour alone passes.
    case text
    /// The text with its styles (`NAME.golden`), as `headunit snapshot
    /// --format golden` writes it: each row's style runs by colour role
    /// (ink on surface, bold, dimmed) and the controls (focused,
    /// disabled), so that a colour change fails. (Day or night shows in
    /// the text too: the status rail's sun or moon.)
    case styled
    /// The display drawn as a PNG (`NAME.png`), as its SVG screenshot
    /// renders; `precision` is the share of pixels that must match (1,
    /// every one; a picture of another size never matches).
    case png(precision: Double)

    /// An exact PNG golden: every pixel must match.
    public static var png: GoldenFormat { .png(precision: 1) }

    /// The golden file's extension.
    var fileExtension: String {
        switch self {
        case .text: "txt"
        case .styled: "golden"
        case .png: "png"
        }
    }
}
