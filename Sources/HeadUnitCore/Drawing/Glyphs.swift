/// The drawing glyphs of the display. Layout only ever draws these (and the
/// app's text); a writer for a terminal without UTF-8 maps them to ASCII.
public struct Glyphs: Equatable, Sendable {
    /// Box corners and edges: top-left, top-right, bottom-left, bottom-right, horizontal, vertical.
    public var box: [Unicode.Scalar]
    /// The heavier box drawn round a focused button.
    public var focusBox: [Unicode.Scalar]
    /// The half blocks that round off a focused inline control.
    public var focusLeft: Character
    public var focusRight: Character

    public init(box: [Unicode.Scalar], focusBox: [Unicode.Scalar], focusLeft: Character, focusRight: Character) {
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
    static let separator: Unicode.Scalar = "─"
    static let progressDone: Unicode.Scalar = "━"
    static let progressLeft: Unicode.Scalar = "─"
    static let progressRest: Unicode.Scalar = "░"
    static let imageFill: Unicode.Scalar = "▓"
    static let disabledFill: Unicode.Scalar = "░"
    static let tabMark: Unicode.Scalar = "━"
    static let badge = "●"
    static let signal = "▂▄▆"
    static let noSignal = "✕"
    static let home = "⊞"
    static let scrollThumb: Unicode.Scalar = "┃"
}
