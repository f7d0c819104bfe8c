import Foundation

/// Where a player is in its media: a position, and since when it has
/// advanced with the clock. A player that plays moves one second a second,
/// up to the media's end if it has one.
struct PlaybackClock {
    private var anchor: TimeInterval = 0
    private var since: Date?
    var rate: Float = 0

    /// The position now, `now` being the clock's time.
    func position(at now: Date = Date(), end: TimeInterval? = nil) -> TimeInterval {
        let moved = since.map { anchor + now.timeIntervalSince($0) * Double(rate) } ?? anchor
        return min(max(0, moved), end ?? .infinity)
    }

    /// Plays at `rate` from where it is.
    mutating func play(rate newRate: Float, at now: Date = Date()) {
        anchor = position(at: now)
        since = now
        rate = newRate
    }

    /// Stops where it is.
    mutating func pause(at now: Date = Date()) {
        anchor = position(at: now)
        since = nil
        rate = 0
    }

    /// Moves to `position`, playing on if it played.
    mutating func seek(to position: TimeInterval, at now: Date = Date()) {
        anchor = max(0, position)
        since = since == nil ? nil : now
    }
}
