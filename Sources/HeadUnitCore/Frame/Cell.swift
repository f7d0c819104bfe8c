/// One terminal cell of a frame.
///
/// A glyph two columns wide occupies its cell and the next one; the next one
/// is a continuation cell that writers skip.
public struct Cell: Equatable, Sendable {
    /// The grapheme shown; a space for an empty cell.
    public var glyph: Character
    public var style: Style
    /// True for the right half of a wide glyph.
    public var isContinuation: Bool

    public init(_ glyph: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.glyph = glyph
        self.style = style
        self.isContinuation = isContinuation
    }

    /// An empty cell on the given surface.
    public static func blank(_ style: Style = .plain) -> Cell { Cell(" ", style: style) }
}
