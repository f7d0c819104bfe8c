/// The tool's entry: picks the subcommand and turns usage mistakes into one
/// line on standard error and exit status 2.
public enum HeadUnitCommand {
    /// Runs the command line `arguments` (the program's name first) for
    /// the apps of `context`: the scenarios it names, and any hosted apps.
    public static func main(_ arguments: [String], context: CommandContext = CommandContext()) -> ExitStatus {
        let rest = Array(arguments.dropFirst())
        do throws(CommandStop) {
            switch rest.first {
            case "--version":
                Output.print(Usage.version + "\n")
                return .success
            case "--help", "-h", "help":
                Output.print(Usage.overview + "\n")
                return .success
            case let name? where Subcommands.named(name) != nil:
                return try Subcommands.named(name)!.run(Array(rest.dropFirst()), context: context)
            case let other? where other.hasPrefix("-") || other.hasSuffix(".json"):
                return try RunCommand.run(rest, context: context)
            case let other?:
                throw .usage(UsageError(": unknown subcommand '\(other)'; use \(Subcommands.names), or --help"))
            case nil:
                return try RunCommand.run([], context: context)
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
