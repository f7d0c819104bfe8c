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

/// STAND-IN for `MPRemoteCommandCenter`: the commands the car's media keys
/// and now playing's transport buttons send the app that plays.
@MainActor public final class MPRemoteCommandCenter {
    private static let center = MPRemoteCommandCenter()

    /// The one command centre.
    public static func shared() -> MPRemoteCommandCenter { center }

    public let playCommand = MPRemoteCommand()
    public let pauseCommand = MPRemoteCommand()
    public let togglePlayPauseCommand = MPRemoteCommand()
    public let nextTrackCommand = MPRemoteCommand()
    public let previousTrackCommand = MPRemoteCommand()

    private init() {}
}

/// STAND-IN for `MPRemoteCommand`: a command the app handles with targets.
@MainActor public final class MPRemoteCommand {
    public var isEnabled = true
    private var targets: [(token: Int, handler: (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus)] = []
    private var nextToken = 0

    init() {}

    /// Adds a handler; the returned token removes it.
    @discardableResult
    public func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        nextToken += 1
        targets.append((nextToken, handler))
        return nextToken
    }

    /// Removes the handler of a token `addTarget` returned, or all with nil.
    public func removeTarget(_ target: Any?) {
        guard let token = target as? Int else { return targets.removeAll() }
        targets.removeAll { $0.token == token }
    }

    /// Sends the command to its handlers, as the car does; whether one handled it.
    @discardableResult
    public func send() -> Bool {
        guard isEnabled else { return false }
        let event = MPRemoteCommandEvent(command: self)
        return targets.map { $0.handler(event) }.contains(.success)
    }
}

/// STAND-IN for `MPRemoteCommandEvent`: the command sent.
@MainActor public final class MPRemoteCommandEvent {
    public let command: MPRemoteCommand

    init(command: MPRemoteCommand) { self.command = command }
}

/// STAND-IN for `MPRemoteCommandHandlerStatus`.
public enum MPRemoteCommandHandlerStatus: Int, Sendable {
    case success, noSuchContent, noActionableNowPlayingItem, deviceNotFound, commandFailed
}
