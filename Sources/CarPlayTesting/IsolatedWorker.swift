import CarPlay
import Foundation
import Testing

/// The worker process of a test run in `TestCar.isolated`: the test binary
/// again, running that one test (Swift Testing's `--filter` with the
/// test's id), told by `CARPLAY_TESTING_WORKER` which test, which of its
/// cases and which `isolated` block it is the worker of; and how it ended,
/// read from its exit and its output, as one `TestCarError`: the issues
/// its block recorded, its crash, its step past the time limit. The
/// test's code outside `isolated`'s block runs in both processes; in the
/// worker, the test's other cases are cancelled and its other blocks
/// skipped, and the worker ends as soon as its block has run.
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
    /// Which block of which case of the test, as the worker finds it: the
    /// block's place and the case's arguments, each as a key (`place-case`).
    let block: String
    /// The names of the environment variables that make a process the worker of a block.
    static let testVariable = "CARPLAY_TESTING_WORKER"
    static let blockVariable = "CARPLAY_TESTING_WORKER_BLOCK"

    init(test: Test.ID, testCase: Test.Case?, place: SourcePlace) {
        name = test.moduleName + "." + test.nameComponents.joined(separator: "/")
        // The case's fields as text: its arguments, each with its value and
        // parameter. (Its own description names a private type by address.)
        let arguments = testCase.map { Mirror(reflecting: $0).children.map { String(describing: $0.value) }.joined(separator: " ") } ?? ""
        block = Self.key("\(place.filePath):\(place.line)") + "-" + Self.key(arguments)
    }

    /// What this process does with the block.
    enum Role: Equatable {
        /// Runs the worker and reads how it ended.
        case parent
        /// Is the block's worker: runs it, tells how it ended, and exits.
        case worker
        /// Is the worker of another case of this test: cancels this one.
        case workerOfAnotherCase
        /// Is the worker of another block of this case: skips this one.
        case workerOfAnotherBlock
    }

    /// What this process does with the block, from its environment.
    func role(environment: [String: String] = ProcessInfo.processInfo.environment) -> Role {
        guard environment[Self.testVariable] == name, let wanted = environment[Self.blockVariable] else { return .parent }
        if wanted == block { return .worker }
        let (wantedCase, thisCase) = (wanted.split(separator: "-").last, block.split(separator: "-").last)
        return wantedCase == thisCase ? .workerOfAnotherBlock : .workerOfAnotherCase
    }

    /// The line a worker writes when it runs the test's block, by which its parent knows it found it.
    var announcement: String { "CarPlayTesting: the worker of \(name) runs it" }
    /// The line a worker writes when its block ended, then one line per issue it recorded.
    static let ending = "CarPlayTesting: the block ended; issues: "
    static let issueLine = "CarPlayTesting: issue: "

    /// Runs `body` here, in the worker, or runs the worker and throws why
    /// the test failed there, as thrown at `place`.
    @MainActor func run(_ body: @MainActor () async throws -> Void, at place: SourcePlace) async throws {
        switch role() {
        case .parent: if let failure = await runWorker() { throw place.thrown(failure) }
        case .workerOfAnotherCase: try Test.cancel("another case of \(name) runs in this worker")
        case .workerOfAnotherBlock: return
        case .worker:
            FileHandle.standardError.write(Data((announcement + "\n").utf8))
            let issues = await Self.issues { try await body() }
            let told = ([Self.ending + "\(issues.count)"] + issues.map { Self.issueLine + $0 }).joined(separator: "\n")
            FileHandle.standardError.write(Data((told + "\n").utf8))
            exit(issues.isEmpty ? 0 : 1)
        }
    }

    /// The issues `body` records, each on one line, as Swift Testing records
    /// them too: an error it throws is one.
    @MainActor private static func issues(of body: @MainActor () async throws -> Void) async -> [String] {
        let recorded = RecordedIssues()
        // An error the block throws is an issue the matcher has seen; Swift
        // Testing throws it again, and it is told with the others.
        try? await withKnownIssue(isIntermittent: true) {
            try await body()
        } matching: { issue in
            recorded.append(String(describing: issue).split(separator: "\n").joined(separator: " "))
            return false
        }
        return recorded.all
    }

    /// Runs the worker to its end; why the test fails, or nil when it passed.
    private func runWorker() async -> TestCarError? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--testing-library", "swift-testing", "--filter", NSRegularExpression.escapedPattern(for: filter)]
        process.environment = ProcessInfo.processInfo.environment.merging([Self.testVariable: name, Self.blockVariable: block]) { $1 }
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

    /// A short key for `text`: FNV-1a, 64 bits, in hex.
    static func key(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}

/// The issues a worker's block records, gathered from Swift Testing's matcher.
private final class RecordedIssues: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [String] = []

    func append(_ issue: String) { lock.withLock { issues.append(issue) } }
    var all: [String] { lock.withLock { issues } }
}
