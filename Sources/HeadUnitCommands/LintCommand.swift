import HeadUnitCore
import HeadUnitFiles

/// `headunit lint FILE...`: every problem of each scenario, CarPlay's rules
/// included; exit 0 when clean, 1 when problems were found, 2 when a file
/// cannot be read as a scenario at all.
enum LintCommand: Subcommand {
    static let name = "lint"
    static let synopsis = "headunit lint FILE... [options]"
    static let summary = "check scenario files against CarPlay's rules"
    static let specs = [
        formatOption.spec, strictFlag.spec, SessionOptions.carOption.spec, FlagOption.help.spec,
    ]
    static let formatOption = ValueOption<Format>.choice("format", help: "text: one line per problem; json: an array for CI", byDefault: .text)

    /// How lint reports.
    enum Format: String, CaseIterable, Sendable {
        case text, json
    }
    static let strictFlag = FlagOption(name: "strict", help: "count warnings as problems too")

    static let help = Usage.help(
        synopsis,
        """
        Checks scenario files: syntax, keys, references and every rule CarPlay enforces, each problem
        one line FILE:LINE:COLUMN: error|warning: [rule] message (at JSON-PATH); a count follows on stderr.
        With --car (more than once for several), also every control that car's driver cannot reach, parked or moving.
        Exit status: 0 clean (warnings allowed unless --strict), 1 problems found, 2 a file unusable.
        """, specs)

    static func run(_ arguments: [String], context: CommandContext) throws(CommandStop) -> ExitStatus {
        guard let parsed = try CommandArguments.read(arguments, specs: specs, command: "lint", help: help) else { return .success }
        let format: Format
        do throws(UsageError) {
            format = try parsed.value(formatOption, command: "lint")
        } catch {
            throw .usage(error)
        }
        guard !parsed.positionals.isEmpty else { throw .usage(UsageError("lint: name one or more scenario files: headunit lint Scenarios/*.json")) }
        var results: [(file: String, result: ScenarioLoadResult)] = []
        var unusable = false, problems = false
        let cars = parsed.values(SessionOptions.carOption).isEmpty ? [] : try SessionOptions.cars(parsed, command: "lint")
        for file in parsed.positionals {
            let result = ScenarioLoader.load(path: file, cars: cars)
            results.append((file, result))
            unusable = unusable || result.isUnusable
            problems = problems || result.hasErrors || (parsed.isSet(strictFlag) && result.problemCount > 0)
        }
        switch format {
        case .json:
            Output.print(DiagnosticJSON.text(results.map { ($0.file, $0.result.diagnostics) }))
        case .text:
            for (file, result) in results {
                for diagnostic in result.diagnostics { Output.line(diagnostic.formatted(file: file)) }
                let omitted = result.omitted.errors + result.omitted.warnings
                if omitted > 0 { Output.line("\(file): \(omitted) more problems not listed; the first \(result.diagnostics.count) are") }
            }
            Output.error(summary(results.map { ($0.file, $0.result) }))
        }
        return unusable ? .usage : problems ? .problems : .success
    }

    /// One line for a person, on standard error: how many problems in how
    /// many files, or that every file is clean.
    static func summary(_ results: [(file: String, result: ScenarioLoadResult)]) -> String {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let all = results.map(\.result)
        guard all.contains(where: { $0.problemCount > 0 }) else { return "lint: \(counted(results.count, "file")) clean" }
        let errors = all.reduce(0) { $0 + $1.omitted.errors + $1.diagnostics.count { $0.severity == .error } }
        let warnings = all.reduce(0) { $0 + $1.problemCount } - errors
        let files = all.count { $0.problemCount > 0 }
        return "lint: \(counted(errors, "error")) and \(counted(warnings, "warning")) in \(files) of \(counted(results.count, "file"))"
    }
}
