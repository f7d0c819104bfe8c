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

    /// Runs the blocks the main queue holds now: a marker block is queued
    /// behind them, and the run loop turns until it has run (the queue is
    /// first in, first out); what those blocks queue in turn waits for the
    /// next call. When the turn itself runs as one of the main queue's
    /// blocks (a test on the main actor), the queue cannot run until it
    /// returns: the marker then stays queued, and nothing more is asked of
    /// the run loop until it has run. Whether the run loop was turned
    /// (false: it could not be, and nothing ran).
    @discardableResult
    static func runPending() -> Bool {
        if drainedElsewhere { return false }
        if let marker, !marker.ran { return false }
        let queued = Marker()
        marker = queued
        DispatchQueue.main.async { queued.ran = true }
        for _ in 0..<4 where !queued.ran {
            _ = RunLoop.main.run(mode: .default, before: .distantPast)
        }
        return true
    }

    private final class Marker: @unchecked Sendable {
        var ran = false
    }
}
