/// An asciicast v2 recording (the format of asciinema): a header line,
/// then `[time, "o", data]` events (the first draws the whole frame, each
/// after it only the cells that changed, as a terminal is painted), and
/// `[time, "m", label]` markers. It carries no wall-clock time, so the same
/// script on the virtual clock writes the same file every run. Lines are
/// taken as they are made (`take()`), so a long recording is written as it
/// goes and never held whole.
public struct AsciicastWriter: Sendable {
    private var pending: [String]
    private var last: Frame?
    /// The player's pen after the last step: kept, so a step sends only
    /// what differs, and reset when the recording ends.
    private var pen: ANSIWriter.Pen?
    private var lastTime = 0.0
    private let palette: Palette
    private let depth: ColourDepth

    /// A recording `width` x `height` cells, drawn in `palette`; pauses longer
    /// than two seconds play as two (`idle_time_limit`).
    public init(width: Int, height: Int, title: String, palette: Palette, depth: ColourDepth = .ansi256) {
        pending = [
            "{\"version\": 2, \"width\": \(width), \"height\": \(height), \"idle_time_limit\": 2, \"title\": \(DiagnosticJSON.quoted(title)), "
                + "\"env\": {\"TERM\": \"xterm-256color\"}}"
        ]
        self.palette = palette
        self.depth = depth
    }

    /// The frame at `time` seconds, when it differs from the last one: the
    /// whole of it the first time, from the top-left corner; after that the
    /// cells that changed.
    public mutating func frame(_ frame: Frame, at time: Double) {
        guard frame != last else { return }
        let data: String
        if let last, last.width == frame.width, last.height == frame.height {
            data = ANSIWriter.changes(from: last, to: frame, palette: palette, depth: depth, pen: &pen)
        } else {
            pen = nil
            data = "\u{1B}[?25l\u{1B}[2J" + ANSIWriter.changes(from: nil, to: frame, palette: palette, depth: depth, pen: &pen)
        }
        pending.append("[\(Self.time(time)), \"o\", \(DiagnosticJSON.quoted(data))]")
        last = frame
        lastTime = time
    }

    /// Ends the recording: the player's pen reset and its cursor shown
    /// again, so a terminal that played it (`asciinema cat`) is left as it was.
    public mutating func finish() {
        guard last != nil else { return }
        pending.append("[\(Self.time(lastTime)), \"o\", \(DiagnosticJSON.quoted("\u{1B}[0m\u{1B}[?25h"))]")
        last = nil
        pen = nil
    }

    /// A marker at `time`: players list them as chapters (a script's lines).
    public mutating func marker(_ label: String, at time: Double) {
        pending.append("[\(Self.time(time)), \"m\", \(DiagnosticJSON.quoted(label))]")
    }

    /// The lines made since the last take (the header first), one JSON
    /// document a line, each ending in a line break.
    public mutating func take() -> String {
        defer { pending = [] }
        return pending.map { $0 + "\n" }.joined()
    }

    /// Seconds with millisecond precision, as asciicast writes them.
    private static func time(_ seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        let rest = milliseconds % 1000
        return "\(milliseconds / 1000).\(rest < 10 ? "00" : rest < 100 ? "0" : "")\(rest)"
    }
}
