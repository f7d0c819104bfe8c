/// The rule a diagnostic names: one of CarPlay's, one of the file
/// formats', or why a script stopped. Printed by its stable id.
public enum DiagnosticRule: Hashable, Sendable, Comparable, CustomStringConvertible {
    case carPlay(CarPlayRule)
    case format(FormatRule)
    case script(ScriptRule)

    /// The id diagnostics print: `template-depth`, `wrong-type`, `expect`.
    public var id: String {
        switch self {
        case .carPlay(let rule): rule.rawValue
        case .format(let rule): rule.rawValue
        case .script(let rule): rule.rawValue
        }
    }

    public var description: String { id }

    public static func < (lhs: DiagnosticRule, rhs: DiagnosticRule) -> Bool { lhs.id < rhs.id }
}

/// A rule of the scenario, theme and key-map file formats.
public enum FormatRule: String, CaseIterable, Sendable {
    case unreadable
    case fileSize = "file-size"
    case jsonSyntax = "json-syntax"
    /// A text file that is not UTF-8 (a `.hus` test file; a JSON file's
    /// is a `json-syntax` error, where its parser meets it).
    case encoding
    case wrongType = "wrong-type"
    case unknownKey = "unknown-key"
    case missingKey = "missing-key"
    case duplicateKey = "duplicate-key"
    case badValue = "bad-value"
    case textLength = "text-length"
    case formatVersion = "format-version"
    case unknownTrack = "unknown-track"
    case unknownItem = "unknown-item"
    case unknownTrip = "unknown-trip"
    case unknownAlert = "unknown-alert"
    case scriptCommand = "script-command"
    case scriptPath = "script-path"
    case keyClash = "key-clash"
    case noWayOut = "no-way-out"
    case unknownTheme = "unknown-theme"
    case badColour = "bad-colour"
}

/// Why a script or a run of commands stopped.
public enum ScriptRule: String, CaseIterable, Sendable, CustomStringConvertible {
    /// As messages write it: `car-input`.
    public var description: String { rawValue }

    /// An `expect` line did not hold.
    case expect
    /// A command could not be done (a phone event the scenario lacks).
    case command
    /// The car being rehearsed on lacks the input a command needs (a tap
    /// on a car without a touch screen), or turns it off while moving.
    case carInput = "car-input"
    /// What a command asked of the caller could not be done (a screenshot
    /// not written, a theme not loaded).
    case request
}
