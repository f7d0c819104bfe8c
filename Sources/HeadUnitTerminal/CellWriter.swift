import HeadUnitCore

/// Writes the changed cells of a frame as the terminal's bytes, in the
/// cheapest brush that looks right, and keeps where the terminal's cursor
/// is and what it draws with from one frame to the next.
///
/// A value, so the cells of a knob step (about a thousand) are written
/// with no exclusivity check per cell, as a class's fields would have.
/// Where two ways of drawing a cell look the same, it takes the one that
/// keeps the terminal's current colours, since every colour change costs
/// about 22 bytes: a space takes the pen before or after it when the
/// backdrop is the same, a half block (`▌` `▐`) is drawn as its mirror
/// with the colours exchanged when that matches the cell before or after
/// it, and a stretch of spaces goes as one erase where the terminal
/// erases in colour.
struct CellWriter {
    /// The bytes of the frame being written.
    private(set) var bytes: [UInt8] = []
    var brushes: Brushes
    private let vocabulary: TerminalVocabulary
    /// Where the terminal's cursor is; nil when unknown.
    private var cursor: (row: Int, column: Int)?
    /// What the terminal draws with; nil when unknown.
    private var pen: Brush?
    /// The frame's cells (row by row) before which a stretch of spaces
    /// too short to erase was found: they are written as spaces.
    private var spacesWrittenUntil = 0

    /// Spaces in one brush from which an erase is cheaper than writing them.
    static let shortestErase = 8

    init(brushes: Brushes, vocabulary: TerminalVocabulary) {
        self.brushes = brushes
        self.vocabulary = vocabulary
    }

    /// Forgets where the cursor is and what the pen holds: the screen was
    /// drawn by someone else (curses cleared it).
    mutating func forgetTerminal() {
        cursor = nil
        pen = nil
    }

    /// The bytes that draw `runs` of `frame`, ending with a reset of the
    /// pen; none when there is nothing to draw.
    mutating func write(_ runs: [FrameDiff.Run], of frame: Frame) -> [UInt8] {
        bytes.removeAll(keepingCapacity: true)
        spacesWrittenUntil = 0
        let cells = frame.cells
        for run in runs {
            var col = run.columns.lowerBound
            while col < run.columns.upperBound {
                col = put(cells, frame, col, run)
            }
        }
        if !bytes.isEmpty {
            bytes += vocabulary.reset
            pen = .terminalDefault
        }
        return bytes
    }

    /// Puts the cell at `col` (and a stretch of spaces after it where one
    /// erase does) in the cheapest brush that looks right; returns the
    /// column after what it put.
    private mutating func put(_ cells: [Cell], _ frame: Frame, _ col: Int, _ run: FrameDiff.Run) -> Int {
        let index = run.row * frame.width + col
        let cell = cells[index]
        if cell.isContinuation || (vocabulary.scrollsAtLastCell && run.row == frame.height - 1 && col == frame.width - 1) {
            return col + 1
        }
        let own = brushes.brush(cell.style)
        if cell.isCluster { return putCluster(frame, col, run.row, own) }
        var scalar = cell.content
        var brush = own
        if scalar == 0x20 {
            brush = spaceBrush(own, cells, index, end: run.row * frame.width + run.columns.upperBound)
            if index >= spacesWrittenUntil, vocabulary.canErase(in: brush) {
                let spaces = blanks(cells, from: index, end: run.row * frame.width + run.columns.upperBound, backdrop: brush.backdrop)
                if spaces >= Self.shortestErase {
                    draw(at: run.row, col, in: brush)
                    vocabulary.erase(spaces, into: &bytes)
                    return col + spaces
                }
                // Too few to erase: the rest of them are written as they come.
                spacesWrittenUntil = index + spaces
            }
        } else if let mirror = Self.mirror(of: scalar), own.isPlain, own != pen, let exchanged = brushes.swapped(own),
            exchanged == pen || (col + 1 < run.columns.upperBound && exchanged == brushes.brush(cells[index + 1].style))
        {
            scalar = mirror
            brush = exchanged
        }
        draw(at: run.row, col, in: brush)
        if scalar < 0x80 {
            bytes.append(UInt8(scalar))
        } else {
            UTF8.encode(Unicode.Scalar(scalar) ?? " ") { bytes.append($0) }
        }
        let width = col + 1 < frame.width && cells[index + 1].isContinuation ? 2 : 1
        advance(by: width, frameWidth: frame.width)
        return col + width
    }

