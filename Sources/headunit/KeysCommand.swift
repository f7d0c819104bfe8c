import HeadUnitCore

/// `headunit keys`: the key bindings as a Markdown table, from the key map.
enum KeysCommand {
    static let specs = [
        OptionSpec(name: "keymap", value: "FILE", help: "show the bindings with this key-map file applied"),
        OptionSpec(name: "help", value: nil, help: "show this help"),
    ]

    static let help = Usage.help("headunit keys [options]", "Prints the key bindings as a Markdown table (the README's table).", specs)

    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(arguments, accepting: specs, command: "keys")
        if parsed.flags.contains("help") {
            Output.print(help + "\n")
            return .success
        }
        guard parsed.positionals.isEmpty else { throw UsageError("keys: takes no arguments") }
        var keyMap = KeyMap.defaults
        if let path = parsed["keymap"] {
            switch KeyMapLoader.load(path: path) {
            case .success(let map): keyMap = map
            case .failure(let failure):
                for diagnostic in failure.diagnostics { Output.error(diagnostic.formatted(file: path)) }
                return .usage
            }
        }
        Output.print(KeyTable.markdown(keyMap))
        return .success
    }
}
