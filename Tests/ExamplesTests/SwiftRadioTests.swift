import CarPlay
import CarPlayTesting
import Testing

@testable import SwiftRadioApp

/// Swift Radio through the launch orders an audio app must survive: the
/// car first, the phone first, switching stations from either side, and
/// reconnecting while it plays.
@MainActor struct SwiftRadioTests {
    /// A car with Swift Radio on it, not yet connected, and the phone's player.
    private func radio() async throws -> (TestCar, RadioPlayer) {
        var made: RadioPlayer?
        let car = try await TestCar(category: .audio, name: "Swift Radio") {
            let player = RadioPlayer()
            made = player
            return CarPlaySceneDelegate(player: player)
        }
        return (car, try #require(made))
    }

    private func station(_ index: Int, of car: TestCar) throws -> CPListItem {
        let stations = try #require(car.rootTemplate as? CPListTemplate)
        return try #require(stations.sections.first?.items[index] as? CPListItem)
    }

    @Test func theCarFirst() async throws {
        let (car, player) = try await radio()
        try await car.connect()
        let stations = try #require(car.rootTemplate as? CPListTemplate)
        #expect(car.templates == [stations] && stations.title == "Stations")
        #expect(car.nowPlaying == nil, "nothing plays yet")
        let focus = try #require(car.focus)
        #expect(focus.id == "list.0.0" && focus.text == "Country Classics" && focus.detailText == "Songs from the open road", "\(focus)")
        #expect(focus.label == "Country Classics Songs from the open road")
        #expect(focus.drawn == "CC Country Classics Songs from the open road", "its artwork's initials first")
        try await car.press()
        #expect(car.topTemplate === CPNowPlayingTemplate.shared)
        #expect(car.nowPlaying == TestCar.NowPlaying(title: "Country Classics", artist: "Songs from the open road", isPlaying: true))
        try car.expectScreen(matching: "country-classics-playing")
        try await car.back()
        #expect(car.topTemplate === stations && car.focus?.id == "list.0.0")
        #expect(try station(0, of: car).isPlaying)
        try await car.press(.playPause)
        #expect(!player.isPlaying && car.nowPlaying?.isPlaying == false, "the car's key reaches the phone's player")
        #expect(try !station(0, of: car).isPlaying)
        try await car.press(.playPause)
        #expect(player.isPlaying && car.nowPlaying?.title == "Country Classics")
    }

    @Test func thePhoneFirst() async throws {
        let (car, player) = try await radio()
        await car.phone { player.play(player.station(named: "Jazz 24")) }
        try await car.connect()
        #expect(car.nowPlaying?.title == "Jazz 24" && car.nowPlaying?.isPlaying == true, "the car shows at once what the phone plays")
        #expect(try station(3, of: car).isPlaying)
        try await car.tap("rail.nowPlaying")
        #expect(car.topTemplate === CPNowPlayingTemplate.shared)
        #expect(car.screen.contains("Jazz 24"))
    }

    @Test func switchingStationsFromEitherSide() async throws {
        let (car, player) = try await radio()
        try await car.connect()
        try await car.tap("Classic Rock 101")
        #expect(car.nowPlaying?.title == "Classic Rock 101")
        await car.phone { player.play(player.station(named: "City News")) }
        #expect(car.nowPlaying?.title == "City News" && car.topTemplate === CPNowPlayingTemplate.shared)
        try await car.back()
        #expect(try station(4, of: car).isPlaying && !station(2, of: car).isPlaying)
        try await car.rotate(5)
        #expect(car.focus?.label.contains("City News") == true, "the first detent shows the ring a touch hid, four move it")
        await car.phone { player.pause() }
        #expect(car.nowPlaying?.isPlaying == false)
    }

    @Test func reconnectingWhilePlaying() async throws {
        let (car, player) = try await radio()
        try await car.connect()
        try await car.rotate()
        try await car.press()
        #expect(car.nowPlaying?.title == "Alternative Vault")
        let before = try #require(car.rootTemplate)
        try await car.disconnect()
        #expect(!car.isConnected && car.screen.contains("No iPhone Connected"))
        try await car.connect()
        let after = try #require(car.rootTemplate as? CPListTemplate)
        #expect(after !== before, "the scene connects anew and sets a new root")
        #expect(car.templates == [after] && player.isPlaying)
        #expect(car.nowPlaying?.title == "Alternative Vault")
        #expect(try station(1, of: car).isPlaying)
    }
}
