import HeadUnitCore

/// `headunit schema FORMAT`: the JSON Schema of a scenario, theme, key
/// map or car file, for an editor to check a file against as it is typed.
enum SchemaCommand: Subcommand {
    static let name = "schema"
    static let synopsis = "headunit schema scenario|theme|keymap|car"
    static let summary = "print the JSON Schema of a scenario, theme, key map or car file"
    static let specs = [FlagOption.help.spec]

    static let help = Usage.help(
        synopsis,
        """
        Prints the JSON Schema (draft 2020-12) of one of headunit's files, as this version of headunit reads it. \
        Save it beside your files and name it in each: "$schema": "scenario.schema.json".
        """, specs)

    static func run(_ arguments: [String], context: CommandContext) throws(CommandStop) -> ExitStatus {
        guard let parsed = try CommandArguments.read(arguments, specs: specs, command: name, help: help) else { return .success }
        let formats = FileSchema.allCases.map(\.rawValue).joined(separator: ", ")
        guard parsed.positionals.count == 1, let format = FileSchema(rawValue: parsed.positionals[0]) else {
            throw .usage(UsageError("schema: name one format: \(formats)"))
        }
        Output.print(format.text)
        return .success
    }
}
