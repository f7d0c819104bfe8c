import CNcursesw
import Glibc
import HeadUnitCore

/// Paints frames on the terminal: only the cells that changed since the
/// last frame, in a theme's colours at the terminal's colour depth, in
/// the terminal's own escape sequences (`TerminalVocabulary`), one
/// `write` a frame; `CellWriter` picks the bytes.
///
/// Curses sets the terminal up, reads it and restores it, but draws none
/// of a frame: its cell-by-cell update cost more than the rest of a knob
/// step.
final class Painter {
    private var previous: Frame?
    private let depth: ColourDepth
    private let output: Int32
    private let vocabulary: TerminalVocabulary?
    /// Made at the first frame, when the palette is known.
    private var writer: CellWriter?

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
        // Taken out while it writes, so that its buffer is never shared.
        var writer = writer.take() ?? CellWriter(brushes: Brushes(depth: depth, palette: palette), vocabulary: vocabulary)
        defer { self.writer = writer }
        if writer.brushes.use(palette) { previous = nil }
        if previous == nil {
            // A whole frame: curses clears the screen if asked to and sends
            // what it holds; its window stays untouched, so that reading a
            // key never has it draw that window over the frame.
            wnoutrefresh(hu_stdscr())
            doupdate()
            writer.forgetTerminal()
        }
        let runs = FrameDiff.runs(from: previous, to: frame)
        let bytes = writer.write(runs, of: frame)
        if !bytes.isEmpty { write(bytes) }
        previous = frame
        return FrameDiff.cellCount(runs)
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
}
