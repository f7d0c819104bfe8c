import MediaPlayer

/// The radio of the docs' examples (README.md, docs/TESTING.md,
/// docs/CARPLAY.md): it plays a station and tells the system's now-playing
/// centre, and answers the car's play and pause through the remote commands.
@MainActor public final class RadioPlayer {
    public let stations = ["Morning Show", "City Beat", "Jazz 24", "Night Owls"]
    public private(set) var playing: String?

    public init() {
        let commands = MPRemoteCommandCenter.shared()
        commands.playCommand.addTarget { [weak self] _ in
            guard let self, let station = self.playing else { return .noActionableNowPlayingItem }
            self.play(station)
            return .success
        }
        commands.pauseCommand.addTarget { _ in
            MPNowPlayingInfoCenter.default().playbackState = .paused
            return .success
        }
    }

    public func play(_ station: String) {
        playing = station
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: station, MPNowPlayingInfoPropertyIsLiveStream: true]
        MPNowPlayingInfoCenter.default().playbackState = .playing
    }
}
