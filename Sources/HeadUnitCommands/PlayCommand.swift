import HeadUnitCore
import HeadUnitFiles
import HeadUnitTerminal

/// `headunit play [SCENARIO]`: plays a script in this terminal at a
/// person's pace, with a keycast strip under the display, for a demo; or,
/// with `--video FILE`, writes that play as a video.
enum PlayCommand: Subcommand {
    static let name = "play"
    static let synopsis = "headunit play [SCENARIO] [options]"
    static let summary = "play a script at a person's pace, for a demo"
    static let specs =
        [
            scriptOption.spec, speedOption.spec, VideoRecorder.option.spec,
        ] + WriteOptions.specs + SessionOptions.specs
    static let scriptOption = TextOption(
        name: "script", placeholder: "NAME|FILE", help: "the scenario's script of this name, or a test file (default its first script)")
    static let speedOption = ValueOption<Double>(
        name: "speed", placeholder: "0.5|1|2", help: "how fast: 2 is twice as fast", byDefault: (1, "1"), expected: "a number from 0.1 to 10"
    ) { Double($0).flatMap { (0.1...10).contains($0) ? $0 : nil } }

    static let help = Usage.help(
        synopsis,
        """
        Plays a script in this terminal as a person would: a pause before each input, each shown in a strip under
        the display (⟳ rotate, ● press, ‹ back, ☝ tap), long waits shortened. Any key pauses, q stops; the terminal is
        restored however it ends. With --video FILE it plays in no terminal: the play is written as a video of the
        display and its strip (.gif, .mp4 or .webm, by the name), made by ffmpeg (Debian: apt-get install ffmpeg), a
        frame lasting until the next change, a sleep as long as on the car's clock (at --clock-rate, at most 3 s).
        Exit status 1 when a check fails.
        """, specs)

    static func run(_ arguments: [String], context: CommandContext) throws(CommandStop) -> ExitStatus {
        guard let parsed = try CommandArguments.read(arguments, specs: specs, command: "play", help: help) else { return .success }
        let options = try SessionOptions(parsed, command: "play", context: context)
        let speed: Double
        do throws(UsageError) {
            speed = try parsed.value(speedOption, command: "play")
        } catch {
            throw .usage(error)
        }
        let scenarioPath = parsed.positionals.first
        let tour = scenarioPath == nil && !options.scenarios.isEmpty
        let own = try context.scripts.parsed() + (tour ? ScenarioLoader.tourScripts : options.scenarios.first?.app.scripts ?? [])
        let script = try chosenScript(parsed.value(scriptOption), of: own, file: scenarioPath ?? "tour.json")
        let folder = script.file.map(ScriptCommand.folder) ?? scenarioPath.map(ScriptCommand.folder)
        let video = try VideoRecorder.prepare(parsed, command: "play", speed: speed)
        let writing = try WriteOptions(parsed, command: "play")
        try writing.checkScreenshots(script.lines.flatMap(\.commands), command: "play")
        var host = HeadlessHost(theme: options.theme, command: "play", files: writing.files, source: .script(folder: folder))
        if let video {
            let outcome = try record(script, on: options.makeDriver(apps: options.apps), into: video, host: host)
            guard let failure = outcome.failure else { return .success }
            Output.error("\(script.file ?? scenarioPath ?? "tour.json"):\(failure.line.location.line): \(failure.reason)")
            return .problems
        }
        let ending = ScriptPlayer.play(
            script.lines, driver: options.makeDriver(apps: options.apps), theme: options.theme, speed: speed,
            host: { host.perform($0, $1) })
        switch ending {
        case .finished, .stopped:
            return .success
        case .failed(let line, let reason):
            Output.error("\(script.file ?? scenarioPath ?? "tour.json"):\(line): \(reason)")
            return .problems
        case .exit(let exit):
            return try RunCommand.status(of: exit, command: "play")
        }
    }

    /// `--video`: the play run headless on the virtual clock, into the
    /// video, which is then made; what the run found.
    private static func record(
        _ script: Script, on start: SessionDriver, into video: VideoRecorder, host: HeadlessHost
    ) throws(CommandStop) -> ScriptRunner.Outcome {
        var driver = start, video = video, host = host
        video.start(script, driver, theme: host.theme)
        let outcome = ScriptRunner.run(
            script.lines, on: &driver, name: script.name, host: { host.perform($0, $1) },
            during: { video.during($0, share: $1, $2, theme: host.theme) }, after: { video.after($0, $1, theme: host.theme) })
        try video.finish()
        return outcome
    }

    /// The script to play: the app's or the scenario's of that name, a
    /// test file, or the first of `scripts`.
    private static func chosenScript(_ choice: String?, of scripts: [Script], file: String) throws(CommandStop) -> Script {
        guard let choice else {
            guard let first = scripts.first else { throw .usage(UsageError("play: \(file) has no scripts; give one with --script FILE")) }
            return first
        }
        if let named = scripts.first(where: { $0.name == choice }) { return named }
        guard choice.contains("/") || choice.hasSuffix(".hus") else {
            throw .usage(
                UsageError("play: no script is named '\(choice)'; there are: \(scripts.map(\.name).joined(separator: ", ")), or give a .hus file"))
        }
        guard let script = try ScriptCommand.testFiles([choice]).first else { throw .status(.usage) }
        return script
    }
}
