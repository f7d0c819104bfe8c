/// What scenario, key-map and theme files share: reading the file and
/// parsing it as JSON, each failure as one diagnostic at the file's start
/// or at the syntax error.
enum JSONFile {
    /// The bytes of the file at `path`, or why it cannot be read.
    static func bytes(_ path: String, limit: Int) -> Result<[UInt8], Diagnostic> {
        LocalFile.read(path, limit: limit).mapError { error in
            let rule: FormatRule = error == .tooLarge(limit: limit) ? .fileSize : .unreadable
            return Diagnostic(.error, rule, error.reason, at: SourceLocation(line: 1, column: 1), path: "$")
        }
    }

    /// The document in `bytes`, or its first syntax error.
    static func document(_ bytes: [UInt8]) -> Result<JSONNode, Diagnostic> {
        do {
            return .success(try JSONParser.parse(bytes))
        } catch {
            return .failure(Diagnostic(.error, .jsonSyntax, error.message, at: error.location, path: "$"))
        }
    }
}

extension Diagnostic: Error {}
