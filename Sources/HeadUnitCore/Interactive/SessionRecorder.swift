/// A session as a script (`headunit run --record FILE`): each input as the
/// command that gives it, touches in display pixels, and the real pauses
/// between them as `sleep`, so `headunit script` replays it headless to
/// the same frames.
public struct SessionRecorder: Sendable {
    private var lines: [String]
    /// The session clock the recorded sleeps have reached.
    private var recordedClock: Double

    public init(scenario: String, clock: Double) {
        lines = ["# recorded by headunit run --record, on \(scenario)"]
        recordedClock = clock
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
    }

    /// The script, ending with a check of the template shown, if any.
    public func text(endingOn template: TemplateID?) -> String {
        (lines + (template.map { ["expect template \($0)"] } ?? [])).joined(separator: "\n") + "\n"
    }
}
