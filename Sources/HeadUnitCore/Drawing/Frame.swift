/// A grid of cells: what one display shows at one moment.
///
/// The drawing methods clip to the frame and to the rectangle they are
/// given, measure every glyph with `TextWidth`, never split a wide glyph
/// (one that would cross the edge becomes a placeholder) and skip anything
/// that has no width, so no control character can ever be stored.
public struct Frame: Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]
    /// Graphemes of more than one scalar, which cells index.
    private var clusters: [String] = []
    /// Whether the cluster table holds any grapheme: cells whose bits are
    /// the same may then show different ones (`FrameDiff`).
    var hasClusters: Bool { !clusters.isEmpty }

    /// A frame of `width` x `height` blank cells in `style`.
    public init(width: Int, height: Int, style: Style = .plain) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank(style), count: self.width * self.height)
    }

    /// The whole frame as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// The glyph a cell shows: "" for a continuation cell.
    public func glyph(_ cell: Cell) -> String {
        if cell.isContinuation { return "" }
        if cell.isCluster { return clusters[Int(cell.content & ~Cell.clusterFlag)] }
        return String(Character(Unicode.Scalar(cell.content) ?? " "))
    }

    /// Appends the glyph of a cell to `text`, without building a string for it.
    public func appendGlyph(_ cell: Cell, to text: inout String) {
        if cell.isContinuation { return }
        if cell.isCluster {
            text += clusters[Int(cell.content & ~Cell.clusterFlag)]
        } else {
            text.unicodeScalars.append(Unicode.Scalar(cell.content) ?? " ")
        }
    }

    /// Appends the glyph of a cell to `bytes` in UTF-8.
    public func appendGlyph(_ cell: Cell, toUTF8 bytes: inout [UInt8]) {
        if cell.isContinuation { return }
        if cell.isCluster {
            bytes += clusters[Int(cell.content & ~Cell.clusterFlag)].utf8
        } else if cell.content < 0x80 {
            bytes.append(UInt8(cell.content))
        } else {
            UTF8.encode(Unicode.Scalar(cell.content) ?? " ") { bytes.append($0) }
        }
    }

    /// Whether two cells, one of this frame and one of `other`, look the same.
    public func sameLook(_ cell: Cell, as otherCell: Cell, in other: Frame) -> Bool {
        guard cell.style == otherCell.style else { return false }
        if cell.isCluster && otherCell.isCluster { return glyph(cell) == other.glyph(otherCell) }
        return cell.content == otherCell.content
    }

    /// Fills `rect` with `glyph` in `style`.
    public mutating func fill(_ rect: Rect, glyph: Unicode.Scalar = " ", style: Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let cell = Cell(scalar: glyph, style: style), width = width
        cells.withUnsafeMutableBufferPointer { cells in
            for row in area.y..<area.maxY {
                let start = row * width
                // Only the ends can cut a wide glyph: its other half is left blank.
                if area.x > 0, cells[start + area.x].isContinuation { cells[start + area.x - 1] = .blank(cells[start + area.x - 1].style) }
                if area.maxX < width, cells[start + area.maxX].isContinuation { cells[start + area.maxX] = .blank(cells[start + area.maxX].style) }
                UnsafeMutableBufferPointer(rebasing: cells[(start + area.x)..<(start + area.maxX)]).update(repeating: cell)
            }
        }
    }

    /// Draws the outline of `rect` with a box set (corners top-left,
    /// top-right, bottom-left, bottom-right, then horizontal and vertical),
    /// cut to `clip`.
    public mutating func box(_ rect: Rect, set: [Unicode.Scalar], style: Style, clip: Rect? = nil) {
        guard rect.width >= 2, rect.height >= 2, set.count == 6 else { return }
        let area = clip ?? bounds
        func draw(_ part: Rect, _ glyph: Unicode.Scalar) { fill(part.intersection(area), glyph: glyph, style: style) }
        draw(Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1), set[4])
        draw(Rect(x: rect.x + 1, y: rect.maxY - 1, width: rect.width - 2, height: 1), set[4])
        draw(Rect(x: rect.x, y: rect.y + 1, width: 1, height: rect.height - 2), set[5])
        draw(Rect(x: rect.maxX - 1, y: rect.y + 1, width: 1, height: rect.height - 2), set[5])
        draw(Rect(x: rect.x, y: rect.y, width: 1, height: 1), set[0])
        draw(Rect(x: rect.maxX - 1, y: rect.y, width: 1, height: 1), set[1])
        draw(Rect(x: rect.x, y: rect.maxY - 1, width: 1, height: 1), set[2])
        draw(Rect(x: rect.maxX - 1, y: rect.maxY - 1, width: 1, height: 1), set[3])
    }

    /// Gives every cell of `rect` not on the `kept` surface `style`,
    /// keeping the glyphs.
    mutating func restyle(_ rect: Rect, to style: Style, keeping kept: Surface) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let width = width
        cells.withUnsafeMutableBufferPointer { cells in
            for row in area.y..<area.maxY {
                for index in (row * width + area.x)..<(row * width + area.maxX) where cells[index].style.surface != kept { cells[index].style = style }
            }
        }
    }

    /// Changes the style of every cell in `rect`, keeping the glyphs.
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let width = width
        cells.withUnsafeMutableBufferPointer { cells in
            for row in area.y..<area.maxY {
                for index in (row * width + area.x)..<(row * width + area.maxX) { change(&cells[index].style) }
            }
        }
    }

    /// Writes `text` from column `x` on row `y`, within `limit` columns
    /// (default: to the right edge). Returns the columns written.
    @discardableResult
    public mutating func put(_ text: some StringProtocol, x: Int, y: Int, limit: Int? = nil, style: Style) -> Int {
        guard y >= 0, y < height else { return 0 }
        let end = min(width, x + (limit ?? width))
        var col = x
        if TextWidth.isPrintableASCII(text) {
            // One column per byte: only the first and last cells can meet a wide glyph.
            let first = max(0, x), last = min(end, x + text.utf8.count)
            guard first < last else { return max(0, last - x) }
            var index = y * width + first
            if cells[index].isContinuation, first > 0 { cells[index - 1] = .blank(cells[index - 1].style) }
            for byte in text.utf8.dropFirst(first - x).prefix(last - first) {
                cells[index] = Cell(content: UInt32(byte), style: style)
                index += 1
            }
            if last < width, cells[index].isContinuation { cells[index] = .blank(cells[index].style) }
            return last - x
        }
        // Each cluster: its columns, and the content a cell holds for it.
        func place(_ columns: Int, _ content: @autoclosure () -> UInt32) -> Bool {
            if columns == 0 { return true }
            if col + columns > end {
                if col < end, col >= 0 { setCell(col, y, Cell(scalar: TextFit.ellipsisScalar, style: style)) }
                col = end
                return false
            }
            if col >= 0 {
                setCell(col, y, Cell(content: content(), style: style))
                if columns == 2 { setCell(col + 1, y, Cell(content: Cell.continuation, style: style)) }
            }
            col += columns
            return true
        }
        if TextWidth.isOneScalarPerCluster(text) {
            for scalar in text.unicodeScalars where !place(TextWidth.columns(ofScalar: scalar), scalar.value) { break }
        } else {
            for character in text where !place(TextWidth.columns(of: character), content(of: character)) { break }
        }
        return max(0, col - x)
    }

    /// Writes a fitted line from column `x` on row `y`, as `put` writes
    /// it: the glyphs wholly left of column `from` are left out (one that
    /// straddles it is drawn), and a glyph that would cross `end` (or the
    /// right edge) becomes `…` if it starts before.
    mutating func put(_ line: FittedLine, x: Int, y: Int, from: Int, end: Int, style: Style) {
        guard y >= 0, y < height else { return }
        let width = width, end = min(width, end), rowStart = y * width, known = clusters.count
        if line.isASCII, x >= max(from, 0) {
            // Nothing dropped on the left: a byte a cell, then `…` when cut and it fits.
            let last = min(end, x + line.width)
            guard x < last else { return }
            cells.withUnsafeMutableBufferPointer { cells in
                if x > 0, cells[rowStart + x].isContinuation { cells[rowStart + x - 1] = .blank(cells[rowStart + x - 1].style) }
                line.withKeptBytes { bytes in
                    for (offset, byte) in bytes.prefix(last - x).enumerated() { cells[rowStart + x + offset] = Cell(content: UInt32(byte), style: style) }
                }
                if line.isCut, x + line.width <= last { cells[rowStart + last - 1] = Cell(scalar: TextFit.ellipsisScalar, style: style) }
                if last < width, cells[rowStart + last].isContinuation { cells[rowStart + last] = .blank(cells[rowStart + last].style) }
            }
            return
        }
        var added: [String] = []
        var col = x, dropping = from > x, written = -1
        cells.withUnsafeMutableBufferPointer { cells in
            line.forEachGlyph { scalar, cluster, columns in
                if dropping {
                    if col + columns <= from {
                        col += columns
                        return true
                    }
                    dropping = false
                }
                if columns == 0 { return true }
                let fits = col + columns <= end
                guard fits || (col < end && col >= 0) else { return false }
                if col >= 0 {
                    let index = rowStart + col
                    // Only the run's first cell can land on the half of a wide glyph left of it.
                    if written < 0, col > 0, cells[index].isContinuation { cells[index - 1] = .blank(cells[index - 1].style) }
                    if fits {
                        var content = scalar
                        if let cluster {
                            added.append(String(cluster))
                            content = Cell.clusterFlag | UInt32(known + added.count - 1)
                        }
                        cells[index] = Cell(content: content, style: style)
                        if columns == 2 { cells[index + 1] = Cell(content: Cell.continuation, style: style) }
                        written = col + columns
                    } else {
                        cells[index] = Cell(scalar: TextFit.ellipsisScalar, style: style)
                        written = col + 1
                    }
                }
                col += columns
                return fits
            }
            // The run's last cell can leave the half of a wide glyph right of it.
            if written >= 0, written < width, cells[rowStart + written].isContinuation {
                cells[rowStart + written] = .blank(cells[rowStart + written].style)
            }
        }
        if !added.isEmpty { clusters += added }
    }

    /// Copies `other` into this frame with its top-left corner at (x, y).
    public mutating func blit(_ other: Frame, x: Int, y: Int) {
        blit(other, region: other.bounds, x: x, y: y)
    }

    /// Copies the cells of `region` of `other` into this frame, the
    /// region's top-left corner at (x, y).
    public mutating func blit(_ other: Frame, region: Rect, x: Int, y: Int) {
        let region = region.intersection(other.bounds)
        // Each row's cells are copied at once, and only its two ends can
        // cut a wide glyph of this frame; a cluster's cell then gets its
        // grapheme's place in this frame's table.
        let first = max(0, -x), last = min(region.width, width - x)
        guard first < last else { return }
        let top = max(0, -y), bottom = min(region.height, height - y)
        guard top < bottom else { return }
        let rows = top..<bottom
        let width = width
        cells.withUnsafeMutableBufferPointer { cells in
            other.cells.withUnsafeBufferPointer { source in
                for row in rows {
                    let start = (y + row) * width + x
                    let from = (region.y + row) * other.width + region.x
                    if cells[start + first].isContinuation, !source[from + first].isContinuation, x + first > 0 {
                        cells[start + first - 1] = .blank(cells[start + first - 1].style)
                    }
                    if x + last < width, cells[start + last].isContinuation { cells[start + last] = .blank(cells[start + last].style) }
                    (cells.baseAddress! + start + first).update(from: source.baseAddress! + from + first, count: last - first)
                }
            }
        }
        guard other.hasClusters else { return }
        for row in rows {
            let start = (y + row) * width + x
            for index in (start + first)..<(start + last) where cells[index].isCluster {
                cells[index].content = content(of: Character(other.glyph(cells[index])))
            }
        }
    }

    /// The content value of a grapheme: its scalar, or a new cluster entry.
    private mutating func content(of character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first { return scalar.value }
        clusters.append(String(character))
        return Cell.clusterFlag | UInt32(clusters.count - 1)
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

extension Frame: Equatable {
    /// Frames are equal when every cell looks the same.
    public static func == (lhs: Frame, rhs: Frame) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        for index in lhs.cells.indices where !lhs.sameLook(lhs.cells[index], as: rhs.cells[index], in: rhs) {
            return false
        }
        return true
    }
}
