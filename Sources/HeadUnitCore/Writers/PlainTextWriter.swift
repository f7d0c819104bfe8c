/// Writes a frame as plain text: one line per row, trailing spaces trimmed,
/// the same text `tmux capture-pane -p` reads from a terminal showing it.
public enum PlainTextWriter {
    /// The rows of `frame`, right-trimmed.
    /// (Each row is written as UTF-8 bytes and made a string once: a
    /// string grown a scalar at a time cost an `expect text` most of its time.)
    public static func rows(of frame: Frame) -> [String] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(frame.width * 3)
        return (0..<frame.height).map { row($0, of: frame, buffer: &bytes) }
    }

    /// Row `y` of `frame`, its bytes written in `bytes` (emptied first).
    private static func row(_ y: Int, of frame: Frame, buffer bytes: inout [UInt8]) -> String {
        row(y, of: frame, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Row `y` of `frame`, right-trimmed, as UTF-8 in `bytes` (emptied
    /// first): for a reader that needs only some rows, or only their bytes.
    static func row(_ y: Int, of frame: Frame, into bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        let start = y * frame.width
        for cell in frame.cells[start..<(start + frame.width)] {
            // Nearly every cell is ASCII: its byte, without a call.
            if cell.content < 0x80 { bytes.append(UInt8(truncatingIfNeeded: cell.content)) } else { frame.appendGlyph(cell, toUTF8: &bytes) }
        }
        while bytes.last == 0x20 { bytes.removeLast() }
    }

    /// The whole frame, rows joined by newlines, with a final newline.
    public static func text(of frame: Frame) -> String {
        rows(of: frame).joined(separator: "\n") + "\n"
    }
}
