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
    static let forceFlag = FlagOption(name: "force", help: "replace files that exist (never through a symbolic link)")
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

    /// Stops the command (2), before any work, when a screenshot among
    /// `commands` would be refused: its folder missing or not writable,
    /// a file there it may not replace.
    func checkScreenshots(_ commands: some Sequence<Command>, command: String) throws(CommandStop) {
        for case .screenshot(let path) in commands {
            if let failure = files.check(path) { throw .usage(UsageError("\(command): cannot write the screenshot '\(path)': \(failure.reason)")) }
        }
    }

    /// A file the command writes outside `--out` (a recording, a report),
    /// checked before any work: the writer, or the refusal that stops the
    /// command (2) with nothing written.
    static func output(_ path: String, option: String, command: String, force: Bool) throws(CommandStop) -> FileWriter {
        let files = FileWriter(scope: .anywhere, replacesExisting: force)
        if let failure = files.check(path) { throw .usage(UsageError("\(command): cannot write --\(option) '\(path)': \(failure.reason)")) }
        return files
    }

    /// Makes `folder` (its parent must exist) unless it is a folder already;
    /// never through a symbolic link. Stops the command (2) when it cannot,
    /// or when the folder does not let this run make files in it.
    static func makeFolder(_ folder: String, option: String, command: String) throws(CommandStop) {
        var status = stat()
        if lstat(folder, &status) == 0 {
            if (status.st_mode & S_IFMT) == S_IFDIR {
                guard let failure = FileWriter(scope: .under(folder)).checkFolder() else { return }
                throw .usage(UsageError("\(command): cannot write under --\(option) '\(folder)': \(failure.reason)"))
            }
            let what = (status.st_mode & S_IFMT) == S_IFLNK ? "a symbolic link is on its way; headunit does not write through one" : "it is not a folder"
            throw .usage(UsageError("\(command): cannot write --\(option) '\(folder)': \(what)"))
        }
        guard mkdir(folder, 0o755) == 0 else {
            throw .usage(UsageError("\(command): cannot make the --\(option) folder '\(folder)': \(String(cString: strerror(errno)))"))
        }
    }

    /// Stops the command (2) unless `folder` is a folder that exists.
    static func requireFolder(_ folder: String, option: String, command: String) throws(CommandStop) {
        var status = stat()
        guard stat(folder, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
            throw .usage(UsageError("\(command): --\(option) must be a folder that exists; got '\(folder)'"))
        }
    }
}
