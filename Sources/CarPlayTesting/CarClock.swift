import Foundation

/// The car's clock as a Swift `Clock`, for an app that takes its clock as a
/// parameter (`some Clock<Duration>`, as TCA's and swift-clocks' users do):
/// give it the car's clock in a test and its `sleep(for:)` ends when
/// `car.advance(by:)` passes its deadline, at once, never in real time.
/// (The app's own `Task.sleep` waits on the car's clock too; a `Timer` or
/// `asyncAfter` it calls runs in real time: Linux gives no way to move
/// those clocks; see docs/TESTING.md.)
public final class CarClock: Clock, @unchecked Sendable {
    /// A moment on the car's clock: the time since the car was made.
    public struct Instant: InstantProtocol, Sendable {
        public let offset: Duration

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []
    private var nextID = 0

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    /// A clock at zero, for a car to be made with (`TestCar(..., clock:)`).
    public init() {}

    public var now: Instant { lock.withLock { current } }
    public var minimumResolution: Duration { .nanoseconds(1) }

    /// Suspends until the car's clock reaches `deadline` (or the task is cancelled).
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let due = lock.withLock {
                    guard deadline > current else { return true }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if due { continuation.resume() }
            }
        } onCancel: {
            let cancelled = lock.withLock { () -> Sleeper? in
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    /// The earliest deadline of a sleeper at or before `limit`, if any.
    func nextDeadline(upTo limit: Instant) -> Instant? {
        lock.withLock { sleepers.map(\.deadline).filter { $0 <= limit }.min() }
    }

    /// Moves the clock to `instant` and wakes the sleepers it passes.
    func move(to instant: Instant) {
        let woken = lock.withLock { () -> [Sleeper] in
            current = max(current, instant)
            let due = sleepers.filter { $0.deadline <= current }.sorted { $0.deadline < $1.deadline }
            sleepers.removeAll { $0.deadline <= current }
            return due
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }
}
