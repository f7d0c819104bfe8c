import Foundation
import Testing

extension TestCar {
    /// Runs `body`, the test's work with its cars, in a worker process of
    /// its own (`IsolatedWorker`: the test binary running this test alone),
    /// so that a crash of the app's code or a step past its time limit fails
    /// this test alone, with its description, while the other tests run on.
    /// Under XCTest, which has no current test to re-run, `body` runs here.
    public static func isolated(
        file filePath: StaticString = #filePath, line: UInt = #line, _ body: @MainActor () async throws -> Void
    ) async throws {
        guard let test = Test.current else { return try await body() }
        try await IsolatedWorker(test: test.id).run(body, at: SourcePlace(filePath: filePath, line: line))
    }
}
