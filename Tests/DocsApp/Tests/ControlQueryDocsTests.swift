import CarPlay
import CarPlayTesting
import Testing

@testable import MyAppCarPlay

/// docs/TESTING.md's "Controls as your app made them".
@MainActor struct ControlQueryDocsTests {
    @Test func theFocusIsTheRowAsTheAppMadeIt() async throws {
        let car = try await TestCar(delegate: CarPlaySceneDelegate(), category: .audio)
        try await car.connect()
        #expect(car.focus?.text == "Morning Show" && car.focus?.image == "radio")
        #expect(car.focus?.label == "Morning Show")
    }
}
