import Glibc
import HeadUnitCore
import HeadUnitFiles

/// The options `snapshot` and `script` share for the files their commands
/// write: under which folder, and whether an existing file may be replaced.
struct WriteOptions {
    static let outOption = ValueOption<String>(
        name: "out", placeholder: "DIR", help: "the folder screenshots are written under; nothing is written outside it", byDefault: (".", "."),
        expected: "a folder"
    ) { $0 }
    static let forceFlag = FlagOption(name: "force", help: "replace a screenshot file that exists (never through a symbolic link)")
    static let specs = [outOption.spec, forceFlag.spec]

    /// How the run writes.
    let files: FileWriter

    init(_ arguments: ParsedArguments, command: String) throws(CommandStop) {
        let folder: String
        do throws(UsageError) {
            folder = try arguments.value(Self.outOption, command: command)
        } catch {
            throw .usage(error)
        }
        try Self.requireFolder(folder, option: Self.outOption.name, command: command)
        files = FileWriter(scope: .under(folder), replacesExisting: arguments.isSet(Self.forceFlag))
    }

    /// Stops the command (2) unless `folder` is a folder that exists.
    static func requireFolder(_ folder: String, option: String, command: String) throws(CommandStop) {
        var status = stat()
        guard stat(folder, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
            throw .usage(UsageError("\(command): --\(option) must be a folder that exists; got '\(folder)'"))
        }
    }
}
