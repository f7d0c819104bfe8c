import HeadUnitCore
import HeadUnitFiles

/// `headunit themes`: the shipped themes, or checks a theme file.
enum ThemesCommand: Subcommand {
    static let name = "themes"
    static let synopsis = "headunit themes [FILE]"
    static let summary = "list the colour themes, or check a theme file"
    static let specs = [FlagOption.help.spec]

    static let help = Usage.help(
        synopsis, "Lists the shipped themes; with a FILE, checks that theme file (exit 2 when it has problems).", specs)

    static func run(_ arguments: [String], context: CommandContext) throws(CommandStop) -> ExitStatus {
        guard let parsed = try CommandArguments.read(arguments, specs: specs, command: "themes", help: help) else { return .success }
        if let file = parsed.positionals.first {
            switch ThemeLoader.theme(named: file.contains("/") || file.hasSuffix(".json") ? file : "./\(file)") {
            case .success(let theme):
                Output.line("\(file): theme '\(theme.name)' is usable")
                return .success
            case .failure(let failure):
                for diagnostic in failure.diagnostics { Output.error(diagnostic.formatted(file: file)) }
                return .usage
            }
        }
        for theme in ThemeLoader.builtIn {
            Output.print(theme.name + String(repeating: " ", count: max(1, 15 - theme.name.count)) + theme.summary + "\n")
        }
        Output.print("Use one with --theme NAME, or a file of your own with --theme FILE (see Themes/README.md).\n")
        return .success
    }
}
