import CarPlay
import Foundation

/// The time a test car's step may take, in real time: a step whose app
/// code never returns (a handler that waits for a network answer on the
/// main thread) holds the main thread, which nothing in the process can
/// take back. When one entry into the app's code holds a step for the
/// whole limit, a watcher on another thread says which of the app's code
/// it is and ends the process (status 124, as `timeout` ends a command),
/// as iOS's watchdog ends an app that blocks its main thread (Apple,
/// "Addressing watchdog terminations"). In `TestCar.isolated` that
/// process is the test's own worker, so that test alone fails, with this
/// description; elsewhere the test run ends with it, instead of hanging
/// until the CI's own limit. A step slow for another reason (the main
/// thread busy with other tests' work in a parallel run) is none of the
/// app's doing, and is not ended.
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
        look(mine, since: nil)
        await step()
        lock.withLock { running = 0 }
    }

    /// Looks, a few times a limit, whether step `mine` is held by one
    /// entry into the app's code (`since`: which entry, first seen when)
    /// for the whole limit.
    private func look(_ mine: UInt64, since: (entry: UInt, at: ContinuousClock.Instant)?) {
        DispatchQueue.global().asyncAfter(deadline: .now() + min(seconds / 4, 0.25)) { [self] in
            guard lock.withLock({ running == mine }) else { return }
            let code = AppCode.current
            guard !code.isEmpty else { return look(mine, since: nil) }
            let entry = AppCode.entries
            let first: (entry: UInt, at: ContinuousClock.Instant) = since.flatMap { $0.entry == entry ? $0 : nil } ?? (entry, ContinuousClock.now)
            let held: Duration = first.at.duration(to: ContinuousClock.now)
            if held.seconds >= seconds { expire(code) }
            look(mine, since: first)
        }
    }

    /// How the line a process ends with ends.
    static let ending = "; the test process ends, as iOS's watchdog ends an app that blocks its main thread."

    /// What a step that passed its limit was doing.
    static func description(seconds: Double, appCode: String) -> String {
        "a step of the test car did not end within its time limit of \(seconds.formatted()) s: the app's code did not return (\(appCode))"
    }

    private func expire(_ code: String) -> Never {
        let line = "CarPlayTesting: \(Self.description(seconds: seconds, appCode: code))\(Self.ending)\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
        _exit(Self.exitStatus)
    }
}

extension Double {
    /// The number as a person writes it: `1`, `0.5`.
    fileprivate func formatted() -> String { self == rounded() ? String(Int(self)) : String(self) }
}
