/// How a demo paces a script for people watching: a pause before each
/// input, as a person takes, and long waits shortened, so that a drive of
/// twenty minutes plays in seconds. `headunit play` waits this long in real
/// time; `--cast` writes these times into the recording.
public enum DemoTiming {
    /// Before an input a driver gives, in seconds at speed 1.
    public static let inputPause = 0.8
    /// The longest a `sleep` lasts in a demo, in seconds at speed 1.
    public static let longestWait = 3.0

    /// How long a demo takes over `command` at speed 1.
    public static func seconds(for command: Command) -> Double {
        if case .sleep(let seconds) = command { return min(seconds, longestWait) }
        return Keycast.label(of: command) == nil ? 0 : inputPause
    }
}
