import CNcursesw
import Glibc
import HeadUnitCore

/// Paints frames on the terminal: only the cells that changed since the
/// last frame, in a theme's colours at the terminal's colour depth, in
/// the terminal's own escape sequences (`TerminalVocabulary`), one
/// `write` a frame.
///
/// Curses sets the terminal up, reads it and restores it, but draws none
/// of a frame: its cell-by-cell update cost more than the rest of a knob
/// step. Where two ways of drawing a cell look the same, the painter takes
/// the one that keeps the terminal's current colours, since every colour
/// change costs about 22 bytes: a space takes the pen before or after it
/// when the backdrop is the same, a half block (`▌` `▐`) is drawn as its
/// mirror with the colours exchanged when that matches the cell before or
/// after it, and a stretch of spaces goes as one erase where the terminal
/// erases in colour.
final class Painter {
    private var previous: Frame?
    private var brushes: Brushes?
    private let depth: ColourDepth
    private let output: Int32
    private let vocabulary: TerminalVocabulary?
    private var bytes: [UInt8] = []
    /// Where the terminal's cursor is; nil when unknown.
    private var cursor: (row: Int, column: Int)?
    /// What the terminal draws with; nil when unknown.
    private var pen: Brush?
    /// The frame's cells (row by row) before which a stretch of spaces
    /// too short to erase was found: they are written as spaces.
    private var spacesWrittenUntil = 0

    /// Spaces in one brush from which an erase is cheaper than writing them.
    static let shortestErase = 8

    /// A painter of curses' current terminal, writing to `output`.
    init(depth: ColourDepth, output: Int32) {
        self.depth = depth
        self.output = output
        vocabulary = TerminalVocabulary()
    }

    /// Forgets what is on screen, so the next frame is painted whole.
    func invalidate() {
        previous = nil
        clearok(hu_stdscr(), true)
    }

    /// Paints a frame in a palette; returns the cells written.
    @discardableResult
    func paint(_ frame: Frame, palette: Palette) -> Int {
        guard let vocabulary else { return 0 }
        let brushes: Brushes
        if let current = self.brushes {
            brushes = current
            if brushes.use(palette) { previous = nil }
        } else {
            brushes = Brushes(depth: depth, palette: palette)
            self.brushes = brushes
        }
        if previous == nil {
            // A whole frame: curses clears the screen if asked to and sends
            // what it holds; its window stays untouched, so that reading a
            // key never has it draw that window over the frame.
            wnoutrefresh(hu_stdscr())
            doupdate()
            cursor = nil
            pen = nil
        }
        bytes.removeAll(keepingCapacity: true)
        spacesWrittenUntil = 0
        let runs = FrameDiff.runs(from: previous, to: frame)
        for run in runs {
            var col = run.columns.lowerBound
            while col < run.columns.upperBound {
                col = put(frame, col, run, brushes: brushes, vocabulary: vocabulary)
            }
        }
        if !bytes.isEmpty {
            bytes += vocabulary.reset
            pen = .terminalDefault
            write(bytes)
        }
        previous = frame
        return FrameDiff.cellCount(runs)
    }

