/// An asciicast v2 recording (the format of asciinema): a header line,
/// then `[time, "o", data]` events that redraw the frame, and `[time, "m",
/// label]` markers. It carries no wall-clock time, so the same script on
/// the virtual clock writes the same file every run.
public struct AsciicastWriter: Sendable {
    private let header: String
    private var events: [String] = []
    private var last: Frame?
    private let palette: Palette
    private let depth: ColourDepth

    /// A recording `width` x `height` cells, drawn in `palette`; pauses longer
    /// than two seconds play as two (`idle_time_limit`).
    public init(width: Int, height: Int, title: String, palette: Palette, depth: ColourDepth = .ansi256) {
        header =
            "{\"version\": 2, \"width\": \(width), \"height\": \(height), \"idle_time_limit\": 2, \"title\": \(DiagnosticJSON.quoted(title)), "
            + "\"env\": {\"TERM\": \"xterm-256color\"}}"
        self.palette = palette
        self.depth = depth
    }

    /// The frame at `time` seconds, when it differs from the last one: the
    /// whole of it, from the top-left corner.
    public mutating func frame(_ frame: Frame, at time: Double) {
        guard frame != last else { return }
        let start = last == nil ? "\u{1B}[?25l\u{1B}[2J\u{1B}[H" : "\u{1B}[H"
        let rows = ANSIWriter.text(of: frame, palette: palette, depth: depth).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        events.append("[\(Self.time(time)), \"o\", \(DiagnosticJSON.quoted(start + rows.joined(separator: "\r\n")))]")
        last = frame
    }

    /// A marker at `time`: players list them as chapters (a script's lines).
    public mutating func marker(_ label: String, at time: Double) {
        events.append("[\(Self.time(time)), \"m\", \(DiagnosticJSON.quoted(label))]")
    }

    /// The recording: one JSON document a line.
    public var text: String {
        ([header] + events).joined(separator: "\n") + "\n"
    }

    /// Seconds with millisecond precision, as asciicast writes them.
    private static func time(_ seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        let rest = milliseconds % 1000
        return "\(milliseconds / 1000).\(rest < 10 ? "00" : rest < 100 ? "0" : "")\(rest)"
    }
}
