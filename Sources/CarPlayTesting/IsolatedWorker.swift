import CarPlay
import Foundation
import Testing

/// The worker process of a test run in `TestCar.isolated`: the test binary
/// again, running that one test (Swift Testing's `--filter` with the
/// test's id), told by `CARPLAY_TESTING_WORKER` that it is the worker; and
/// how it ended, read from its exit and its output, as one `TestCarError`:
/// the issues it recorded, its crash, its step past the time limit. The
/// test's code outside `isolated`'s body runs in both processes; a
/// parameterised test's worker runs all its cases.
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
struct IsolatedWorker {
    /// The test, as Swift Testing names it: `Module.Suite/function()`.
    let name: String
    /// The name of the environment variable that makes a process the worker of a test.
    static let variable = "CARPLAY_TESTING_WORKER"

    init(test: Test.ID) { name = test.moduleName + "." + test.nameComponents.joined(separator: "/") }

    /// Whether this process is this test's worker.
    var isThisProcess: Bool { ProcessInfo.processInfo.environment[Self.variable] == name }

    /// The line a worker writes when it runs the test's body, by which its parent knows it found the test.
    var announcement: String { "CarPlayTesting: the worker of \(name) runs it" }

    /// In the worker, runs `body`; else runs the worker, and throws why
    /// the test failed there, as thrown at `place`.
    @MainActor func run(_ body: @MainActor () async throws -> Void, at place: SourcePlace) async throws {
        if isThisProcess {
            FileHandle.standardError.write(Data((announcement + "\n").utf8))
            return try await body()
        }
        if let failure = await runWorker() { throw place.thrown(failure) }
    }

    /// Runs the worker to its end; why the test fails, or nil when it passed.
    private func runWorker() async -> TestCarError? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--testing-library", "swift-testing", "--filter", NSRegularExpression.escapedPattern(for: filter)]
        process.environment = ProcessInfo.processInfo.environment.merging([Self.variable: name]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return .worker(name, failed: "could not start: \(error)") }
        let text: String = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let data = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: String(decoding: data, as: UTF8.self))
            }
        }
        return outcome(reason: process.terminationReason, status: process.terminationStatus, output: text)
    }

    /// The test's id as Swift Testing's `--filter` matches it: the names
    /// after the module, which its id and its key path both hold.
    private var filter: String { name.split(separator: ".", maxSplits: 1).last.map(String.init) ?? name }

    /// Why the test failed, from how its worker ended; nil when it passed.
    func outcome(reason: Process.TerminationReason, status: Int32, output: String) -> TestCarError? {
        let lines = output.split(separator: "\n").map(String.init)
        if reason == .uncaughtSignal {
            let told = lines.filter { $0.contains("Fatal error") || $0.contains("Main Thread Checker") || $0.hasPrefix("PID: ") }
            return .crashedInWorker(name, signal: Self.signalName(status), told: told)
        }
        if status == StepTimeLimit.exitStatus, let limit = lines.first(where: { $0.hasPrefix("CarPlayTesting: a step") }) {
            let told = limit.dropFirst("CarPlayTesting: ".count)
            return .worker(name, failed: String(told[..<(told.range(of: StepTimeLimit.ending)?.lowerBound ?? told.endIndex)]))
        }
        guard lines.contains(announcement) else { return .worker(name, failed: "did not run the test (status \(status)):\n" + output) }
        guard status != 0 else { return nil }
        let issues = lines.filter { $0.contains("recorded an issue") || $0.contains("Caught error") }
        return .worker(name, failed: "failed (status \(status)):\n" + (issues.isEmpty ? output : issues.joined(separator: "\n")))
    }

    /// A signal's name: `SIGILL`.
    private static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE"]
        return names[signal] ?? "signal \(signal)"
    }
}
