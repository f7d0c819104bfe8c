import CarPlay
import CarPlayTesting
import XCTest

/// An XCTest's unnamed golden is named after its test method.
final class GoldenNamingXCTests: XCTestCase {
    @MainActor func testAnUnnamedGoldenIsNamedAfterTheTestMethod() async throws {
        let package = try GoldenPackage()
        defer { package.remove() }
        let car = try await connectedMailCar()
        XCTAssertThrowsError(try car.expectScreen(file: package.testFile)) { error in
            XCTAssertEqual(error as? TestCarError, .recordedMissing(golden: package.golden("testAnUnnamedGoldenIsNamedAfterTheTestMethod.txt")))
        }
        // The next run's car checks against it.
        let again = try await connectedMailCar()
        try again.expectScreen(file: package.testFile)
    }
}
