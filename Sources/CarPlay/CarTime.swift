import Foundation

/// The car's time as an app's Swift concurrency meets it: the jobs of the
/// app's tasks that wait on the main queue, and those that sleep
/// (`Task.sleep`, `ContinuousClock.sleep`) until the car's clock passes
/// their deadline. One per car. The app's tasks carry it (`current`, a
/// task-local bound while the app's code runs in the car's turn, which the
/// tasks it starts there inherit), and `AppExecutor` reads it from them.
///
/// Thread-safe: the runtime hands jobs over from any thread.
package final class CarTime: @unchecked Sendable {
    /// The car whose app's code runs now, or the car of the task running now.
    @TaskLocal package static var current: CarTime?

    private let lock = NSLock()
    /// The car's clock, in seconds, as of the car's last turn.
    private var now = 0.0
    /// The app's jobs put on the main queue and not yet run.
    private var queued = 0
    /// The app's sleeping jobs, soonest first (in order of sleeping at a tie).
    private var sleepers: [Sleeper] = []
    private var sleeps = 0

    private struct Sleeper {
        let due: Double
        let order: Int
        let job: UnownedJob
    }

    package init() {}

    /// Whether some of the app's jobs wait on the main queue: the app's
    /// async work is not yet quiescent.
    package var hasQueuedWork: Bool { lock.withLock { queued > 0 } }

    /// When the app's next sleep ends, on the car's clock.
    package var nextDeadline: Double? { lock.withLock { sleepers.first?.due } }

    /// A job of the app's goes on the main queue.
    func queue() { lock.withLock { queued += 1 } }

    /// A job of the app's ran.
    func ran() { lock.withLock { queued -= 1 } }

    /// Holds `job` until the car's clock has gone `seconds` on.
    func sleep(_ job: UnownedJob, for seconds: Double) {
        lock.withLock {
            sleeps += 1
            let sleeper = Sleeper(due: now + max(0, seconds), order: sleeps, job: job)
            let at = sleepers.firstIndex { ($0.due, $0.order) > (sleeper.due, sleeper.order) } ?? sleepers.endIndex
            sleepers.insert(sleeper, at: at)
        }
    }

    /// Moves the car's clock to `clock` and gives the jobs whose sleep has
    /// ended by then, soonest first.
    package func move(to clock: Double) -> [UnownedJob] {
        lock.withLock {
            now = max(now, clock)
            let due = sleepers.prefix { $0.due <= now }
            sleepers.removeFirst(due.count)
            return due.map(\.job)
        }
    }
}
