import HeadUnitCore
import HeadUnitFiles

/// `headunit script [SCENARIO...] [TEST.hus|- ...]`: runs scripts headless, on
/// a virtual clock, each from the start of a fresh session, and checks
/// their `expect` lines; the first that fails stops its script with its
/// place and what was on screen. The scenario's named scripts run when no
/// test file is given.
enum ScriptCommand: Subcommand {
    static let name = "script"
    static let synopsis = "headunit script [SCENARIO...] [TEST.hus|- ...] [options]"
    static let summary = "run scripts and check their expectations"
    static let specs =
        [
            onlyOption.spec, verboseFlag.spec, tapFlag.spec, junitOption.spec, castOption.spec, framesOption.spec, VideoRecorder.option.spec,
            reportOption.spec, updateScreensFlag.spec, jobsOption.spec, ScriptShard.option.spec,
        ] + WriteOptions.specs + SessionOptions.specs
    static let onlyOption = TextOption(name: "only", placeholder: "NAME", help: "run only the script of this name")
    static let verboseFlag = FlagOption(name: "verbose", help: "print each line as it runs")
    static let tapFlag = FlagOption(name: "tap", help: "print the results as TAP (Test Anything Protocol) on standard output")
    static let junitOption = TextOption(name: "junit", placeholder: "FILE", help: "write the results as JUnit XML, one test case per script")
    static let castOption = TextOption(
        name: "cast", placeholder: "FILE", help: "write the run as an asciicast v2 recording, paced as a demo (asciinema plays it)")
    static let framesOption = TextOption(name: "frames", placeholder: "DIR", help: "write the display after each input as an SVG, for slides")
    static let reportOption = TextOption(
        name: "report", placeholder: "text|json", help: "after the run, what each task cost the driver: inputs, screens, stack, time")
    static let jobsOption = ValueOption<Int>.whole(
        "jobs", help: "run the scripts in N processes at once; the results come in input order", byDefault: 1, in: 1...64)
    static let updateScreensFlag = FlagOption(name: "update-screens", help: "write the display to each expect screen FILE instead of comparing")

    static let help = Usage.help(
        synopsis,
        """
        Runs scripts without a terminal: each scenario's own (its "scripts" by name, or its "script"), or the test files
        given (.hus: one command a line, # comments; - reads one from standard input). Each starts a fresh session and
        checks its expect lines; screenshots go under --out (never outside it, never through a symbolic link, never over
        a file the run did not write unless --force). --jobs N runs them in N processes, reported in input order as one
        process would; --shard K/N runs the K-th of N parts (a CI matrix), and merge-junit joins the parts' --junit files.
        Exit status: 0 every script passed, 1 a line failed, 2 unusable input (a bad test file, an unknown command).
        """, specs)

    static func run(_ arguments: [String], context: CommandContext) throws(CommandStop) -> ExitStatus {
        guard let parsed = try CommandArguments.read(arguments, specs: specs, command: "script", help: help) else { return .success }
        let scenarioPaths = parsed.positionals.filter { $0.hasSuffix(".json") }
        let options = try SessionOptions(parsed, command: "script", scenarios: scenarioPaths, context: context)
        let scenarioFile = scenarioPaths.first ?? "tour.json"
        var runs = try scriptRuns(
            testFiles(parsed.positionals.filter { !$0.hasSuffix(".json") }), options: options, paths: scenarioPaths)
        if let only = parsed.value(onlyOption) {
            let names = runs.map(\.script.name)
            runs = runs.filter { $0.script.name == only }
            guard !runs.isEmpty else {
                throw .usage(
                    UsageError("script: no script is named '\(only)'; \(names.isEmpty ? "there are none" : "there are: \(names.joined(separator: ", "))")"))
            }
        }
        guard !runs.isEmpty else { throw .usage(UsageError("script: \(scenarioFile) has no \"scripts\" or \"script\"; give a test file")) }
        // On several cars, every script runs on each, named for its car.
        if options.cars.count > 1 { runs = options.cars.flatMap { car in runs.map { $0.on(car) } } }
        let report = parsed.value(reportOption)
        guard report == nil || report == "text" || report == "json" else {
            throw .usage(UsageError("script: --report must be text or json; got '\(report ?? "")'"))
        }
        if let assigned = ScriptWorkers.assigned {
            let (results, notices) = try runHere(assigned.filter(runs.indices.contains), of: runs, parsed: parsed, options: options, video: nil)
            ScriptWorkers.report(zip(assigned, results).map { WorkerRecord(position: $0, result: $1, notices: notices) })
            return .success
        }
        let jobs: Int, shard: ScriptShard?
        do throws(UsageError) {
            jobs = try parsed.value(jobsOption, command: "script")
            shard = try parsed.value(ScriptShard.option, command: "script")
        } catch {
            throw .usage(error)
        }
        // What the run writes besides screenshots is checked before it starts:
        // a refusal stops the command with nothing written.
        let force = parsed.isSet(WriteOptions.forceFlag)
        var junitFiles: FileWriter?
        if let junit = parsed.value(junitOption) { junitFiles = try WriteOptions.output(junit, option: "junit", command: "script", force: force) }
        if let cast = parsed.value(castOption) { _ = try WriteOptions.output(cast, option: "cast", command: "script", force: force) }
        if let folder = parsed.value(framesOption) { try WriteOptions.makeFolder(folder, option: "frames", command: "script") }
        try checkFiles(of: runs, parsed: parsed)
        let video = try VideoRecorder.prepare(parsed, command: "script")
        let positions = Array(shard?.positions(of: runs.count) ?? runs.indices)
        if let shard, positions.isEmpty {
            Output.error("headunit: note: shard \(shard.index)/\(shard.count) has no scripts; the run has \(runs.count)")
        }
        let results: [ScriptResult]
        var notices: [String] = []
        if jobs > 1 && positions.count > 1 {
            if let alone = [verboseFlag.name, castOption.name, framesOption.name, VideoRecorder.option.name, reportOption.name].first(where: parsed.isGiven) {
                throw .usage(UsageError("script: --\(alone) follows one run as it happens; it takes --jobs 1"))
            }
            let records = try ScriptWorkers.run(positions, jobs: jobs)
            results = positions.compactMap { position in records[position].map { $0.result(of: runs[position]) } }
            for record in positions.compactMap({ records[$0] }) { notices += record.notices.filter { !notices.contains($0) } }
        } else {
            (results, notices) = try runHere(positions, of: runs, parsed: parsed, options: options, video: video)
        }
        if parsed.isSet(tapFlag) {
            Output.print(ScriptResults.tap(results))
        } else if report == "json" {
            for result in results where result.failure != nil { Self.report(result, named: true) }
            Output.print(TaskCostReport.json(results))
        } else {
            let named = runs.count > 1 || runs.contains { $0.script.name != Script.singleName }
            for result in results { Self.report(result, named: named) }
            // Script, task and screen names come from files: escaped, as every user's text is.
            if report == "text" { Output.print(Escaped.lines(TaskCostReport.text(results))) }
        }
        Output.notices(notices)
        if let junit = parsed.value(junitOption), var files = junitFiles {
            if let failure = files.write(ScriptResults.junit(results), to: junit) {
                throw .usage(UsageError("script: cannot write --junit '\(junit)': \(failure.reason)"))
            }
        }
        return results.contains { $0.failure != nil } ? .problems : .success
    }

