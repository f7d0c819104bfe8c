/// How a demo paces a script for people watching: a pause before each
/// input, as a person takes, and waits on the car's clock at its rate
/// (`--clock-rate`), long ones shortened, so that a drive of twenty minutes
/// plays in seconds. `headunit play` waits this long in real time;
/// `--cast` and `--video` write these times into the recording.
public enum DemoTiming {
    /// Before an input a driver gives, in seconds at speed 1.
    public static let inputPause = 0.8
    /// The longest a `sleep` lasts in a demo, in seconds at speed 1.
    public static let longestWait = 3.0
    /// How long a video holds its last frame, in seconds at speed 1: the
    /// end is seen before the video stops or loops.
    public static let closingPause = 2.0

    /// The clock's readings at the frames of a demo's `sleep` of `seconds`
    /// from `start`, a frame a tenth of a second of the shortened wait at
    /// `speed` and the car's `clockRate`: the last is exactly `start +
    /// seconds`, where `script`'s sleep ends, so that a handler due then is
    /// done in both (ten steps of 0.1 fall short of 1.0 in floating point).
    public static func sleepFrames(_ seconds: Double, from start: Double, speed: Double, clockRate: Double = 1) -> [Double] {
        let frames = max(1, Int((wait(seconds, clockRate: clockRate) / speed * 10).rounded()))
        return (1...frames).map { $0 == frames ? start + seconds : start + seconds * Double($0) / Double(frames) }
    }

    /// How long a demo takes over `command` at speed 1, the car's clock
    /// running `clockRate` times as fast as the demo's.
    public static func seconds(for command: Command, clockRate: Double = 1) -> Double {
        if case .sleep(let seconds) = command { return wait(seconds, clockRate: clockRate) }
        return Keycast.label(of: command) == nil ? 0 : inputPause
    }

    /// A sleep of `seconds` on the car's clock, in a demo's seconds.
    private static func wait(_ seconds: Double, clockRate: Double) -> Double {
        min(seconds / clockRate, longestWait)
    }
}
