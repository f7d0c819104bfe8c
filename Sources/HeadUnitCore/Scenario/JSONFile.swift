/// What scenario, key-map and theme files share: their bytes parsed as
/// JSON, a failure as one diagnostic at the syntax error. (Reading the
/// files is the host's: HeadUnitFiles.)
public enum JSONFile {
    /// The document in `bytes`, or its first syntax error; with
    /// `deferredKey`, that key's object members are deferred
    /// (`JSONParser.parse`).
    public static func document(_ bytes: [UInt8], deferringMembersOf deferredKey: String? = nil) -> Result<JSONNode, Diagnostic> {
        do {
            return .success(try JSONParser.parse(bytes, deferringMembersOf: deferredKey))
        } catch {
            return .failure(Diagnostic(.error, .jsonSyntax, error.message, at: error.location, path: "$"))
        }
    }
}

extension Diagnostic: Error {}
