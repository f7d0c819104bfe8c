import HeadUnitCore

/// `headunit kinds`: the template kinds, whether each is modal, and which
/// app categories may use it, as a Markdown table.
enum KindsCommand: Subcommand {
    static let name = "kinds"
    static let synopsis = "headunit kinds"
    static let summary = "the template kinds and the categories that may use each"
    static let specs = [FlagOption.help.spec]

    static let help = Usage.help(
        synopsis, "Prints each template kind (a scenario's \"type\"), whether it is presented modally, and which app categories may use it.",
        specs)

    static func run(_ arguments: [String], context: CommandContext) throws(CommandStop) -> ExitStatus {
        guard let parsed = try CommandArguments.read(arguments, specs: specs, command: name, help: help) else { return .success }
        guard parsed.positionals.isEmpty else { throw .usage(UsageError("kinds: takes no arguments")) }
        Output.print(table)
        return .success
    }

    /// The table, a row per kind in `TemplateKind` order.
    static var table: String {
        let header = ["type", "modal"] + AppCategory.allCases.map(\.displayName)
        var lines = [row(header), row(header.map { String(repeating: "-", count: $0.count) })]
        for kind in TemplateKind.allCases {
            lines.append(row([kind.rawValue, yes(kind.isModal)] + AppCategory.allCases.map { yes($0.allows(kind)) }))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }
    private static func yes(_ value: Bool) -> String { value ? "yes" : "no" }
}
