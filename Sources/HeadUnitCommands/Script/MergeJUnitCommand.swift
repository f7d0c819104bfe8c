import HeadUnitCore
import HeadUnitFiles

/// `headunit merge-junit FILE... [--out FILE]`: the JUnit files of several
/// `script --junit` runs (the shards of a CI matrix) as one report.
enum MergeJUnitCommand: Subcommand {
    static let name = "merge-junit"
    static let synopsis = "headunit merge-junit REPORT.xml... [--out FILE]"
    static let summary = "merge the JUnit reports of script shards into one"
    static let outOption = TextOption(name: "out", placeholder: "FILE", help: "write the merged report to FILE instead of standard output")
    static let specs = [outOption.spec, WriteOptions.forceFlag.spec, FlagOption.help.spec]

    static let help = Usage.help(
        synopsis,
        """
        Reads the JUnit XML files that `headunit script --junit` wrote (one a shard: --shard K/N) and writes one report:
        the test suites of the same file made one, in the order first seen, their counts added up.
        Exit status: 0 merged, 2 a file unreadable or not such a report.
        """, specs)

    static func run(_ arguments: [String], context: CommandContext) throws(CommandStop) -> ExitStatus {
        guard let parsed = try CommandArguments.read(arguments, specs: specs, command: name, help: help) else { return .success }
        guard !parsed.positionals.isEmpty else { throw .usage(UsageError("merge-junit: give the JUnit files to merge")) }
        var files: FileWriter?
        if let out = parsed.value(outOption) {
            files = try WriteOptions.output(out, option: "out", command: name, force: parsed.isSet(WriteOptions.forceFlag))
        }
        var reports: [[JUnitMerge.Suite]] = []
        var broken = false
        for path in parsed.positionals {
            switch LocalFile.read(path, limit: 64 << 20) {
            case .failure(let error):
                Output.error("\(path):1:1: error: [unreadable] \(error.reason)")
                broken = true
            case .success(let bytes):
                // What script --junit writes holds no control character;
                // one in a file read is shown escaped, never sent raw to the terminal.
                switch JUnitMerge.suites(of: Escaped.lines(String(decoding: bytes, as: UTF8.self))) {
                case .success(let suites): reports.append(suites)
                case .failure(let problem):
                    Output.error(
                        "\(path):\(problem.line):1: error: [junit] expected \(problem.expected); merge-junit reads what `headunit script --junit` writes")
                    broken = true
                }
            }
        }
        if broken { return .usage }
        let document = JUnitMerge.document(JUnitMerge.merged(reports))
        guard let out = parsed.value(outOption), var files else {
            Output.print(document)
            return .success
        }
        if let failure = files.write(document, to: out) { throw .usage(UsageError("merge-junit: cannot write --out '\(out)': \(failure.reason)")) }
        return .success
    }
}