    /// Puts a grapheme cluster of several scalars as curses did: its base
    /// and the marks that follow it, at most five. One made wide by a
    /// presentation selector (♻️) is its base and a space, so every
    /// terminal agrees on where the next cell is; after one wide by
    /// itself the cursor is placed again, since terminals disagree on it.
    private mutating func putCluster(_ frame: Frame, _ col: Int, _ row: Int, _ brush: Brush) -> Int {
        let text = frame.glyph(frame[col, row])
        var scalars: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars.prefix(5) {
            if !scalars.isEmpty, TextWidth.columns(of: Character(scalar)) != 0 { break }
            scalars.append(scalar)
        }
        let narrowBase = scalars.count > 1 && TextWidth.columns(of: Character(scalars[0])) == 1
        if narrowBase { scalars = [scalars[0]] }
        draw(at: row, col, in: brush)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        guard narrowBase else {
            cursor = nil
            return col + (col + 1 < frame.width && frame[col + 1, row].isContinuation ? 2 : 1)
        }
        guard col + 1 < frame.width else {
            cursor = nil
            return col + 1
        }
        bytes.append(0x20)
        advance(by: 2, frameWidth: frame.width)
        return col + 2
    }

    /// Moves the cursor to a cell and sets the pen to a brush.
    private mutating func draw(at row: Int, _ col: Int, in brush: Brush) {
        if cursor.map({ $0.row != row || $0.column != col }) ?? true {
            if !vocabulary.movesWithAttributes, let pen, !pen.isPlain {
                bytes += vocabulary.reset
                self.pen = .terminalDefault
            }
            vocabulary.move(from: cursor, to: row, col, into: &bytes)
            cursor = (row, col)
        }
        if brush != pen {
            vocabulary.pen(brush, from: pen, into: &bytes)
            pen = brush
        }
    }

    /// The cursor after writing `width` columns; unknown at the right edge,
    /// where terminals differ on where it waits.
    private mutating func advance(by width: Int, frameWidth: Int) {
        guard let current = cursor, current.column + width < frameWidth else {
            cursor = nil
            return
        }
        cursor = (current.row, current.column + width)
    }

    /// A space shows only its backdrop: it keeps the current pen, or
    /// takes the brush of the next glyph before `end` (the run's end),
    /// when either has it.
    private mutating func spaceBrush(_ own: Brush, _ cells: [Cell], _ index: Int, end: Int) -> Brush {
        if let pen, pen.backdrop == own.backdrop { return pen }
        var next = index + 1
        while next < end {
            let cell = cells[next]
            if !cell.isContinuation, cell.content != 0x20 {
                let brush = brushes.brush(cell.style)
                return brush.backdrop == own.backdrop ? brush : own
            }
            next += 1
        }
        return own
    }

    /// How many spaces on one backdrop start at `index`, before `end`.
    /// A cell whose 8 bytes are those of the cell before it is the same
    /// space, taken without a look at its style: a knob step's highlight
    /// is rows of such spaces.
    private mutating func blanks(_ cells: [Cell], from index: Int, end: Int, backdrop: Int32) -> Int {
        guard MemoryLayout<Cell>.size == 8, MemoryLayout<Cell>.stride == 8 else {
            var last = index
            while last < end, cells[last].content == 0x20, brushes.brush(cells[last].style).backdrop == backdrop { last += 1 }
            return last - index
        }
        return cells.withUnsafeBytes { raw in
            var last = index
            var same: UInt64?
            while last < end {
                let word = raw.load(fromByteOffset: last &* 8, as: UInt64.self)
                if word != same {
                    let cell = cells[last]
                    guard cell.content == 0x20, brushes.brush(cell.style).backdrop == backdrop else { break }
                    same = word
                }
                last += 1
            }
            return last - index
        }
    }

    /// The half block that looks the same as `scalar` with the colours exchanged, if it is one.
    private static func mirror(of scalar: UInt32) -> UInt32? {
        switch scalar {
        case 0x258C: 0x2590  // ▌ is ▐ reversed
        case 0x2590: 0x258C
        default: nil
        }
    }
}
