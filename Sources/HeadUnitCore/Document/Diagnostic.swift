/// One problem found in a scenario or theme file: where, how bad, which
/// rule, and what is wrong.
public struct Diagnostic: Equatable, Sendable, Comparable {
    public enum Severity: String, Sendable {
        case error, warning
    }

    public let severity: Severity
    /// The rule broken, printed by its id: `grid-button-limit`, `unknown-key`.
    public let rule: DiagnosticRule
    public let message: String
    public let location: SourceLocation
    /// Where in the document, as a JSON path: `$.templates.home.sections[0]`.
    public let path: String

    public init(_ severity: Severity, _ rule: DiagnosticRule, _ message: String, at location: SourceLocation, path: String) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.location = location
        self.path = path
    }

    /// A broken file-format rule.
    public init(_ severity: Severity, _ rule: FormatRule, _ message: String, at location: SourceLocation, path: String) {
        self.init(severity, .format(rule), message, at: location, path: path)
    }

    /// A broken CarPlay rule.
    public init(_ severity: Severity, _ violation: RuleViolation, at location: SourceLocation, path: String) {
        self.init(severity, .carPlay(violation.rule), violation.message, at: location, path: path)
    }

    /// `FILE:LINE:COLUMN: error: [rule] message (at PATH)`, one line.
    public func formatted(file: String) -> String {
        "\(Escaped.text(file)):\(location.line):\(location.column): \(severity.rawValue): [\(rule)] \(Escaped.text(message)) (at \(Escaped.text(path)))"
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.location, lhs.rule, lhs.message) < (rhs.location, rhs.rule, rhs.message)
    }
}