    /// Runs the scripts at `positions` in this process, one after another,
    /// into `video` when there is one: their results, and what headunit
    /// noted, once each.
    private static func runHere(
        _ positions: [Int], of runs: [ScriptRun], parsed: ParsedArguments, options: SessionOptions, video: VideoRecorder?
    ) throws(CommandStop) -> ([ScriptResult], [String]) {
        guard let first = positions.first else { return ([], []) }
        var host = HeadlessHost(
            theme: options.theme, command: "script", files: try WriteOptions(parsed, command: "script").files,
            source: .script(folder: runs[first].folder), recordsScreens: parsed.isSet(updateScreensFlag))
        let verbose = parsed.isSet(verboseFlag)
        let force = parsed.isSet(WriteOptions.forceFlag)
        // The recording is written as it is made: memory stays flat however long the run.
        var castFile: OutputFile?
        if let cast = parsed.value(castOption) {
            var files = FileWriter(scope: .anywhere, replacesExisting: force)
            switch files.create(cast) {
            case .success(let file): castFile = file
            case .failure(let failure): throw .usage(UsageError("script: cannot write --cast '\(cast)': \(failure.reason)"))
            }
        }
        var recorder = DemoRecorder(castFile: castFile, framesFolder: parsed.value(framesOption), force: force, video: video)
        defer { recorder.finish() }
        var stop: CommandStop?
        var results: [ScriptResult] = []
        var notices: [String] = []
        for run in positions.map({ runs[$0] }) {
            let script = run.script, file = run.file
            var driver = options.makeDriver(apps: run.apps, car: run.car)
            host.start(theme: options.theme, folder: run.folder)
            recorder.start(script, driver, theme: host.theme)
            let outcome = ScriptRunner.run(
                script.lines, on: &driver, name: script.name,
                each: { line in
                    if verbose { Output.line("\(file):\(line.location.line): \(line.text)") }
                    recorder.line(line)
                },
                // After a refusal nothing more is written: the script stops at its next file.
                host: { effect, driver in stop == nil ? host.perform(effect, driver) : .failed("script: stopped after a refusal to write") },
                // A video sees each sleep pass, frame by frame, as play shows it.
                during: recorder.video == nil ? nil : { command, share, driver in recorder.during(command, share: share, driver, theme: host.theme) },
                after: { command, driver in
                    do throws(CommandStop) {
                        try recorder.after(command, driver, theme: host.theme)
                    } catch {
                        stop = stop ?? error
                    }
                })
            if let stop { throw stop }
            notices += driver.state.notices.filter { !notices.contains($0) }
            results.append(ScriptResult(script: script, file: file, outcome: outcome, frame: PlainTextWriter.text(of: driver.picture)))
        }
        try recorder.finishVideo()
        return (results, notices)
    }

