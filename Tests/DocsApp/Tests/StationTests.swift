import CarPlay
import CarPlayTesting
import Testing

@testable import MyAppCarPlay

@MainActor struct StationTests {
    @Test func pickingAStationPlaysIt() async throws {
        let car = try await TestCar(delegate: CarPlaySceneDelegate(), category: .audio)
        try await car.connect()
        try await car.rotate(2)
        try await car.press()
        #expect(car.topTemplate === CPNowPlayingTemplate.shared)
        #expect(car.nowPlaying?.title == "Jazz 24")
        try car.expectScreen(matching: "now-playing")
    }
}
