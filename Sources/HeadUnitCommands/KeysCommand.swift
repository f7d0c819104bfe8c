import HeadUnitCore

/// `headunit keys`: the key bindings as a Markdown table, from the key map.
enum KeysCommand: Subcommand {
    static let name = "keys"
    static let synopsis = "headunit keys [options]"
    static let summary = "the key bindings, as a Markdown table"
    static let specs = [
        TextOption(name: CommandArguments.keymapOption.name, placeholder: "FILE", help: "show the bindings with this key-map file applied").spec,
        FlagOption.help.spec,
    ]

    static let help = Usage.help(synopsis, "Prints the key bindings as a Markdown table (the README's table).", specs)

    static func run(_ arguments: [String], context: CommandContext) throws(CommandStop) -> ExitStatus {
        guard let parsed = try CommandArguments.read(arguments, specs: specs, command: "keys", help: help) else { return .success }
        guard parsed.positionals.isEmpty else { throw .usage(UsageError("keys: takes no arguments")) }
        Output.print(KeyTable.markdown(try CommandArguments.keyMap(parsed)))
        return .success
    }
}
