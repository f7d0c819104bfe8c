// MediaPlayer on Linux: STAND-INS for the now-playing centre and the
// remote commands, what an audio app tells the system about what plays
// (which headunit's now playing shows) and hears from the car's media
// keys. `import MediaPlayer` brings UIKit, AVFoundation and Foundation, as on iOS.
@_exported import AVFoundation
@_exported import UIKit

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
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
/// `MPNowPlayingInfoPropertyPlaybackRate`: 0 paused, 1 playing.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
/// `MPNowPlayingInfoPropertyIsLiveStream`: a `Bool`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"

/// STAND-IN for `MPNowPlayingPlaybackState`.
public enum MPNowPlayingPlaybackState: UInt, Sendable {
    case unknown, playing, paused, stopped, interrupted
}

/// STAND-IN for `MPMediaItemArtwork`: drawn as the image it gives.
open class MPMediaItemArtwork: NSObject, @unchecked Sendable {
    public let bounds: CGRect
    private let requestHandler: (CGSize) -> UIImage

    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        bounds = CGRect(origin: .zero, size: boundsSize)
        self.requestHandler = requestHandler
        super.init()
    }

    public convenience init(image: UIImage) { self.init(boundsSize: image.size) { _ in image } }

    /// The image at `size`, as the app draws it.
    open func image(at size: CGSize) -> UIImage? { requestHandler(size) }
}

/// STAND-IN for `MPNowPlayingInfoCenter`: the centre (`default()`) whose
/// `nowPlayingInfo` and `playbackState` the car's now playing shows.
open class MPNowPlayingInfoCenter: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var info: [String: Any]?
    private var state: MPNowPlayingPlaybackState = .unknown

    /// A centre of its own (headunit's: each car under test has one).
    public override init() { super.init() }

    /// The centre of the car the code runs in (the process's one, outside a test).
    open class func `default`() -> MPNowPlayingInfoCenter { SystemCentres.current.nowPlaying }

    /// What plays: the `MPMediaItemProperty…` and `MPNowPlayingInfoProperty…` keys.
    open var nowPlayingInfo: [String: Any]? {
        get { lock.withLock { info } }
        set { lock.withLock { info = newValue } }
    }

    /// Whether it plays.
    open var playbackState: MPNowPlayingPlaybackState {
        get { lock.withLock { state } }
        set { lock.withLock { state = newValue } }
    }
}
