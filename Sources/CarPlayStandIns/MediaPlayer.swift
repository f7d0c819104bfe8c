/// STAND-INS for MediaPlayer's now-playing centre, which Linux does not
/// have: what an audio app tells the system about what plays, which
/// headunit's now playing shows. The keys keep MediaPlayer's names.

/// `MPMediaItemPropertyTitle`: the track's title.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let MPMediaItemPropertyTitle = "title"
/// `MPMediaItemPropertyArtist`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let MPMediaItemPropertyArtist = "artist"
/// `MPMediaItemPropertyAlbumTitle`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
/// `MPMediaItemPropertyPlaybackDuration`: seconds, a `Double`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
/// `MPMediaItemPropertyArtwork`: an `MPMediaItemArtwork`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let MPMediaItemPropertyArtwork = "artwork"
/// `MPNowPlayingInfoPropertyElapsedPlaybackTime`: seconds, a `Double`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "elapsedPlaybackTime"
/// `MPNowPlayingInfoPropertyPlaybackRate`: 0 paused, 1 playing.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let MPNowPlayingInfoPropertyPlaybackRate = "playbackRate"
/// `MPNowPlayingInfoPropertyIsLiveStream`: a `Bool`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let MPNowPlayingInfoPropertyIsLiveStream = "isLiveStream"

/// STAND-IN for `MPNowPlayingPlaybackState`.
public enum MPNowPlayingPlaybackState: UInt, Sendable {
    case unknown, playing, paused, stopped, interrupted
}

/// STAND-IN for `MPMediaItemArtwork`: drawn as the image it gives.
public struct MPMediaItemArtwork: Sendable {
    public let image: UIImage

    public init(image: UIImage) { self.image = image }
}

/// STAND-IN for `MPNowPlayingInfoCenter`: the one centre (`default()`)
/// whose `nowPlayingInfo` and `playbackState` the car's now playing shows.
@MainActor public final class MPNowPlayingInfoCenter {
    private static let shared = MPNowPlayingInfoCenter()

    /// The one centre.
    public static func `default`() -> MPNowPlayingInfoCenter { shared }

    /// What plays: the `MPMediaItemProperty…` and `MPNowPlayingInfoProperty…` keys.
    public var nowPlayingInfo: [String: any Sendable]?
    /// Whether it plays.
    public var playbackState: MPNowPlayingPlaybackState = .unknown

    private init() {}
}
