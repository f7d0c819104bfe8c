/// The drawing glyphs of the display. Layout only ever draws these (and the
/// app's text); a writer for a terminal without UTF-8 maps them to ASCII.
public struct Glyphs: Equatable, Sendable {
    /// Box corners and edges: top-left, top-right, bottom-left, bottom-right, horizontal, vertical.
    public var box: [Character]
    /// The heavier box drawn round a focused button.
    public var focusBox: [Character]
    /// The half blocks that round off a focused inline control.
    public var focusLeft: Character
    public var focusRight: Character

    public init(box: [Character], focusBox: [Character], focusLeft: Character, focusRight: Character) {
        self.box = box
        self.focusBox = focusBox
        self.focusLeft = focusLeft
        self.focusRight = focusRight
    }

    /// Rounded boxes, as a CarPlay screen's buttons look.
    public static let rounded = Glyphs(
        box: ["╭", "╮", "╰", "╯", "─", "│"], focusBox: ["┏", "┓", "┗", "┛", "━", "┃"],
        focusLeft: "▐", focusRight: "▌")

    /// Square boxes.
    public static let square = Glyphs(
        box: ["┌", "┐", "└", "┘", "─", "│"], focusBox: ["┏", "┓", "┗", "┛", "━", "┃"],
        focusLeft: "▐", focusRight: "▌")

    static let back = "‹"
    static let disclosure = "›"
    static let cloud = "⇣"
    static let playing = "▁▃▅"
    static let explicit = "[E]"
    static let separator: Character = "─"
    static let progressDone: Character = "━"
    static let progressLeft: Character = "─"
    static let progressKnob: Character = "○"
    static let progressRest: Character = "░"
    static let imageFill: Character = "▓"
    static let disabledFill: Character = "░"
    static let tabMark: Character = "━"
    static let badge = "●"
    static let signal = "▂▄▆"
    static let noSignal = "✕"
    static let home = "⊞"
    static let scrollThumb: Character = "┃"
    static let spinner: [Character] = ["◐", "◓", "◑", "◒"]
}
