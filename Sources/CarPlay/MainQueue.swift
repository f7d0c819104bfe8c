import Foundation

/// The main queue, which an app's `DispatchQueue.main.async` blocks and
/// main-actor tasks wait on: headunit runs what is pending in the app's
/// turn, on the main thread, as iOS's run loop would between events.
enum MainQueue {
    /// Runs the blocks the main queue holds now: a marker block is queued
    /// behind them, and the run loop turns until it has run (the queue is
    /// first in, first out). What those blocks queue in turn waits for the
    /// next call. Bounded, so a run loop that serves nothing cannot hang.
    static func runPending() {
        let marker = Marker()
        DispatchQueue.main.async { marker.ran = true }
        for _ in 0..<10_000 where !marker.ran {
            _ = RunLoop.main.run(mode: .default, before: .distantPast)
        }
    }

    private final class Marker: @unchecked Sendable {
        var ran = false
    }
}
