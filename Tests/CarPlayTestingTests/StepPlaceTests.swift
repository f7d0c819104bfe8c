import CarPlay
import XCTest

@testable import CarPlayTesting
@testable import TimingAppScene

/// A failing step of an XCTest test is reported at the test's own line:
/// XCTest on Linux reports an escaping error at `<EXPR>:0` alone.
final class StepPlaceTests: XCTestCase {
    /// A test case that keeps the failures reported to it.
    private final class FailureKeeper: XCTestCase {
        var failures: [String] = []

        override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
            failures.append("\(filePath):\(lineNumber): \(description)")
        }
    }

    @MainActor func testAStepsErrorThatEscapesIsReportedWhereTheTestWroteIt() async throws {
        let car = try await TestCar(delegate: TimingScene(), category: .audio)
        try await car.connect()
        var thrown: (any Error)?
        let line = #line + 2
        do {
            try await car.tap("Nope")
        } catch {
            thrown = error
        }
        let error = try XCTUnwrap(thrown as? TestCarError)
        let keeper = FailureKeeper(name: "keeper", testClosure: { _ in })
        EscapedStepErrors.shared.testCase(keeper, didFailWithDescription: "threw error \"\(error)\"", inFile: "<EXPR>", atLine: 0)
        XCTAssertEqual(keeper.failures, ["\(#filePath):\(line): \(error)"])
        EscapedStepErrors.shared.testCase(keeper, didFailWithDescription: "threw error \"\(error)\"", inFile: "<EXPR>", atLine: 0)
        XCTAssertEqual(keeper.failures.count, 1, "reported once")
    }

    @MainActor func testAnErrorTheTestCatchesIsNotAFailure() async throws {
        let car = try await TestCar(delegate: TimingScene(), category: .audio)
        try await car.connect()
        do {
            try await car.connect()
            XCTFail("a second connect throws")
        } catch {
            XCTAssertEqual(error as? TestCarError, .wrongState("connect: the phone is already connected"))
        }
        let keeper = FailureKeeper(name: "keeper", testClosure: { _ in })
        EscapedStepErrors.shared.testCase(keeper, didFailWithDescription: "some other failure", inFile: "<EXPR>", atLine: 0)
        XCTAssertEqual(keeper.failures, [], "only a step's own error is reported again")
    }
}
