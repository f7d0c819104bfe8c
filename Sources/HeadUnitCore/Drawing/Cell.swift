/// One terminal cell of a frame: what it shows, packed in 8 bytes so that
/// frames are cheap to build, copy and compare.
///
/// `content` is a Unicode scalar for a grapheme of one scalar (nearly
/// all), an index into the frame's cluster table for a grapheme of several
/// (an emoji sequence), or the continuation mark: the right half of a wide
/// glyph, which writers skip.
public struct Cell: Equatable, Sendable {
    public var content: UInt32
    public var style: Style

    /// Marks the right half of a wide glyph.
    public static let continuation: UInt32 = 0xFFFF_FFFF
    /// Set on `content` when it indexes the frame's cluster table.
    public static let clusterFlag: UInt32 = 0x8000_0000

    public init(scalar: Unicode.Scalar, style: Style) {
        self.content = scalar.value
        self.style = style
    }

    init(content: UInt32, style: Style) {
        self.content = content
        self.style = style
    }

    /// True for the right half of a wide glyph.
    public var isContinuation: Bool { content == Self.continuation }

    /// True when the glyph is a cluster kept in the frame's table.
    public var isCluster: Bool { content != Self.continuation && content & Self.clusterFlag != 0 }

    /// An empty cell on the given surface.
    public static func blank(_ style: Style = .plain) -> Cell { Cell(content: 0x20, style: style) }
}
