import CarPlay
import CarPlayTesting
import Testing

@testable import MyAppCarPlay

@MainActor struct IsolatedDocsTests {
    @Test func pickingAStationNeverHangs() async throws {
        try await TestCar.isolated {
            let car = try await TestCar(delegate: CarPlaySceneDelegate(), category: .audio, stepTimeLimit: .seconds(5))
            try await car.connect()
            try await car.rotate(2)
            try await car.press()
            #expect(car.nowPlaying?.title == "Jazz 24")
        }
    }
}
