import HeadUnitCore

/// `headunit script [SCENARIO]`: runs the scenario's script headless, on a
/// virtual clock, and checks its `expect` lines; the first that fails
/// stops the run with its place in the file and what was on screen. Its
/// `screenshot FILE` lines write pictures, as in the console.
enum ScriptCommand: Subcommand {
    static let name = "script"
    static let synopsis = "headunit script [SCENARIO] [options]"
    static let summary = "run a scenario's script and check its expectations"
    static let specs = [OptionSpec(name: "verbose", value: nil, help: "print each line as it runs")] + WriteOptions.specs + SessionOptions.specs

    static let help = Usage.help(
        synopsis,
        """
        Runs the scenario's "script" without a terminal: checks its expect lines, writes its screenshots under --out
        (never outside it, never through a symbolic link, never over a file the run did not write unless --force).
        Exit status 1 when a line fails.
        """, specs)

    static func run(_ arguments: [String]) throws(CommandStop) -> ExitStatus {
        guard let parsed = try CommandArguments.read(arguments, specs: specs, command: "script", help: help) else { return .success }
        let options = try SessionOptions(parsed, command: "script")
        let file = parsed.positionals.first ?? "tour.json"
        let lines = options.scenario.app.script
        guard !lines.isEmpty else { throw .usage(UsageError("script: \(file) has no \"script\"")) }
        var runner = SessionDriver(state: options.makeState())
        var host = HeadlessHost(
            theme: options.theme, command: "script", files: try WriteOptions(parsed, command: "script").files,
            themeFiles: .scenarioFolder(parsed.positionals.first.map(Self.folder)))
        let verbose = parsed.flags.contains("verbose")
        let outcome = runner.runScript(
            lines,
            each: { line in
                if verbose { Output.line("\(file):\(line.location.line): \(line.text)") }
            },
            host: { host.perform($0, $1) })
        if let failure = outcome.failure {
            Output.error("\(file):\(failure.line.location): error: [\(failure.rule)] \(failure.reason)")
            Output.error(PlainTextWriter.text(of: runner.picture))
            return .problems
        }
        Output.line("\(file): \(lines.count) lines, \(outcome.expectations) expectations held")
        return .success
    }

    /// The folder a file is in: `Scenarios` for `Scenarios/a.json`, `.` for `a.json`.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
