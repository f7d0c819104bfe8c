import CarPlay
import Foundation

/// The time a test car's step may take, in real time: a step whose app
/// code never returns (a handler that waits for a network answer on the
/// main thread) holds the main thread, which nothing in the process can
/// take back. When a step passes its limit, a watcher on another thread
/// says which of the app's code was running and ends the process (status
/// 124, as `timeout` ends a command), as iOS's watchdog ends an app that
/// blocks its main thread (Apple, "Addressing watchdog terminations"). In
/// `TestCar.isolated` that process is the test's own worker, so that test
/// alone fails, with this description; elsewhere the test run ends with
/// it, instead of hanging until the CI's own limit.
final class StepTimeLimit: @unchecked Sendable {
    /// The limit, in seconds.
    let seconds: Double
    private let lock = NSLock()
    /// How many steps began; the step that runs now (0: none).
    private var began: UInt64 = 0
    private var running: UInt64 = 0

    init(_ limit: Duration) { seconds = limit.seconds }

    /// The exit status of a process whose step passed its limit.
    static let exitStatus: Int32 = 124

    /// Runs `step`, watched.
    @MainActor func watch(_ step: () async -> Void) async {
        let mine = lock.withLock {
            began += 1
            running = began
            return began
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            if lock.withLock({ running == mine }) { expire() }
        }
        await step()
        lock.withLock { running = 0 }
    }

    /// How the line a process ends with ends.
    static let ending = "; the test process ends, as iOS's watchdog ends an app that blocks its main thread."

    /// What a step that passed its limit was doing.
    static func description(seconds: Double, appCode: String) -> String {
        "a step of the test car did not end within its time limit of \(seconds.formatted()) s: "
            + (appCode.isEmpty ? "the app's queued work did not end" : "the app's code did not return (\(appCode))")
    }

    private func expire() -> Never {
        let line =
            "CarPlayTesting: \(Self.description(seconds: seconds, appCode: AppCode.current))\(Self.ending)\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
        _exit(Self.exitStatus)
    }
}

extension Double {
    /// The number as a person writes it: `1`, `0.5`.
    fileprivate func formatted() -> String { self == rounded() ? String(Int(self)) : String(self) }
}
