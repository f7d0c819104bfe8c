import Foundation

/// Runs the built `headunit` binary (or another product of the package, an
/// example app) as a user does, capturing its output.
public enum ToolProcess {
    /// What one run of the tool gave.
    public struct Result: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String

        /// Standard output's lines, without the final newline.
        public var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// The built binary: beside the test bundle, in the build products folder.
    public static var binary: URL { binary(named: "headunit") }

    /// The built product `name`, beside the test bundle.
    public static func binary(named name: String) -> URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Runs `program` (headunit unless named) with `arguments` and the
    /// extra environment, to the end; through `launcher` when one is given
    /// (a program's absolute path and its arguments, the tool's path after
    /// them: `setpriv ... --`).
    public static func run(
        _ arguments: [String], program: String = "headunit", environment: [String: String] = [:], launcher: [String] = []
    ) throws -> Result {
        let process = Process()
        process.executableURL = launcher.first.map { URL(fileURLWithPath: $0) } ?? binary(named: program)
        process.arguments = launcher.isEmpty ? arguments : launcher.dropFirst() + [binary(named: program).path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        // Nothing of the test's own terminal: no input from it.
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Both pipes read at once and fully before the wait: a child that
        // fills one while the other is read would block for good.
        let errors = ErrorReader(err.fileHandleForReading)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = errors.data()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorReader: @unchecked Sendable {
    private var read = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            read = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything read, once the pipe has closed.
    func data() -> Data {
        done.wait()
        return read
    }
}
