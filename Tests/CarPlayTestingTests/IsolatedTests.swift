import CarPlay
import CarPlayTesting
import MisbehavingAppScene
import Testing

/// What an app's code does to its process fails its own test alone, in
/// `TestCar.isolated` (a worker process per test): a handler that never
/// returns fails it at the step's time limit, as iOS's watchdog ends an
/// app that blocks its main thread (Apple, "Addressing watchdog
/// terminations"); a crash, or a call Xcode's Main Thread Checker reports
/// (Apple, "Main Thread Checker"), with its description. Each test here
/// runs a test that must fail, in its worker, and checks how it failed:
/// the run goes on past it. Before, the first hung the test run and the
/// second and third ended it.
@MainActor struct IsolatedTests {
    /// A car on Tests/MisbehavingApp's scene, the row `label` tapped.
    private func tap(_ label: String, stepTimeLimit: Duration = .seconds(20)) async throws -> TestCar {
        let car = try await TestCar(delegate: MisbehavingScene(), category: .communication, stepTimeLimit: stepTimeLimit)
        try await car.connect()
        try await car.tap(label)
        return car
    }

    @Test func aBlockedHandlerFailsItsTestAtTheStepTimeLimit() async throws {
        let error = await #expect(throws: TestCarError.self) {
            try await TestCar.isolated { _ = try await tap("Hang", stepTimeLimit: .seconds(1)) }
        }
        #expect(
            error?.description
                == "the worker process of CarPlayTestingTests.IsolatedTests/aBlockedHandlerFailsItsTestAtTheStepTimeLimit(): a step of the test car did not end within its time limit of 1 s: the app's code did not return (the handler of a CPListItem)"
        )
    }

    @Test func anAppCrashFailsItsTestWithTheCrashsDescription() async throws {
        let error = await #expect(throws: TestCarError.self) {
            try await TestCar.isolated { _ = try await tap("Crash") }
        }
        let told = error?.description ?? ""
        #expect(
            told.hasPrefix(
                "the app crashed (SIGILL) in the worker process of CarPlayTestingTests.IsolatedTests/anAppCrashFailsItsTestWithTheCrashsDescription():"),
            "\(told)")
        #expect(told.contains("Fatal error: Index out of range"), "\(told)")
    }

    @Test func aPushFromABackgroundQueueFailsItsTestInXcodesWords() async throws {
        let error = await #expect(throws: TestCarError.self) {
            try await TestCar.isolated {
                let car = try await tap("Background push")
                try await car.waitUntil(timeout: 10, "the push") { car.topTemplate is CPInformationTemplate }
            }
        }
        let told = error?.description ?? ""
        #expect(told.hasPrefix("the app crashed (SIGILL) in the worker process of "), "\(told)")
        #expect(
            told.contains("Main Thread Checker: UI API called on a background thread: -[CPInterfaceController pushTemplate:animated:completion:]"), "\(told)")
        #expect(told.contains("Queue name: com.apple.root.default-qos"), "\(told)")
    }

    @Test func anIssueInTheWorkerFailsItsTest() async throws {
        let error = await #expect(throws: TestCarError.self) {
            try await TestCar.isolated { Issue.record("the worker's own issue") }
        }
        #expect(error?.description.contains("the worker's own issue") == true, "\(String(describing: error))")
    }

    @Test func aPassingTestPassesInItsWorker() async throws {
        try await TestCar.isolated {
            let car = try await TestCar(delegate: MisbehavingScene(), category: .communication)
            try await car.connect()
            #expect(car.topTemplate is CPListTemplate)
        }
    }
}

/// Each case of a parameterised test, and each block of a test, has a
/// worker of its own: a case that crashes fails that case alone. Before,
/// every case's worker ran all the cases, so the crash failed every case.
@MainActor struct IsolatedCaseTests {
    @Test(arguments: ["Crash", "Fine"])
    func eachCaseHasItsOwnWorker(_ label: String) async throws {
        guard label == "Crash" else {
            return try await TestCar.isolated {
                let car = try await TestCar(delegate: MisbehavingScene(), category: .communication)
                try await car.connect()
                #expect(car.topTemplate is CPListTemplate)
            }
        }
        let error = await #expect(throws: TestCarError.self) {
            try await TestCar.isolated {
                let car = try await TestCar(delegate: MisbehavingScene(), category: .communication)
                try await car.connect()
                try await car.tap(label)
            }
        }
        #expect(error?.description.hasPrefix("the app crashed (SIGILL) in the worker process of ") == true, "\(String(describing: error))")
    }

    @Test func eachBlockHasItsOwnWorker() async throws {
        let first = await #expect(throws: TestCarError.self) {
            try await TestCar.isolated { Issue.record("the first block's issue") }
        }
        let second = await #expect(throws: TestCarError.self) {
            try await TestCar.isolated { Issue.record("the second block's issue") }
        }
        #expect(first?.description.contains("the first block's issue") == true, "\(String(describing: first))")
        #expect(first?.description.contains("the second block's issue") == false, "\(String(describing: first))")
        #expect(second?.description.contains("the second block's issue") == true, "\(String(describing: second))")
        #expect(second?.description.contains("the first block's issue") == false, "\(String(describing: second))")
    }

}
