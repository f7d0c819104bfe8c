/// The one shared now-playing state every template observes: what plays,
/// whether it plays, and how far it is.
public struct NowPlayingState: Equatable, Sendable {
    public var track: Track?
    public var isPlaying = false
    /// Seconds into the track.
    public var elapsed: Double = 0

    public init() {}

    /// Whether `id` is the track now playing.
    public func isPlaying(_ id: TrackID?) -> Bool {
        guard let id, let track else { return false }
        return isPlaying && track.id == id
    }

    /// Starts a track from its beginning.
    public mutating func start(_ track: Track) {
        self.track = track
        isPlaying = true
        elapsed = 0
    }

    /// Lets `seconds` of playback pass; returns true when the track ended.
    public mutating func advance(by seconds: Double) -> Bool {
        guard isPlaying, track != nil else { return false }
        elapsed += seconds
        if let duration = track?.duration, elapsed >= duration {
            elapsed = duration
            return true
        }
        return false
    }
}
