import Glibc
import HeadUnitCore

/// The options `snapshot` and `script` share for the files their commands
/// write: under which folder, and whether an existing file may be replaced.
struct WriteOptions {
    static let specs = [
        OptionSpec(name: "out", value: "DIR", help: "the folder screenshots are written under; nothing is written outside it (default .)"),
        OptionSpec(name: "force", value: nil, help: "replace a screenshot file that exists (never through a symbolic link)"),
    ]

    /// How the run writes.
    let files: FileWriter

    init(_ arguments: ParsedArguments, command: String) throws(CommandStop) {
        let folder = arguments["out"] ?? "."
        var status = stat()
        guard stat(folder, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
            throw .usage(UsageError("\(command): --out must be a folder that exists; got '\(folder)'"))
        }
        files = FileWriter(scope: .under(folder), replacesExisting: arguments.flags.contains("force"))
    }
}
