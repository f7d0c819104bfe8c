/// A grid of cells: what one display shows at one moment.
///
/// The drawing methods clip to the frame and to the rectangle they are
/// given, measure every glyph with `TextWidth`, never split a wide glyph
/// (one that would cross the edge becomes a placeholder) and skip anything
/// that has no width, so no control character can ever be stored.
public struct Frame: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    /// A frame of `width` x `height` blank cells in `style`.
    public init(width: Int, height: Int, style: Style = .plain) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank(style), count: self.width * self.height)
    }

    /// The whole frame as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// Fills `rect` with `glyph` in `style`.
    public mutating func fill(_ rect: Rect, glyph: Character = " ", style: Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let cell = Cell(glyph, style: style)
        for row in area.y..<area.maxY {
            setCell(area.x, row, cell)
            setCell(area.maxX - 1, row, cell)
            let start = row * width
            for col in area.x..<area.maxX { cells[start + col] = cell }
        }
    }

    /// Changes the style of every cell in `rect`, keeping the glyphs.
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            for col in area.x..<area.maxX { change(&cells[row * width + col].style) }
        }
    }

    /// Writes `text` from column `x` on row `y`, within `limit` columns
    /// (default: to the right edge). Returns the columns written.
    @discardableResult
    public mutating func put(_ text: some StringProtocol, x: Int, y: Int, limit: Int? = nil, style: Style) -> Int {
        guard y >= 0, y < height else { return 0 }
        let end = min(width, x + (limit ?? width))
        var col = x
        for character in text {
            let columns = TextWidth.columns(of: character)
            if columns == 0 { continue }
            if col + columns > end {
                if col < end, col >= 0 { setCell(col, y, Cell(TextFit.ellipsis, style: style)) }
                col = end
                break
            }
            if col >= 0 {
                setCell(col, y, Cell(character, style: style))
                if columns == 2 { setCell(col + 1, y, Cell(" ", style: style, isContinuation: true)) }
            }
            col += columns
        }
        return max(0, col - x)
    }

    /// Writes one glyph at a cell.
    public mutating func put(glyph: Character, x: Int, y: Int, style: Style) {
        put(String(glyph), x: x, y: y, limit: TextWidth.columns(of: glyph), style: style)
    }

    /// Copies `other` into this frame with its top-left corner at (x, y).
    public mutating func blit(_ other: Frame, x: Int, y: Int) {
        for row in 0..<other.height where y + row >= 0 && y + row < height {
            for col in 0..<other.width where x + col >= 0 && x + col < width {
                setCell(x + col, y + row, other[col, row])
            }
        }
    }

    /// Stores a cell, keeping the rule that a continuation cell always
    /// follows the wide glyph it belongs to: half of a wide glyph that is
    /// overwritten leaves the other half blank.
    private mutating func setCell(_ col: Int, _ row: Int, _ cell: Cell) {
        let index = row * width + col
        if cells[index].isContinuation {
            if !cell.isContinuation, col > 0 { cells[index - 1] = .blank(cells[index - 1].style) }
        } else if col + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
    }
}
