import CarPlay
import CarPlayTesting
import XCTest

@testable import MyAppCarPlay

/// docs/TESTING.md's first test, from XCTest.
final class StationXCTests: XCTestCase {
    @MainActor func testPickingAStationPlaysIt() async throws {
        let car = try await TestCar(delegate: CarPlaySceneDelegate(), category: .audio)
        try await car.connect()
        try await car.tap("Jazz 24")
        XCTAssertEqual(car.nowPlaying?.title, "Jazz 24")
    }
}
