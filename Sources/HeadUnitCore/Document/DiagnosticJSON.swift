/// Diagnostics as JSON, for CI: an array of objects with file, line,
/// column, severity, rule, message and path.
public enum DiagnosticJSON {
    /// The diagnostics of several files as one JSON array.
    public static func text(_ files: [(file: String, diagnostics: [Diagnostic])]) -> String {
        var objects: [String] = []
        for (file, diagnostics) in files {
            for diagnostic in diagnostics {
                let fields = [
                    "\"file\": \(quoted(file))", "\"line\": \(diagnostic.location.line)", "\"column\": \(diagnostic.location.column)",
                    "\"severity\": \(quoted(diagnostic.severity.rawValue))", "\"rule\": \(quoted(diagnostic.rule.id))",
                    "\"message\": \(quoted(diagnostic.message))", "\"path\": \(quoted(diagnostic.path))",
                ]
                objects.append("  {" + fields.joined(separator: ", ") + "}")
            }
        }
        return objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// A JSON string literal: every control and invisible character escaped.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || TextWidth.isForbidden(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
