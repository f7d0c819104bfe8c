/// Reads a test file (`.hus`): one command line a line in the console's
/// language, `#` comments, blank lines ignored. Its script takes the
/// file's name without its extension; every problem names its line.
public enum ScriptFileLoader {
    /// Why a test file cannot be run: every problem in it.
    public struct Failure: Error, Sendable {
        /// The first problems, as lint keeps them (1,000).
        public let diagnostics: [Diagnostic]
        /// How many more there were.
        public let omitted: Int

        /// Each problem as a line for `file`, then a count of those not listed.
        public func lines(file: String) -> [String] {
            diagnostics.map { $0.formatted(file: file) }
                + (omitted > 0 ? ["\(file): \(omitted) more problems not listed; the first \(diagnostics.count) are"] : [])
        }
    }

    /// The script in a test file's `bytes`, read as a JSON file is
    /// (`UTF8Text`): a byte-order mark passed over, invalid UTF-8 refused
    /// at its line and column.
    public static func load(bytes: [UInt8], file: String) -> Result<Script, Failure> {
        switch UTF8Text.decode(bytes) {
        case .success(let text):
            return load(text: text, file: file)
        case .failure(let invalid):
            let diagnostic = Diagnostic(.error, .encoding, invalid.message, at: invalid.location, path: "line \(invalid.location.line)")
            return .failure(Failure(diagnostics: [diagnostic], omitted: 0))
        }
    }

    /// The script in `text`, or every problem found in it.
    public static func load(text: String, file: String) -> Result<Script, Failure> {
        var lines: [ScriptLine] = []
        var problems: [Diagnostic] = []
        var omitted = 0
        func add(_ problem: Diagnostic) {
            if problems.count < DocumentReader.maximumDiagnostics { problems.append(problem) } else { omitted += 1 }
        }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let location = SourceLocation(line: index + 1, column: 1)
            let path = "line \(index + 1)"
            do {
                let commands = try CommandParser.parse(String(line))
                guard !commands.isEmpty else { continue }
                for problem in commands.compactMap(ScriptFiles.problem) { add(Diagnostic(.error, .scriptPath, problem, at: location, path: path)) }
                lines.append(ScriptLine(String(line), commands: commands, at: location))
            } catch {
                add(Diagnostic(.error, .scriptCommand, error.message, at: location, path: path))
            }
        }
        guard problems.isEmpty else { return .failure(Failure(diagnostics: problems, omitted: omitted)) }
        return .success(Script(name: name(of: file), file: file, lines: lines))
    }

    /// `order` for `tests/order.hus`; `stdin` for `-`.
    static func name(of file: String) -> String {
        guard file != "-" else { return "stdin" }
        let base = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = base.lastIndex(of: "."), dot != base.startIndex else { return base }
        return String(base[..<dot])
    }
}
