import CarPlay
import CarPlayTesting
import Testing

@testable import MyAppCarPlay

/// docs/TESTING.md's "Making a car": the player made in the closure is the car's.
@MainActor struct MakingACarTests {
    @Test func thePlayerMadeInTheClosureAnswersTheCarsMediaKeys() async throws {
        var player: RadioPlayer!
        let car = try await TestCar(category: .audio) {
            player = RadioPlayer()  // registers its remote commands: this car's
            return CarPlaySceneDelegate(player: player)
        }
        try await car.connect()
        try await car.tap("City Beat")
        #expect(player.playing == "City Beat")
        #expect(car.nowPlaying?.title == "City Beat")
    }
}
