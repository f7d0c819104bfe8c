// CarPlay's header of the playback configuration imports CoreMedia: on
// iOS `import CarPlay` brings `CMTime`, and so it does here.
@_exported import CoreMedia
import HeadUnitCore

/// CPPlaybackConfiguration (iOS 26.4): the playback status of the media
/// an item stands for. Its preferred presentation is what the car shows
/// after the driver chooses the item (now playing, for audio and video
/// alike: headunit plays no video); its action and times are drawn on a
/// details header's thumbnail.
@preconcurrency @MainActor public final class CPPlaybackConfiguration: NSObject {
    public let preferredPresentation: Presentation
    public let playbackAction: Action
    public let elapsedTime: CMTime
    /// 0 when the content's duration is not known (a live stream).
    public let duration: CMTime

    public init(preferredPresentation: Presentation, playbackAction: Action, elapsedTime: CMTime, duration: CMTime) {
        self.preferredPresentation = preferredPresentation
        self.playbackAction = playbackAction
        self.elapsedTime = elapsedTime
        self.duration = duration
    }

    /// CPPlaybackPresentation: what the car shows after the item is chosen.
    public enum Presentation: Int, Sendable {
        /// Nothing: choosing the item presents no playback.
        case none
        /// Now playing.
        case audio
        /// Video where the car can play it, else now playing.
        case video
    }

    /// CPPlaybackAction: the playback action the item offers.
    public enum Action: Int, Sendable {
        case none, play, pause, replay
    }

    /// How far playback is, 0 to 1; nil when the duration is not known.
    var progress: Double? {
        let total = duration.seconds
        guard total.isFinite, total > 0 else { return nil }
        return min(1, max(0, elapsedTime.seconds / total))
    }

    /// The mark the action is drawn as.
    var actionMark: PlaybackMark? {
        switch playbackAction {
        case .none: nil
        case .play: .play
        case .pause: .pause
        case .replay: .replay
        }
    }
}

/// CPPlayableItem (iOS 26.4): an item that stands for playable media.
@preconcurrency @MainActor public protocol CPPlayableItem: NSObjectProtocol {
    var playbackConfiguration: CPPlaybackConfiguration? { get set }
}

extension CPPlayableItem {
    /// What choosing the item does: `handler`, then, when its playback
    /// presents it, the car's now playing.
    func choosing(_ handler: Handler?) -> Handler? {
        guard let presentation = playbackConfiguration?.preferredPresentation, presentation != .none else { return handler }
        var shown = handler ?? Handler([])
        shown.actions.append(.showNowPlaying)
        return shown
    }
}
