/// A subcommand of the tool. `Subcommands.all` is the one list of them:
/// the dispatch, the overview and the unknown-subcommand message read it.
protocol Subcommand: SendableMetatype {
    /// The word that picks it: `snapshot`.
    static var name: String { get }
    /// How it is called, as its help and the overview show it.
    static var synopsis: String { get }
    /// What it does, in a few words, for the overview.
    static var summary: String { get }
    /// Runs it with the arguments after its name, for the apps of `context`.
    static func run(_ arguments: [String], context: CommandContext) throws(CommandStop) -> ExitStatus
}

/// The subcommands, in the order the overview lists them.
enum Subcommands {
    static let all: [any Subcommand.Type] = [
        RunCommand.self, SnapshotCommand.self, LintCommand.self, DoctorCommand.self, ScriptCommand.self, PlayCommand.self, ThemesCommand.self,
        ProfilesCommand.self,
        CarsCommand.self,
        KindsCommand.self, SchemaCommand.self, MergeJUnitCommand.self, KeysCommand.self, BenchCommand.self,
    ]

    /// The subcommand named `name`.
    static func named(_ name: String) -> (any Subcommand.Type)? { all.first { $0.name == name } }

    /// Their names, for a message: `run, snapshot, ..., bench`.
    static var names: String { all.map { $0.name }.joined(separator: ", ") }
}
