/// The tool's entry: picks the subcommand and turns usage mistakes into one
/// line on standard error and exit status 2.
enum HeadUnitCommand {
    static func main(_ arguments: [String]) -> ExitStatus {
        let rest = Array(arguments.dropFirst())
        do throws(CommandStop) {
            switch rest.first {
            case "--version":
                Output.print(Usage.version + "\n")
                return .success
            case "--help", "-h", "help":
                Output.print(Usage.overview + "\n")
                return .success
            case "snapshot":
                return try SnapshotCommand.run(Array(rest.dropFirst()))
            case "profiles":
                return try ProfilesCommand.run(Array(rest.dropFirst()))
            case "lint":
                return try LintCommand.run(Array(rest.dropFirst()))
            case "script":
                return try ScriptCommand.run(Array(rest.dropFirst()))
            case "themes":
                return try ThemesCommand.run(Array(rest.dropFirst()))
            case "keys":
                return try KeysCommand.run(Array(rest.dropFirst()))
            case "bench":
                return try BenchCommand.run(Array(rest.dropFirst()))
            case "run":
                return try RunCommand.run(Array(rest.dropFirst()))
            case let other? where other.hasPrefix("-") || other.hasSuffix(".json"):
                return try RunCommand.run(rest)
            case let other?:
                throw .usage(UsageError(": unknown subcommand '\(other)'; use run, snapshot, lint, script, themes, profiles, keys, bench, or --help"))
            case nil:
                return try RunCommand.run([])
            }
        } catch {
            switch error {
            case .usage(let usage):
                Output.error("headunit\(usage.message.hasPrefix(":") ? "" : " ")\(usage.message)")
                return .usage
            case .status(let status):
                return status
            }
        }
    }
}
