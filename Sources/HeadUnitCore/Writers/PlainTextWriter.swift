/// Writes a frame as plain text: one line per row, trailing spaces trimmed,
/// the same text `tmux capture-pane -p` reads from a terminal showing it.
public enum PlainTextWriter {
    /// The rows of `frame`, right-trimmed.
    public static func rows(of frame: Frame) -> [String] {
        (0..<frame.height).map { row in
            var line = ""
            for col in 0..<frame.width {
                frame.appendGlyph(frame[col, row], to: &line)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The whole frame, rows joined by newlines, with a final newline.
    public static func text(of frame: Frame) -> String {
        rows(of: frame).joined(separator: "\n") + "\n"
    }
}