    /// Stops the command (2), before any script runs, when a file the
    /// scripts write would be refused: a screenshot under --out, an
    /// expected screen under a script's folder (--update-screens).
    private static func checkFiles(of runs: [ScriptRun], parsed: ParsedArguments) throws(CommandStop) {
        try WriteOptions(parsed, command: "script").checkScreenshots(runs.lazy.flatMap { $0.script.lines.lazy.flatMap(\.commands) }, command: "script")
        guard parsed.isSet(updateScreensFlag) else { return }
        for run in runs {
            guard let folder = run.folder else { continue }
            for case .expectScreen(let path) in run.script.lines.lazy.flatMap(\.commands) {
                if let failure = HeadlessHost.screenWriter(in: folder).check(path) {
                    throw .usage(UsageError("script: cannot write the screen '\(path)': \(failure.reason)"))
                }
            }
        }
    }

    /// A script to run, the file it is read from, the folder its files
    /// are under, and the apps of its head unit.
    struct ScriptRun {
        let script: Script
        let file: String
        /// Nil for the embedded tour's scripts, which may read no file.
        let folder: String?
        let apps: [App]
        /// The car it runs on, when the run names several.
        var car: CarProfile?

        /// The run on `car`, its script named for it: `by-knob on knob-only`.
        func on(_ car: CarProfile) -> ScriptRun {
            var run = ScriptRun(
                script: Script(name: "\(script.name) on \(car.name)", file: script.file, lines: script.lines), file: file, folder: folder, apps: apps)
            run.car = car
            return run
        }
    }

    /// What to run: the test files, each against every app given (from
    /// the home screen when there are several); without any, the hosted
    /// apps' scripts against them all, and each scenario's own scripts,
    /// with its app alone. A test file's files are beside it; a scenario's
    /// script's, beside the scenario; a hosted app's, in the current folder.
    static func scriptRuns(_ testFiles: [Script], options: SessionOptions, paths: [String]) throws(CommandStop) -> [ScriptRun] {
        let scenarios = options.scenarios
        guard testFiles.isEmpty else {
            let apps = options.apps
            return testFiles.map { script in
                let file = script.file ?? paths.first ?? "tour.json"
                return ScriptRun(script: script, file: file, folder: file == "-" ? "." : folder(of: file), apps: apps)
            }
        }
        let hosted = try options.context.scripts.parsed().map { ScriptRun(script: $0, file: $0.file ?? $0.name, folder: ".", apps: options.apps) }
        guard !paths.isEmpty else {
            return hosted
                + scenarios.prefix(1).flatMap { tour in
                    ScenarioLoader.tourScripts.map { ScriptRun(script: $0, file: "tour.json", folder: nil, apps: [tour.app]) }
                }
        }
        return hosted
            + zip(scenarios, paths).flatMap { scenario, path in
                scenario.app.scripts.map { ScriptRun(script: $0, file: path, folder: folder(of: path), apps: [scenario.app]) }
            }
    }

    /// One script's outcome as lines for a person: a count when it passed;
    /// the failing line's place, why, and the frame then, when it did not.
    private static func report(_ result: ScriptResult, named: Bool) {
        let title = named ? "\(result.file) › \(result.script.name)" : result.file
        guard let failure = result.failure else {
            Output.line("\(title): \(result.script.lines.count) lines, \(result.expectations) expectations held")
            return
        }
        Output.error("\(result.file):\(failure.location): error: [\(failure.rule)] \(failure.reason)\(named ? " (script \(result.script.name))" : "")")
        Output.error(result.frame)
    }

    /// The scripts of the test files named, `-` from standard input; a
    /// file that cannot be read or holds a bad line stops the command (2).
    static func testFiles(_ paths: [String]) throws(CommandStop) -> [Script] {
        var scripts: [Script] = []
        var broken = false
        for path in paths {
            let read = path == "-" ? LocalFile.readStandardInput(limit: 1 << 20) : LocalFile.read(path, limit: 1 << 20)
            let bytes: [UInt8]
            switch read {
            case .success(let read): bytes = read
            case .failure(let error):
                Output.error("\(path):1:1: error: [unreadable] \(error.reason)")
                broken = true
                continue
            }
            if let script = told(ScriptFileLoader.load(bytes: bytes, file: path), file: path) { scripts.append(script) } else { broken = true }
        }
        if broken { throw .status(.usage) }
        return scripts
    }

    /// The script `text` of `file`; nil, after telling each bad line with
    /// its place and the rule it breaks, when it has any.
    static func parse(_ text: String, file: String) -> Script? {
        told(ScriptFileLoader.load(text: text, file: file), file: file)
    }

    /// The script `loaded` from `file`; nil, after telling each of its
    /// problems, when it has any.
    private static func told(_ loaded: Result<Script, ScriptFileLoader.Failure>, file: String) -> Script? {
        switch loaded {
        case .success(let script):
            return script
        case .failure(let failure):
            for line in failure.lines(file: file) { Output.error(line) }
            return nil
        }
    }

    /// The folder a file is in: `Scenarios` for `Scenarios/a.json`, `.` for `a.json`.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
