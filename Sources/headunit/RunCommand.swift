import CTermSupport
import HeadUnitCore
import HeadUnitTerminal

/// `headunit [run] [SCENARIO]`: the interactive head unit in this terminal.
enum RunCommand {
    static let specs = [OptionSpec(name: "keymap", value: "FILE", help: "a key-map file that rebinds keys (see the README)")] + SessionOptions.specs

    static let help = Usage.help(
        "headunit [run] [SCENARIO] [options]",
        "Opens the head unit in this terminal; the embedded tour when no scenario is given. Press ? for the keys.", specs)

    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(arguments, accepting: specs, command: "run")
        if parsed.flags.contains("help") {
            Output.print(help + "\n")
            return .success
        }
        var keyMap = KeyMap.defaults
        if let path = parsed["keymap"] {
            switch KeyMapLoader.load(path: path) {
            case .success(let map): keyMap = map
            case .failure(let failure):
                for diagnostic in failure.diagnostics { Output.error(diagnostic.formatted(file: path)) }
                return .usage
            }
        }
        let options: SessionOptions
        do {
            options = try SessionOptions(parsed, command: "run")
        } catch {
            switch error {
            case .usage(let usage): throw usage
            case .scenario(let status): return status
            }
        }
        let session = InteractiveSession(state: options.makeState(), keyMap: keyMap)
        let crash = LocalFile.environment("HEADUNIT_FORCE_CRASH") == "1"
        switch TerminalApp.run(session, crashAfterFirstFrame: crash) {
        case .quit:
            return .success
        case .signal(let signal):
            headunit_reraise(signal)
            return .problems
        case .noTerminal:
            throw UsageError("run: standard input and output must be a terminal; for frames without one, use 'headunit snapshot'")
        }
    }
}
