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
            CommandArguments.keymapOption.spec, recordOption.spec,
        ] + SessionOptions.specs
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
        // The recording's file is taken first, so that a name already in use
        // is refused before the session, not after it.
        var files = FileWriter(scope: .anywhere)
        if let record = parsed.value(recordOption), let failure = files.write("", to: record) {
            throw .usage(UsageError("run: cannot write the recording '\(record)': \(failure.reason)"))
        }
        let recorder = parsed.value(recordOption).map { _ in SessionRecorder(scenario: parsed.positionals.first ?? "the tour", clock: state.clock) }
        var session = InteractiveSession(state: state, keyMap: keyMap, theme: options.theme, recorder: recorder, appHost: context.appHost)
        let crash = LocalFile.environment("HEADUNIT_FORCE_CRASH") == "1"
        let exit = TerminalApp.run(&session, ascii: options.ascii, crashAfterFirstFrame: crash)
        if let record = parsed.value(recordOption), let recorder = session.recorder {
            let ending = session.state.mode == .app ? session.state.shown.activeTemplateID : nil
            if let failure = files.write(recorder.text(endingOn: ending), to: record) {
                Output.error("headunit run: cannot write the recording '\(record)': \(failure.reason)")
            }
        }
        return try status(of: exit, command: "run")
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
