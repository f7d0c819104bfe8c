import HeadUnitCore
import HeadUnitFiles

/// How a subcommand stops before its work: a usage mistake (one line on
/// standard error, status 2), or a status after it printed its own lines
/// (a scenario's or key map's diagnostics).
enum CommandStop: Error {
    case usage(UsageError)
    case status(ExitStatus)
}

/// The argument handling every subcommand shares.
enum CommandArguments {
    /// The arguments read against `specs`, or nil after printing `help`
    /// when `--help` was asked. The help is made only then: a command's
    /// first frame does not wait for text it never shows.
    static func read(
        _ arguments: [String], specs: [OptionSpec], command: String, help: @autoclosure () -> String
    ) throws(CommandStop) -> ParsedArguments? {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(arguments, accepting: specs, command: command)
        } catch {
            throw .usage(error)
        }
        if parsed.isSet(FlagOption.help) {
            Output.print(help() + "\n")
            return nil
        }
        return parsed
    }

    /// `--keymap FILE`: a key-map file that rebinds keys.
    static let keymapOption = TextOption(name: "keymap", placeholder: "FILE", help: "a key-map file that rebinds keys (see the README)")

    /// The key map with `--keymap FILE` applied; a broken file's lines are
    /// printed and the command stops with status 2.
    static func keyMap(_ parsed: ParsedArguments) throws(CommandStop) -> KeyMap {
        guard let path = parsed.value(keymapOption) else { return .defaults }
        switch KeyMapLoader.load(path: path) {
        case .success(let map):
            return map
        case .failure(let failure):
            for diagnostic in failure.diagnostics { Output.error(diagnostic.formatted(file: path)) }
            if failure.omitted > 0 {
                Output.error("\(path): \(failure.omitted) more problems not listed; the first \(failure.diagnostics.count) are")
            }
            throw .status(.usage)
        }
    }
}
