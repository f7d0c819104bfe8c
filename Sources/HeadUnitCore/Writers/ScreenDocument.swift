/// The text form of a screen that goldens hold and `snapshot --format
/// golden` prints: a header line, the rows as plain text (right-trimmed,
/// as `tmux capture-pane` reads them), the style runs of each row by role,
/// and the control map.
public enum ScreenDocument {
    /// The document for `screen`; `title` names what it shows.
    public static func text(of screen: Screen, title: String) -> String {
        let frame = screen.frame
        var lines = ["# headunit frame \(frame.width)x\(frame.height): \(title)"]
        lines += PlainTextWriter.rows(of: frame)
        lines.append("--- styles (row: first-last ink/surface; text/background elsewhere)")
        for row in 0..<frame.height {
            let runs = styleRuns(frame, row: row).filter { $0.style != .plain }
            guard !runs.isEmpty else { continue }
            let described = runs.map { run in
                let span = run.first == run.last ? "\(run.first)" : "\(run.first)-\(run.last)"
                return "\(span) \(run.style.name)"
            }
            lines.append("\(row): " + described.joined(separator: ", "))
        }
        lines.append("--- controls (id column,row widthxheight)")
        for control in screen.controls {
            var line = "\(control.id) \(control.rect)"
            if !control.isEnabled { line += " disabled" }
            if control.id == screen.focus { line += " focused" }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs of equal style along a row, by column.
    static func styleRuns(_ frame: Frame, row: Int) -> [(first: Int, last: Int, style: Style)] {
        var runs: [(first: Int, last: Int, style: Style)] = []
        for col in 0..<frame.width {
            let style = frame[col, row].style
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].last = col
            } else {
                runs.append((col, col, style))
            }
        }
        return runs
    }
}
