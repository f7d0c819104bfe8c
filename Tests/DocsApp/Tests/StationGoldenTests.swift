import CarPlay
import CarPlayTesting
import Testing

@testable import MyAppCarPlay

/// docs/TESTING.md's "Goldens": unnamed goldens, named after the test and
/// counted, one styled and one text.
@MainActor struct StationGoldenTests {
    @Test func theStationsAndWhatPlays() async throws {
        let car = try await TestCar(delegate: CarPlaySceneDelegate(), category: .audio)
        try await car.connect()
        try car.expectScreen(as: .styled)  // __Screens__/theStationsAndWhatPlays.golden
        try await car.tap("Jazz 24")
        try car.expectScreen()  // __Screens__/theStationsAndWhatPlays-2.txt
    }
}
