import CNcursesw
import HeadUnitCore

/// Paints frames into curses: only the cells that changed since the last
/// frame, in a theme's colours at the terminal's colour depth, then one
/// `doupdate`.
///
/// Where two ways of drawing a cell look the same, it takes the one that
/// keeps the terminal's current colours, since every colour change costs
/// about 22 bytes: a space takes the brush before or after it when the
/// backdrop is the same, and a half block (`▌` `▐`) is drawn as its mirror with the
/// colours exchanged when that matches the cell before or after it.
final class Painter {
    private var previous: Frame?
    private var brushes: Brushes?
    private let depth: ColourDepth
    private var glyph: [wchar_t] = Array(repeating: 0, count: 10)

    init(depth: ColourDepth) {
        self.depth = depth
    }

    /// Forgets what is on screen, so the next frame is painted whole.
    func invalidate() {
        previous = nil
        clearok(hu_stdscr(), true)
    }

    /// Paints a frame in a palette; returns the cells written.
    @discardableResult
    func paint(_ frame: Frame, palette: Palette) -> Int {
        let brushes: Brushes
        if let current = self.brushes {
            brushes = current
            if brushes.use(palette) { previous = nil }
        } else {
            brushes = Brushes(depth: depth, palette: palette)
            self.brushes = brushes
        }
        let runs = FrameDiff.runs(from: previous, to: frame)
        // Curses paints the changed cells in this order, so the brush of
        // the cell painted last is the terminal's current one.
        var current: Brush?
        for run in runs {
            var col = run.columns.lowerBound
            while col < run.columns.upperBound {
                let cell = frame[col, run.row]
                if !cell.isContinuation {
                    current = put(frame, col, run, brushes: brushes, after: current)
                }
                col += 1
            }
        }
        wnoutrefresh(hu_stdscr())
        doupdate()
        previous = frame
        return FrameDiff.cellCount(runs)
    }

    /// Puts one cell into curses in the cheapest brush that looks right; returns that brush.
    private func put(_ frame: Frame, _ col: Int, _ run: FrameDiff.Run, brushes: Brushes, after current: Brush?) -> Brush {
        let cell = frame[col, run.row]
        let own = brushes.brush(cell.style)
        guard !cell.isCluster else { return putCluster(frame.glyph(cell), col, run.row, own, frameWidth: frame.width) }
        // One scalar: most cells, and no string is made for them.
        var scalar = cell.content
        var brush = own
        if scalar == 0x20 {
            brush = spaceBrush(own, after: current, frame, col, run, brushes: brushes)
        } else if let mirror = Self.mirror(of: scalar), own.isPlain, own != current, let exchanged = brushes.swapped(own),
            exchanged == current || exchanged == nextBrush(frame, col, run, brushes: brushes)
        {
            scalar = mirror
            brush = exchanged
        }
        glyph[0] = wchar_t(bitPattern: scalar)
        glyph[1] = 0
        _ = hu_put_cell(Int32(run.row), Int32(col), glyph, brush.attributes, brush.pair)
        return brush
    }

    /// Puts a grapheme cluster of several scalars in its own brush. One made
    /// wide by a presentation selector (♻️) is one column to curses: its base
    /// and a space are painted, so every terminal agrees on where the next
    /// cell is.
    private func putCluster(_ text: String, _ col: Int, _ row: Int, _ brush: Brush, frameWidth: Int) -> Brush {
        var scalars = Array(text.unicodeScalars.prefix(8))
        let narrowBase = scalars.count > 1 && TextWidth.columns(of: Character(scalars[0])) == 1
        if narrowBase { scalars = [scalars[0]] }
        for (index, scalar) in scalars.enumerated() { glyph[index] = wchar_t(bitPattern: scalar.value) }
        glyph[scalars.count] = 0
        if hu_put_cell(Int32(row), Int32(col), glyph, brush.attributes, brush.pair) == ERR, scalars.count > 1 {
            glyph[1] = 0
            _ = hu_put_cell(Int32(row), Int32(col), glyph, brush.attributes, brush.pair)
        }
        if narrowBase, col + 1 < frameWidth {
            glyph[0] = 0x20
            glyph[1] = 0
            _ = hu_put_cell(Int32(row), Int32(col + 1), glyph, brush.attributes, brush.pair)
        }
        return brush
    }

    /// A space shows only its backdrop: it keeps the current brush, or
    /// takes the one of the next glyph in the run, when either has it.
    private func spaceBrush(_ own: Brush, after current: Brush?, _ frame: Frame, _ col: Int, _ run: FrameDiff.Run, brushes: Brushes) -> Brush {
        if let current, current.backdrop == own.backdrop { return current }
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

    /// The brush of the next cell of a run, if the run goes on.
    private func nextBrush(_ frame: Frame, _ col: Int, _ run: FrameDiff.Run, brushes: Brushes) -> Brush? {
        guard col + 1 < run.columns.upperBound else { return nil }
        return brushes.brush(frame[col + 1, run.row].style)
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
