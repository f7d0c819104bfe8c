import CarPlay
import CarPlayTesting
import Foundation
import Testing

/// A golden without a name is named after the test function, as
/// swift-snapshot-testing names its snapshots: the first as the function,
/// the test's next ones with `-2`, `-3`.
@MainActor struct GoldenNamingTests {
    @Test func unnamedGoldensAreNamedAfterTheTestAndCounted() async throws {
        let package = try GoldenPackage()
        defer { package.remove() }
        let car = try await connectedMailCar()
        let first = #expect(throws: TestCarError.self) { try car.expectScreen(file: package.testFile) }
        try await car.rotate()
        let second = #expect(throws: TestCarError.self) { try car.expectScreen(file: package.testFile) }
        let third = #expect(throws: TestCarError.self) { try car.expectScreen(as: .styled, file: package.testFile) }
        let name = "unnamedGoldensAreNamedAfterTheTestAndCounted"
        #expect(first == .recordedMissing(golden: package.golden("\(name).txt")))
        #expect(second == .recordedMissing(golden: package.golden("\(name)-2.txt")))
        #expect(third == .recordedMissing(golden: package.golden("\(name)-3.golden")))
        #expect(try String(contentsOfFile: package.golden("\(name)-2.txt"), encoding: .utf8) == car.screen)

        // A named golden takes no number; the count is the car's, by test.
        try car.expectScreen(matching: "\(name)-2", file: package.testFile)
        let again = try await connectedMailCar()
        try again.expectScreen(file: package.testFile)
    }

    /// A parameterised test's golden is named without its argument labels.
    @Test(arguments: ["Drafts"]) func namedWithoutItsArguments(label: String) async throws {
        let package = try GoldenPackage()
        defer { package.remove() }
        let car = try await connectedMailCar(disabled: [label])
        let recorded = #expect(throws: TestCarError.self) { try car.expectScreen(file: package.testFile) }
        #expect(recorded == .recordedMissing(golden: package.golden("namedWithoutItsArguments.txt")))
    }
}
