import Foundation
import Testing

extension TestCar {
    /// Runs `body`, the test's work with its cars, in a worker process of
    /// its own, so that what the app's code does to its process fails this
    /// test alone while the other tests run on: a crash (a failed check, a
    /// Main Thread Checker report) fails it with the crash's description,
    /// and a step past its time limit (a handler that never returns) with
    /// what the app's code was doing.
    ///
    /// ```swift
    /// @Test func searchingNeverHangs() async throws {
    ///     try await TestCar.isolated {
    ///         let car = try await TestCar(delegate: SceneDelegate(), category: .audio, stepTimeLimit: .seconds(5))
    ///         try await car.connect()
    ///         try await car.tap("Search")
    ///     }
    /// }
    /// ```
    ///
    /// The worker is the test binary again, running this test alone
    /// (Swift Testing's `--filter` with the test's id) with
    /// `CARPLAY_TESTING_WORKER` naming it; there `isolated` runs `body`,
    /// and here it reads how the worker ended: the issues it recorded, its
    /// crash, its time limit, as one `TestCarError`. The test's code
    /// outside `body` runs in both processes; a parameterised test's worker
    /// runs all its cases. Under XCTest, which has no current test to
    /// re-run, `body` runs here.
    public static func isolated(
        file filePath: StaticString = #filePath, line: UInt = #line, _ body: @MainActor () async throws -> Void
    ) async throws {
        guard let test = Test.current else { return try await body() }
        let worker = IsolatedWorker(test: test.id)
        if worker.isThisProcess {
            worker.announce()
            return try await body()
        }
        if let failure = await worker.run() { throw SourcePlace(filePath: filePath, line: line).thrown(failure) }
    }
}
