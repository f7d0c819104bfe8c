/// What the parts of the last screen drew, each with the key it was drawn
/// from: a screen drawn with this memory (`Layout.screen(for:reusing:)`)
/// copies a part whose key is the same instead of drawing it again, and
/// keeps the part it draws for the next. A knob step in a list copies the
/// status rail, the tab bar and the rows (each row apart when the list
/// scrolls), and marks the focused row anew.
///
/// A key is everything its part is drawn from: what its kind reads, and
/// (added by `Canvas.part` and `Canvas.block`) the geometry, the glyph set
/// and the focus it is drawn with. Each part is drawn into a region no
/// part before it drew in, so what it leaves there is its own drawing.
public struct LayoutMemory: Sendable {
    /// The parts a memory keeps, one drawing each.
    enum Part: Int, CaseIterable {
        case rail, bar, body
    }

    private var parts: [(any AnyObject & Sendable)?] = Array(repeating: nil, count: Part.allCases.count)
    /// The blocks (a list's rows) the last part with blocks drew, by control.
    private var blocks: [(control: ControlID, drawing: any AnyObject & Sendable)] = []
    /// The blocks the part being drawn drew.
    private var nextBlocks: [(control: ControlID, drawing: any AnyObject & Sendable)] = []

    /// Nothing drawn yet: the next screen draws every part.
    public init() {}

    /// The part's drawing, when it was drawn from a key of this type.
    func part<Shown>(_ part: Part, keyedBy: Shown.Type) -> Kept<Shown>? {
        parts[part.rawValue] as? Kept<Shown>
    }

    mutating func keep<Shown>(_ drawing: Kept<Shown>, as part: Part) {
        parts[part.rawValue] = drawing
        // A part that drew blocks keeps those for the next screen.
        if !nextBlocks.isEmpty {
            blocks = nextBlocks
            nextBlocks = []
        }
    }

    /// The block of `control` the last screen drew from `key`.
    func block<Shown: Equatable>(_ control: ControlID, drawnFrom key: Shown) -> Kept<Shown>? {
        for block in blocks where block.control == control {
            if let kept = block.drawing as? Kept<Shown>, kept.key == key { return kept }
        }
        return nil
    }

    mutating func keep<Shown>(_ drawing: Kept<Shown>, asBlock control: ControlID) {
        nextBlocks.append((control, drawing))
    }

    /// Each drawing kept, by part then by block: a part copied keeps its
    /// drawing, the same object (what tests look for).
    var kept: (parts: [ObjectIdentifier?], blocks: [ObjectIdentifier]) {
        (parts.map { $0.map(ObjectIdentifier.init) }, blocks.map { ObjectIdentifier($0.drawing) })
    }
}

/// A part or block as it was drawn, with the key it was drawn from.
final class Kept<Shown: Sendable>: Sendable {
    let key: Shown
    let drawing: Drawing

    init(key: Shown, drawing: Drawing) {
        self.key = key
        self.drawing = drawing
    }
}

/// What a part or block drew: its cells (from the region's corner), its
/// controls, the blocks of content it looked at and the rows it can mark
/// focused (`Canvas.highlightRow(_:_:)`), where it drew them.
struct Drawing: Sendable {
    let cells: Frame
    let controls: [ControlRegion]
    let blocks: Int
    let rows: [RowTarget]
}

/// A row a part drew that shows focus by a highlight over its cells
/// (`Canvas.highlightRow(_:_:)`): marked after the part is drawn or copied.
struct RowTarget: Sendable {
    let control: ControlID
    let rect: Rect
    /// The clip the row was drawn in.
    let clip: Rect
}

/// A key as `Canvas.part` and `Canvas.block` keep it: the part's own, with
/// what the canvas draws it with.
struct DrawnWith<Shown: Equatable & Sendable>: Equatable, Sendable {
    let key: Shown
    let region: Rect
    let focus: ControlID?
    let geometry: DisplayGeometry
    let glyphs: Glyphs
}
