import Foundation

/// Runs one test alone in a new process of the test bundle, for what a
/// process measures as a whole (its resident memory), which the tests that
/// run beside it in parallel would otherwise disturb.
public enum SoloProcess {
    /// Set in the child's environment to the filter it was started for.
    public static let variable = "HEADUNIT_SOLO"

    /// Whether this process was started to run the tests of `filter` alone.
    public static func isSolo(_ filter: String) -> Bool {
        ProcessInfo.processInfo.environment[variable] == filter
    }

    /// Runs the tests of `filter` (a Swift Testing filter) alone in a new
    /// process of this test bundle, to the end.
    public static func run(_ filter: String) throws -> ToolProcess.Result {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).lastPathComponent
        return try ToolProcess.run(["--testing-library", "swift-testing", "--filter", filter], program: bundle, environment: [variable: filter])
    }
}