    /// Puts the cell at `col` (and a stretch of spaces after it where one
    /// erase does) in the cheapest brush that looks right; returns the
    /// column after what it put.
    private func put(_ frame: Frame, _ col: Int, _ run: FrameDiff.Run, brushes: Brushes, vocabulary: TerminalVocabulary) -> Int {
        let cell = frame[col, run.row]
        if cell.isContinuation || (vocabulary.scrollsAtLastCell && run.row == frame.height - 1 && col == frame.width - 1) {
            return col + 1
        }
        let own = brushes.brush(cell.style)
        if cell.isCluster { return putCluster(frame, col, run.row, own, vocabulary: vocabulary) }
        var scalar = cell.content
        var brush = own
        if scalar == 0x20 {
            brush = spaceBrush(own, frame, col, run, brushes: brushes)
            let index = run.row * frame.width + col
            if index >= spacesWrittenUntil, vocabulary.canErase(in: brush) {
                let spaces = blanks(frame, from: col, in: run, backdrop: brush.backdrop, brushes: brushes)
                if spaces >= Self.shortestErase {
                    draw(at: run.row, col, in: brush, vocabulary: vocabulary)
                    vocabulary.erase(spaces, into: &bytes)
                    return col + spaces
                }
                // Too few to erase: the rest of them are written as they come.
                spacesWrittenUntil = index + spaces
            }
        } else if let mirror = Self.mirror(of: scalar), own.isPlain, own != pen, let exchanged = brushes.swapped(own),
            exchanged == pen || exchanged == nextBrush(frame, col, run, brushes: brushes)
        {
            scalar = mirror
            brush = exchanged
        }
        draw(at: run.row, col, in: brush, vocabulary: vocabulary)
        if scalar < 0x80 {
            bytes.append(UInt8(scalar))
        } else {
            UTF8.encode(Unicode.Scalar(scalar) ?? " ") { bytes.append($0) }
        }
        let width = col + 1 < frame.width && frame[col + 1, run.row].isContinuation ? 2 : 1
        advance(by: width, frameWidth: frame.width)
        return col + width
    }

    /// Puts a grapheme cluster of several scalars as curses did: its base
    /// and the marks that follow it, at most five. One made wide by a
    /// presentation selector (♻️) is its base and a space, so every
    /// terminal agrees on where the next cell is; after one wide by
    /// itself the cursor is placed again, since terminals disagree on it.
    private func putCluster(_ frame: Frame, _ col: Int, _ row: Int, _ brush: Brush, vocabulary: TerminalVocabulary) -> Int {
        let text = frame.glyph(frame[col, row])
        var scalars: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars.prefix(5) {
            if !scalars.isEmpty, TextWidth.columns(of: Character(scalar)) != 0 { break }
            scalars.append(scalar)
        }
        let narrowBase = scalars.count > 1 && TextWidth.columns(of: Character(scalars[0])) == 1
        if narrowBase { scalars = [scalars[0]] }
        draw(at: row, col, in: brush, vocabulary: vocabulary)
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
    private func draw(at row: Int, _ col: Int, in brush: Brush, vocabulary: TerminalVocabulary) {
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
    private func advance(by width: Int, frameWidth: Int) {
        guard let current = cursor, current.column + width < frameWidth else {
            cursor = nil
            return
        }
        cursor = (current.row, current.column + width)
    }

    /// A space shows only its backdrop: it keeps the current pen, or
    /// takes the brush of the next glyph in the run, when either has it.
    private func spaceBrush(_ own: Brush, _ frame: Frame, _ col: Int, _ run: FrameDiff.Run, brushes: Brushes) -> Brush {
        if let pen, pen.backdrop == own.backdrop { return pen }
        var next = col + 1
        while next < run.columns.upperBound {
            let cell = frame[next, run.row]
            if !cell.isContinuation, cell.content != 0x20 {
                let brush = brushes.brush(cell.style)
                return brush.backdrop == own.backdrop ? brush : own
            }
            next += 1
        }
        return own
    }

    /// How many spaces on one backdrop start at `col` in the run.
    private func blanks(_ frame: Frame, from col: Int, in run: FrameDiff.Run, backdrop: Int32, brushes: Brushes) -> Int {
        var end = col
        var style: Style?
        while end < run.columns.upperBound {
            let cell = frame[end, run.row]
            guard cell.content == 0x20 else { break }
            if cell.style != style {
                guard brushes.brush(cell.style).backdrop == backdrop else { break }
                style = cell.style
            }
            end += 1
        }
        return end - col
    }

    /// The brush of the next cell of a run, if the run goes on.
    private func nextBrush(_ frame: Frame, _ col: Int, _ run: FrameDiff.Run, brushes: Brushes) -> Brush? {
        guard col + 1 < run.columns.upperBound else { return nil }
        return brushes.brush(frame[col + 1, run.row].style)
    }

    /// Writes a frame's bytes, all of them, in one call where the terminal takes them.
    private func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.write(output, buffer.baseAddress! + offset, buffer.count - offset)
                if count > 0 {
                    offset += count
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
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
