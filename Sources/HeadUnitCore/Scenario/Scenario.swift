/// A loaded scenario file: the app it describes and where each part of it
/// was written, for diagnostics found after decoding.
public struct Scenario: Equatable, Sendable {
    public let app: App
    /// The file name diagnostics print.
    public let file: String
    /// The location of every value, by JSON path.
    public let locations: [String: SourceLocation]

    public init(app: App, file: String, locations: [String: SourceLocation]) {
        self.app = app
        self.file = file
        self.locations = locations
    }

    /// The scenario format version this build reads.
    public static let formatVersion = 1
}

/// What loading a scenario gives: the scenario when it is usable, and
/// every problem found, in file order.
public struct ScenarioLoadResult: Sendable {
    public let scenario: Scenario?
    public let diagnostics: [Diagnostic]
    /// True when the input could not be read as a scenario at all
    /// (unreadable, not JSON, not an object).
    public let isUnusable: Bool

    /// Whether any problem is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
