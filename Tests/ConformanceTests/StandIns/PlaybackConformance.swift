import AVFoundation
import MediaPlayer
import Testing

/// What an audio player's delegate heard.
final class HeardPlayer: NSObject, AVAudioPlayerDelegate {
    var finished: [Bool] = []
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) { finished.append(flag) }
}

/// AVFoundation and MediaPlayer's music player: the playback the surveyed
/// apps' CarPlay files start (SRCarPlay, YouAreHere, Apple's CarPlayMusic).
/// The head unit has no speaker: a player keeps its time and state as if
/// it played.
@MainActor struct PlaybackConformance {
    @Test("the audio session keeps the category, mode and activation the app sets", .apple("avfaudio/avaudiosession/setcategory(_:mode:options:)"))
    func audioSession() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playback, mode: .spokenAudio, options: [.duckOthers])
        try session.setActive(true)
        #expect(session === AVAudioSession.sharedInstance())
        #expect(session.category == .playback && session.mode == .spokenAudio && session.categoryOptions == [.duckOthers] && session.isActive)
    }

    @Test("a player plays at rate 1, pauses at 0, and seeks; a stream's duration is not known", .apple("avfoundation/avplayer/rate"))
    func player() {
        let player = AVPlayer(url: URL(string: "https://example.com/live.mp3")!)
        #expect(player.rate == 0)
        player.play()
        #expect(player.rate == 1)
        player.pause()
        player.seek(to: CMTime(seconds: 30, preferredTimescale: 1))
        #expect(player.currentTime().seconds == 30)
        #expect(player.currentItem?.duration.seconds.isNaN == true)
        #expect(player.currentItem?.url.lastPathComponent == "live.mp3")
    }

    @Test(
        "a periodic observer hears the time while the player plays, until removed",
        .apple("avfoundation/avplayer/addperiodictimeobserver(forinterval:queue:using:)"))
    func periodicObserver() async throws {
        let player = AVPlayer(url: URL(string: "https://example.com/news.mp3")!)
        let heard = Heard()
        let token = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 0.01, preferredTimescale: 1000), queue: .main) { _ in
            MainActor.assumeIsolated { heard.count += 1 }
        }
        player.play()
        let deadline = Date().addingTimeInterval(5)
        while heard.count < 2, Date() < deadline { try await Task.sleep(nanoseconds: 5_000_000) }
        player.removeTimeObserver(token)
        #expect(heard.count >= 2)
    }

    @Test("an audio player of data ends at once and tells its delegate", .apple("avfaudio/avaudioplayerdelegate/audioplayerdidfinishplaying(_:successfully:)"))
    func audioPlayer() async throws {
        let player = try AVAudioPlayer(data: Data([0x49, 0x44, 0x33]))
        let delegate = HeardPlayer()
        player.delegate = delegate
        #expect(player.play())
        #expect(player.isPlaying)
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        #expect(delegate.finished == [true])
        #expect(!player.isPlaying)
    }

    @Test(
        "the application queue player plays a queue of store songs and posts its notifications once asked",
        .apple("mediaplayer/mpmusicplayercontroller/applicationqueueplayer"))
    func musicPlayer() {
        let player = MPMusicPlayerController.applicationQueuePlayer
        var posted: [Notification.Name] = []
        let observer = NotificationCenter.default.addObserver(forName: .MPMusicPlayerControllerPlaybackStateDidChange, object: player, queue: nil) {
            posted.append($0.name)
        }
        player.setQueue(with: ["1440857781", "1440857782"])
        player.beginGeneratingPlaybackNotifications()
        player.play()
        player.skipToNextItem()
        player.endGeneratingPlaybackNotifications()
        player.pause()
        NotificationCenter.default.removeObserver(observer)
        #expect(posted == [.MPMusicPlayerControllerPlaybackStateDidChange])
        #expect(player.nowPlayingItem?.playbackStoreID == "1440857782" && player.indexOfNowPlayingItem == 1)
        #expect(player.playbackState == .paused)
    }
}

/// A count the main queue's callbacks add to.
@MainActor final class Heard {
    var count = 0
}
