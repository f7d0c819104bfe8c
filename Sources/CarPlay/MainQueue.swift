import Foundation

/// The main queue, which an app's `DispatchQueue.main.async` blocks and
/// main-actor tasks wait on: headunit runs what is pending in the app's
/// turn, on the main thread, as iOS's run loop would between events.
@MainActor package enum MainQueue {
    /// Whether the main queue runs between turns by other means (a test
    /// car's steps hop through it), so that a turn need not turn the run loop.
    package static var drainedElsewhere = false
    /// The marker queued last, until it runs.
    private static var marker: Marker?
    /// When the run loop's next timer (an app's `Timer`) is due, as the
    /// last turn of the run loop found it; nil for none.
    package private(set) static var nextTimer: Date?

    /// The descriptor that becomes readable when the main queue has work
    /// (libdispatch's handle for a run loop that drives the main queue).
    package static let workDescriptor = dispatchMainQueueHandle()

    /// Runs the main queue until the app's async work in `time`'s car is
    /// quiescent: its tasks' jobs, and what they queue in turn, have run
    /// (at most `quietRounds` rounds of the queue, so that an app whose
    /// work never ends leaves the turn; the terminal then gives it another).
    /// Whether the queue ran.
    static func runUntilQuiet(_ time: CarTime) -> Bool {
        var ran = false
        for _ in 0..<quietRounds {
            guard runPending() else { break }
            ran = true
            if !time.hasQueuedWork { break }
        }
        return ran
    }

    /// How many rounds of the queue a turn gives the app's async work at most.
    package static let quietRounds = 1_000

    /// Runs the blocks the main queue holds now: a marker block is queued
    /// behind them, and the run loop turns until it has run (the queue is
    /// first in, first out); what those blocks queue in turn waits for the
    /// next call. When the turn itself runs as one of the main queue's
    /// blocks (a test on the main actor), the queue cannot run until it
    /// returns: the marker then stays queued, and nothing more is asked of
    /// the run loop until it has run. Whether the run loop was turned
    /// (false: it could not be, and nothing ran). Not for a main queue
    /// `drainedElsewhere`, which a turn leaves alone.
    @discardableResult
    static func runPending() -> Bool {
        if let marker, !marker.ran { return false }
        let queued = Marker()
        marker = queued
        DispatchQueue.main.async { queued.ran = true }
        for _ in 0..<4 where !queued.ran {
            // One pass: the queue's blocks, the timers due; and when the next timer is.
            let limit = RunLoop.main.limitDate(forMode: .default)
            nextTimer = limit.flatMap { $0.timeIntervalSinceNow < 365 * 86_400 ? $0 : nil }
        }
        return true
    }

    private final class Marker: @unchecked Sendable {
        var ran = false
    }
}

@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32
