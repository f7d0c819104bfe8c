/// One problem found in a scenario or theme file: where, how bad, which
/// rule, and what is wrong.
public struct Diagnostic: Equatable, Sendable, Comparable {
    public enum Severity: String, Sendable {
        case error, warning
    }

    public let severity: Severity
    /// A stable id of the rule broken: `grid-button-limit`, `unknown-key`.
    public let rule: String
    public let message: String
    public let location: SourceLocation
    /// Where in the document, as a JSON path: `$.templates.home.sections[0]`.
    public let path: String

    public init(_ severity: Severity, _ rule: String, _ message: String, at location: SourceLocation, path: String) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.location = location
        self.path = path
    }

    /// `FILE:LINE:COLUMN: error: [rule] message (at PATH)`, one line.
    public func formatted(file: String) -> String {
        let clean = TextFit.sanitize(message)
        return "\(file):\(location.line):\(location.column): \(severity.rawValue): [\(rule)] \(clean) (at \(TextFit.sanitize(path)))"
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.location, lhs.rule, lhs.message) < (rhs.location, rhs.rule, rhs.message)
    }
}
