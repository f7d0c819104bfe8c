import CarPlay
import CarPlayTesting
import CompatibilityApp
import MediaPlayer
import SwiftRadioApp
import Testing

/// Two cars in one process, each with an audio app of its own, driven at
/// once: each car's shared now playing, now-playing centre and command
/// centre are its own, so neither sees what the other plays.
@MainActor struct TwoCarsTests {
    @Test func twoAudioAppsAtOnceEachSeeOnlyTheirOwnNowPlaying() async throws {
        let radio = try await TestCar(delegate: SwiftRadioApp.CarPlaySceneDelegate(player: RadioPlayer()), category: .audio, name: "Swift Radio")
        let podcasts = try await TestCar(delegate: CompatibilityApp.CarPlaySceneDelegate(store: EpisodeStore()), category: .audio, name: "Podcasts")
        let driving = [
            Task { @MainActor in
                try await radio.connect()
                try await radio.rotate(3)
                try await radio.press()
            },
            Task { @MainActor in
                try await podcasts.connect()
                try await podcasts.tap("Engines of Change")
            },
        ]
        for drive in driving { try await drive.value }
        #expect(radio.nowPlaying == .init(title: "Jazz 24", artist: "Around the clock", isPlaying: true))
        #expect(podcasts.nowPlaying == .init(title: "Engines of Change", artist: "Tech Road", isPlaying: true))
        #expect(radio.nowPlayingTemplate !== podcasts.nowPlayingTemplate)
        #expect(radio.topTemplate === radio.nowPlayingTemplate && podcasts.topTemplate === podcasts.nowPlayingTemplate)
        #expect(radio.nowPlayingInfoCenter.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Jazz 24")
        #expect(podcasts.nowPlayingInfoCenter.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Engines of Change")
        #expect(radio.screen.contains("Jazz 24") && !radio.screen.contains("Engines of Change"))
        #expect(podcasts.screen.contains("Engines of Change") && !podcasts.screen.contains("Jazz 24"))
        try await radio.press(.playPause)
        #expect(radio.nowPlaying?.isPlaying == false && podcasts.nowPlaying?.isPlaying == true, "a media key reaches only its car's app")
    }

    /// The test's own code sees the car its task made last: the app's
    /// shared now playing, as the app's code names it, is that car's.
    @Test func aTestsOwnCodeSeesItsOwnCar() async throws {
        let car = try await TestCar(delegate: SwiftRadioApp.CarPlaySceneDelegate(player: RadioPlayer()), category: .audio)
        try await car.connect()
        try await car.press()
        #expect(car.topTemplate === CPNowPlayingTemplate.shared)
        #expect(MPNowPlayingInfoCenter.default() === car.nowPlayingInfoCenter)
    }
}
