import CarPlay
import CarPlayTesting
import Testing

@testable import MyAppCarPlay

/// docs/TESTING.md's "History".
@MainActor struct HistoryDocsTests {
    @Test func everyChangeIsAsserted() async throws {
        let car = try await TestCar(delegate: CarPlaySceneDelegate(), category: .audio)
        car.isExhaustive = true
        try await car.connect()
        let stations = try #require(car.rootTemplate)
        try car.expectTemplateChanges([.setRoot(stations)])
        try await car.tap("Jazz 24")
        try car.expectTemplateChanges([.pushed(car.nowPlayingTemplate)])
        try await car.back()
        try car.expectChanges([.popped(car.nowPlayingTemplate)])  // this app sets no interface controller delegate: no calls
    }
}
