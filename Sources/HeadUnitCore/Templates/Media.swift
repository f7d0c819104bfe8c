/// The name a scenario gives a track.
public struct TrackID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }
}

/// A playable item: what now playing shows about it.
public struct Track: Equatable, Sendable {
    public var id: TrackID
    public var title: String
    public var artist: String?
    public var album: String?
    /// Seconds; nil for a live stream.
    public var duration: Double?
    /// A glyph or letters standing in for the artwork.
    public var artwork: String?

    public init(id: TrackID, title: String, artist: String? = nil, album: String? = nil, duration: Double? = nil, artwork: String? = nil) {
        self.id = id
        self.title = title
        self.artist = artist
        self.album = album
        self.duration = duration
        self.artwork = artwork
    }
}
