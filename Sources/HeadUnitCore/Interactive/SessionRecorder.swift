/// A session as a script (`headunit run --record FILE`): each input as the
/// command that gives it, touches in display pixels, and the real pauses
/// between them as `sleep`, so `headunit script` replays it headless to
/// the same frames.
public struct SessionRecorder: Sendable {
    private var lines: [String]
    /// The session clock the recorded sleeps have reached.
    private var recordedClock: Double
    /// Where each line goes as it is recorded, so that a session ended
    /// before its end (a hung app's watchdog, a kill) keeps what it did.
    private let sink: (@Sendable ([String]) -> Void)?
    /// How many lines the sink has been given.
    private var given = 0

    /// A recorder for a session of `scenario` from `clock`; each input's
    /// lines are given to `sink` as they are recorded, the first with the
    /// header before them.
    public init(scenario: String, clock: Double, sink: (@Sendable ([String]) -> Void)? = nil) {
        lines = ["# recorded by headunit run --record, on \(scenario)"]
        recordedClock = clock
        self.sink = sink
    }

    /// Records `command`, given at `clock`, after the pause since the last.
    public mutating func record(_ command: Command, at clock: Double) {
        // Whole hundredths, summed as they are written, so the replay's
        // clock never drifts from the recording's.
        let pause = ((clock - recordedClock) * 100).rounded(.down) / 100
        if pause >= 0.01 {
            lines.append("sleep \(TaskCostFormat.seconds(pause))")
            recordedClock += pause
        }
        lines.append(CommandText.text(of: command) ?? "# not recorded: text the command language cannot write")
        if let sink {
            sink(Array(lines[given...]))
            given = lines.count
        }
    }

    /// The lines the sink has not been given, ending with the check of
    /// `template`: what the file lacks once the session ends.
    public func rest(endingOn template: TemplateID?) -> [String] {
        Array(lines[given...]) + (template.map { ["expect template \($0)"] } ?? [])
    }

    /// The script, ending with a check of the template shown, if any.
    public func text(endingOn template: TemplateID?) -> String {
        (lines + (template.map { ["expect template \($0)"] } ?? [])).joined(separator: "\n") + "\n"
    }
}
