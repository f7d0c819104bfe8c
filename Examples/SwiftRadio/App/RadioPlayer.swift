import MediaPlayer

/// A radio station.
public struct Station: Equatable {
    let name: String
    let desc: String
    let imageName: String
}

/// The phone's player: what plays, which the phone and the car both
/// change, told to the system's now-playing centre.
@MainActor public final class RadioPlayer {
    let stations = [
        Station(name: "Country Classics", desc: "Songs from the open road", imageName: "Country Classics"),
        Station(name: "Alternative Vault", desc: "Deep cuts, no filler", imageName: "Alternative Vault"),
        Station(name: "Classic Rock 101", desc: "Turn it up", imageName: "Classic Rock"),
        Station(name: "Jazz 24", desc: "Around the clock", imageName: "Jazz 24"),
        Station(name: "City News", desc: "Traffic every ten minutes", imageName: "City News"),
    ]
    private(set) var currentStation: Station?
    private(set) var isPlaying = false
    /// Told when the station or the playback changes.
    var onChange: (() -> Void)?

    /// The car's media keys and now playing's buttons reach the player
    /// through the system's remote commands.
    public init() {
        let commands = MPRemoteCommandCenter.shared()
        commands.pauseCommand.addTarget { [weak self] _ in
            self?.pause()
            return .success
        }
        commands.playCommand.addTarget { [weak self] _ in
            guard let self, let station = self.currentStation else { return .noActionableNowPlayingItem }
            self.play(station)
            return .success
        }
    }

    public func station(named name: String) -> Station {
        stations.first { $0.name == name } ?? stations[0]
    }

    public func play(_ station: Station) {
        currentStation = station
        isPlaying = true
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [
            MPMediaItemPropertyTitle: station.name,
            MPMediaItemPropertyArtist: station.desc,
            MPNowPlayingInfoPropertyIsLiveStream: true,
        ]
        MPNowPlayingInfoCenter.default().playbackState = .playing
        onChange?()
    }

    public func pause() {
        isPlaying = false
        MPNowPlayingInfoCenter.default().playbackState = .paused
        onChange?()
    }
}
