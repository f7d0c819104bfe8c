/// A loaded scenario file: the app it describes and the file's name. It
/// keeps nothing of the parsed document, which is let go once loading has
/// placed its problems: a session of a 100,000-row list does not carry
/// the file's values beside its own.
public struct Scenario: Equatable, Sendable {
    public let app: App
    /// The file name diagnostics print.
    public let file: String

    public init(app: App, file: String) {
        self.app = app
        self.file = file
    }

    /// The scenario format version this build reads.
    public static let formatVersion = 1
}

/// What loading a scenario gives: the scenario when it is usable, and
/// every problem found, in file order.
public struct ScenarioLoadResult: Sendable {
    public let scenario: Scenario?
    /// The problems, in the file's order: the first `maximumDiagnostics`.
    public let diagnostics: [Diagnostic]
    /// True when the input could not be read as a scenario at all
    /// (unreadable, not JSON, not an object).
    public let isUnusable: Bool
    /// Problems past those listed: counted, not kept.
    public let omitted: (errors: Int, warnings: Int)

    package init(scenario: Scenario?, diagnostics: [Diagnostic], isUnusable: Bool, omitted: (errors: Int, warnings: Int) = (0, 0)) {
        self.scenario = scenario
        self.diagnostics = diagnostics
        self.isUnusable = isUnusable
        self.omitted = omitted
    }

    /// Whether any problem is an error.
    public var hasErrors: Bool { omitted.errors > 0 || diagnostics.contains { $0.severity == .error } }

    /// How many problems there are, listed or not.
    public var problemCount: Int { diagnostics.count + omitted.errors + omitted.warnings }
}
