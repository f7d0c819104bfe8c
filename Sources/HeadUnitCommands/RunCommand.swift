import CTermSupport
import HeadUnitCore
import HeadUnitFiles
import HeadUnitTerminal

/// `headunit [run] [SCENARIO]`: the interactive head unit in this terminal.
enum RunCommand: Subcommand {
    static let name = "run"
    static let synopsis = "headunit [run] [SCENARIO] [options]"
    static let summary = "open the head unit (the tour when no scenario)"
    static let specs =
        [
            CommandArguments.keymapOption.spec, recordOption.spec, WriteOptions.forceFlag.spec, watchFlag.spec,
        ] + SessionOptions.specs
    static let watchFlag = FlagOption(
        name: "watch",
        help: "reload a scenario (or the --theme file) when its file changes, keeping what shows where it still can; a broken edit is told, the old stays")
    static let recordOption = TextOption(
        name: "record", placeholder: "FILE", help: "write the session as a script (inputs, touches, pauses) that headunit script replays")

    static let help = Usage.help(
        synopsis,
        "Opens the head unit in this terminal; the embedded tour when no scenario is given. Press ? for the keys.", specs)

    static func run(_ arguments: [String], context: CommandContext) throws(CommandStop) -> ExitStatus {
        guard let parsed = try CommandArguments.read(arguments, specs: specs, command: "run", help: help) else { return .success }
        let keyMap = try CommandArguments.keyMap(parsed)
        let options = try SessionOptions(parsed, command: "run", context: context)
        let state = options.makeState()
        // The recording's name is checked first, so that one already in use
        // is refused before the session, not after it; the file is made
        // at the first input (a run that cannot start leaves nothing) and
        // written as the session goes (RecordingFile).
        let force = parsed.isSet(WriteOptions.forceFlag)
        var recording: RecordingFile?
        if let record = parsed.value(recordOption) {
            recording = RecordingFile(path: record, files: try WriteOptions.output(record, option: "record", command: "run", force: force))
        }
        let recorder = recording.map { file in
            SessionRecorder(scenario: parsed.positionals.first ?? "the tour", clock: state.clock) { file.add($0) }
        }
        var session = InteractiveSession(state: state, keyMap: keyMap, theme: options.theme, recorder: recorder, appSide: context.appSide)
        let crash = LocalFile.environment("HEADUNIT_FORCE_CRASH") == "1"
        let scenarioPaths = parsed.positionals
        // A theme named by its file is watched too; a shipped theme's name is no file.
        let themeName = parsed.isGiven(SessionOptions.themeOption.name) ? try? parsed.value(SessionOptions.themeOption, command: "run") : nil
        let themePath = themeName.flatMap { ThemeLoader.shippedTheme(named: $0) == nil && ThemeLoader.isFile($0) ? $0 : nil }
        if parsed.isSet(watchFlag), scenarioPaths.isEmpty, themePath == nil {
            throw .usage(UsageError("run: --watch watches a scenario file or a --theme file; name one"))
        }
        let watch =
            parsed.isSet(watchFlag)
            ? ScenarioWatch(paths: scenarioPaths, indices: scenarioPaths.indices.map { context.hostedApps.count + $0 }, themePath: themePath) : nil
        let exit = TerminalApp.run(&session, ascii: options.ascii, replacesFiles: force, crashAfterFirstFrame: crash, watch: watch)
        var lost = false
        if let record = parsed.value(recordOption), let recording, let recorder = session.recorder, exit.sessionRan {
            let ending = session.state.mode == .app ? session.state.shown.activeTemplateID : nil
            let whole = recorder.text(endingOn: ending)
            // Checked before the session, the file can still fail (its
            // folder removed, the disk full): the recording is printed
            // rather than lost, and the run fails.
            if let failure = recording.finish(recorder.rest(endingOn: ending), whole: whole) {
                Output.error("headunit run: cannot write --record '\(record)': \(failure.reason); the recording follows on standard output")
                Output.print(Escaped.lines(whole))
                lost = true
            }
        }
        let ended = try status(of: exit, command: "run")
        return lost ? .problems : ended
    }

    /// The status of a terminal run: a quit is success; a signal is raised
    /// again (the terminal restored first); a terminal that cannot be used
    /// stops the command with one line (2).
    static func status(of exit: TerminalApp.Exit, command: String) throws(CommandStop) -> ExitStatus {
        switch exit {
        case .quit:
            return .success
        case .signal(let signal):
            headunit_reraise(signal)
            return .problems
        case .noTerminal:
            throw .usage(
                UsageError("\(command): standard input and output must be a terminal; for frames without one, use 'headunit snapshot' or 'headunit script'"))
        case .unknownTerminalType(let type):
            throw .usage(
                UsageError(
                    type.isEmpty
                        ? "\(command): TERM is not set, so the terminal's type is unknown; set it, for example TERM=xterm-256color"
                        : "\(command): terminfo has no terminal type '\(type)' (from TERM); set TERM to one it has, for example xterm-256color"))
        case .terminalCannotAddressCursor(let type):
            throw .usage(
                UsageError(
                    "\(command): the terminal type '\(type)' (from TERM) cannot move the cursor; set TERM to one that can, for example xterm-256color"))
        }
    }
}

extension TerminalApp.Exit {
    /// Whether the session ran (it ended by a quit or a signal), as opposed
    /// to a terminal it could not start on.
    var sessionRan: Bool {
        switch self {
        case .quit, .signal: true
        case .noTerminal, .unknownTerminalType, .terminalCannotAddressCursor: false
        }
    }
}
