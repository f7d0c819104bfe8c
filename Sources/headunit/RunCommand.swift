import CTermSupport
import HeadUnitCore
import HeadUnitTerminal

/// `headunit [run] [SCENARIO]`: the interactive head unit in this terminal.
enum RunCommand: Subcommand {
    static let name = "run"
    static let synopsis = "headunit [run] [SCENARIO] [options]"
    static let summary = "open the head unit (the tour when no scenario)"
    static let specs = [OptionSpec(name: "keymap", value: "FILE", help: "a key-map file that rebinds keys (see the README)")] + SessionOptions.specs

    static let help = Usage.help(
        synopsis,
        "Opens the head unit in this terminal; the embedded tour when no scenario is given. Press ? for the keys.", specs)

    static func run(_ arguments: [String]) throws(CommandStop) -> ExitStatus {
        guard let parsed = try CommandArguments.read(arguments, specs: specs, command: "run", help: help) else { return .success }
        let keyMap = try CommandArguments.keyMap(parsed)
        let options = try SessionOptions(parsed, command: "run")
        let session = InteractiveSession(state: options.makeState(), keyMap: keyMap, theme: options.theme)
        let crash = LocalFile.environment("HEADUNIT_FORCE_CRASH") == "1"
        switch TerminalApp.run(session, ascii: options.ascii, crashAfterFirstFrame: crash) {
        case .quit:
            return .success
        case .signal(let signal):
            headunit_reraise(signal)
            return .problems
        case .noTerminal:
            throw .usage(UsageError("run: standard input and output must be a terminal; for frames without one, use 'headunit snapshot'"))
        case .unknownTerminalType(let type):
            throw .usage(
                UsageError(
                    type.isEmpty
                        ? "run: TERM is not set, so the terminal's type is unknown; set it, for example TERM=xterm-256color"
                        : "run: terminfo has no terminal type '\(type)' (from TERM); set TERM to one it has, for example xterm-256color"))
        case .terminalCannotAddressCursor(let type):
            throw .usage(
                UsageError("run: the terminal type '\(type)' (from TERM) cannot move the cursor; set TERM to one that can, for example xterm-256color"))
        }
    }
}
