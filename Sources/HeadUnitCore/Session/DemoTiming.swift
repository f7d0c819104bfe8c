/// How a demo paces a script for people watching: a pause before each
/// input, as a person takes, and long waits shortened, so that a drive of
/// twenty minutes plays in seconds. `headunit play` waits this long in real
/// time; `--cast` writes these times into the recording.
public enum DemoTiming {
    /// Before an input a driver gives, in seconds at speed 1.
    public static let inputPause = 0.8
    /// The longest a `sleep` lasts in a demo, in seconds at speed 1.
    public static let longestWait = 3.0

    /// The clock's readings at the frames of a demo's `sleep` of `seconds`
    /// from `start`, a frame a tenth of a second of the shortened wait at
    /// `speed`: the last is exactly `start + seconds`, where `script`'s
    /// sleep ends, so that a handler due then is done in both (ten steps of
    /// 0.1 fall short of 1.0 in floating point).
    public static func sleepFrames(_ seconds: Double, from start: Double, speed: Double) -> [Double] {
        let frames = max(1, Int((min(seconds, longestWait) / speed * 10).rounded()))
        return (1...frames).map { $0 == frames ? start + seconds : start + seconds * Double($0) / Double(frames) }
    }

    /// How long a demo takes over `command` at speed 1.
    public static func seconds(for command: Command) -> Double {
        if case .sleep(let seconds) = command { return min(seconds, longestWait) }
        return Keycast.label(of: command) == nil ? 0 : inputPause
    }
}
