/// What scenario, key-map and theme files share: their bytes parsed as
/// JSON, a failure as one diagnostic at the syntax error. (Reading the
/// files is the host's: HeadUnitFiles.)
public enum JSONFile {
    /// The document in `bytes`, or its first syntax error; with
    /// `handedOverKey`, that key's members are handed to `reader` as they
    /// are parsed (`JSONParser.parse`).
    public static func document(
        _ bytes: [UInt8], handingOverMembersOf handedOverKey: String? = nil, to reader: (JSONMember) -> Void = { _ in }
    ) -> Result<JSONNode, Diagnostic> {
        do {
            return .success(try JSONParser.parse(bytes, handingOverMembersOf: handedOverKey, to: reader))
        } catch {
            return .failure(Diagnostic(.error, .jsonSyntax, error.message, at: error.location, path: "$"))
        }
    }
}

extension Diagnostic: Error {}
