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
            case let name? where Subcommands.named(name) != nil:
                return try Subcommands.named(name)!.run(Array(rest.dropFirst()))
            case let other? where other.hasPrefix("-") || other.hasSuffix(".json"):
                return try RunCommand.run(rest)
            case let other?:
                throw .usage(UsageError(": unknown subcommand '\(other)'; use \(Subcommands.names), or --help"))
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
