import Foundation
import Testing

extension TestCar {
    /// Runs `body`, the test's work with its cars, in a worker process of
    /// its own (`IsolatedWorker`: the test binary running this test alone),
    /// so that a crash of the app's code or a step past its time limit fails
    /// this test alone, with its description, while the other tests run on.
    /// Each case of a parameterised test, and each `isolated` block of a
    /// test, has a worker of its own.
    /// Under XCTest, which has no current test to re-run, `body` runs here.
    public static func isolated(
        file filePath: StaticString = #filePath, line: UInt = #line, _ body: @MainActor () async throws -> Void
    ) async throws {
        guard let test = Test.current else { return try await body() }
        let place = SourcePlace(filePath: filePath, line: line)
        try await IsolatedWorker(test: test.id, testCase: Test.Case.current, place: place).run(body, at: place)
    }
}
