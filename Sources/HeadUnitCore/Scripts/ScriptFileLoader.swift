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

    /// The script in `text`, or every problem found in it. A script says
    /// the same line many times (a knob turned back and forth), so each
    /// distinct line is read once and its lines share what it holds.
    public static func load(text: String, file: String) -> Result<Script, Failure> {
        var lines: [ScriptLine] = []
        var problems: [Diagnostic] = []
        var omitted = 0
        func add(_ problem: Diagnostic) {
            if problems.count < DocumentReader.maximumDiagnostics { problems.append(problem) } else { omitted += 1 }
        }
        // Keyed by a hash of their bytes: a line is the same line only byte for
        // byte, and substrings hash and compare as characters, at several times the cost.
        var readings: [Int: [LineReading]] = [:]
        for (index, line) in textLines(of: text).enumerated() {
            let key = bytesHash(line)
            let reading: LineReading
            if let known = readings[key]?.first(where: { sameBytes($0.text, line) }) {
                reading = known
            } else {
                reading = LineReading(line)
                readings[key, default: []].append(reading)
            }
            let location = SourceLocation(line: index + 1, column: 1)
            switch reading.commands {
            case .success(let commands):
                guard !commands.isEmpty else { continue }
                for problem in reading.pathProblems { add(Diagnostic(.error, .scriptPath, problem, at: location, path: "line \(index + 1)")) }
                lines.append(ScriptLine(reading.text, commands: commands, at: location))
            case .failure(let error):
                add(Diagnostic(.error, .scriptCommand, error.message, at: location, path: "line \(index + 1)"))
            }
        }
        guard problems.isEmpty else { return .failure(Failure(diagnostics: problems, omitted: omitted)) }
        return .success(Script(name: name(of: file), file: file, lines: lines))
    }

    /// An FNV-1a hash of `line`'s UTF-8 bytes.
    private static func bytesHash(_ line: Substring) -> Int {
        var line = line
        return line.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return Int(truncatingIfNeeded: hash)
        }
    }

    /// Whether `text` and `line` hold the same UTF-8 bytes.
    private static func sameBytes(_ text: String, _ line: Substring) -> Bool {
        var text = text, line = line
        return text.withUTF8 { known in
            line.withUTF8 { bytes in
                guard known.count == bytes.count else { return false }
                for index in bytes.indices where known[index] != bytes[index] { return false }
                return true
            }
        }
    }

    /// The lines of `text`, cut at each LF byte as the JSON reader counts
    /// lines, without decoding characters. A CR just before the LF (a
    /// CR LF file) is left out of its line, as JSON passes over CR as
    /// space; a lone CR ends no line (the command parser reads it as a
    /// break between commands of the same line).
    static func textLines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
        var start = 0
        var contiguous = text
        contiguous.withUTF8 { bytes in
            for offset in bytes.indices where bytes[offset] == 0x0A {
                // Both cuts fall between characters: before a CR, after an LF.
                let end = offset > start && bytes[offset - 1] == 0x0D ? offset - 1 : offset
                lines.append(text[index(start)..<index(end)])
                start = offset + 1
            }
        }
        lines.append(text[index(start)...])
        return lines
    }

    /// `order` for `tests/order.hus`; `stdin` for `-`.
    static func name(of file: String) -> String {
        guard file != "-" else { return "stdin" }
        let base = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = base.lastIndex(of: "."), dot != base.startIndex else { return base }
        return String(base[..<dot])
    }
}

/// One distinct line of a test file, read: its text, its commands and
/// the problems of the paths they name, or why it cannot be read.
private struct LineReading {
    let text: String
    let commands: Result<[Command], CommandError>
    let pathProblems: [String]

    init(_ line: Substring) {
        text = String(line)
        do {
            let commands = try CommandParser.parse(text)
            self.commands = .success(commands)
            pathProblems = commands.compactMap(ScriptFiles.problem)
        } catch {
            commands = .failure(error)
            pathProblems = []
        }
    }
}
