import HeadUnitCore

/// `headunit lint FILE...`: every problem of each scenario, CarPlay's rules
/// included; exit 0 when clean, 1 when problems were found, 2 when a file
/// cannot be read as a scenario at all.
enum LintCommand: Subcommand {
    static let name = "lint"
    static let synopsis = "headunit lint FILE... [options]"
    static let summary = "check scenario files against CarPlay's rules"
    static let specs = [
        OptionSpec(name: "format", value: "text|json", help: "text: one line per problem (default); json: an array for CI"),
        OptionSpec(name: "strict", value: nil, help: "count warnings as problems too"),
        OptionSpec(name: "help", value: nil, help: "show this help"),
    ]

    static let help = Usage.help(
        synopsis,
        """
        Checks scenario files: syntax, keys, references and every rule CarPlay enforces, each problem
        one line FILE:LINE:COLUMN: error|warning: [rule] message (at JSON-PATH); a count follows on stderr.
        Exit status: 0 clean (warnings allowed unless --strict), 1 problems found, 2 a file unusable.
        """, specs)

    static func run(_ arguments: [String]) throws(CommandStop) -> ExitStatus {
        guard let parsed = try CommandArguments.read(arguments, specs: specs, command: "lint", help: help) else { return .success }
        let format = parsed["format"] ?? "text"
        guard ["text", "json"].contains(format) else { throw .usage(UsageError("lint: --format must be text or json; got '\(format)'")) }
        guard !parsed.positionals.isEmpty else { throw .usage(UsageError("lint: name one or more scenario files: headunit lint Scenarios/*.json")) }
        var results: [(file: String, diagnostics: [Diagnostic])] = []
        var unusable = false, problems = false
        for file in parsed.positionals {
            let result = ScenarioLoader.load(path: file)
            results.append((file, result.diagnostics))
            unusable = unusable || result.isUnusable
            problems = problems || result.hasErrors || (parsed.flags.contains("strict") && !result.diagnostics.isEmpty)
        }
        if format == "json" {
            Output.print(DiagnosticJSON.text(results))
        } else {
            for (file, diagnostics) in results {
                for diagnostic in diagnostics { Output.line(diagnostic.formatted(file: file)) }
            }
            if let summary = summary(results) { Output.error(summary) }
        }
        return unusable ? .usage : problems ? .problems : .success
    }

    /// One line for a person, on standard error: how many problems in how
    /// many files; nil when there are none.
    static func summary(_ results: [(file: String, diagnostics: [Diagnostic])]) -> String? {
        let all = results.flatMap(\.diagnostics)
        guard !all.isEmpty else { return nil }
        let errors = all.count { $0.severity == .error }, warnings = all.count - errors
        let files = results.count { !$0.diagnostics.isEmpty }
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        return "lint: \(counted(errors, "error")) and \(counted(warnings, "warning")) in \(files) of \(counted(results.count, "file"))"
    }
}
