/// One line of a scenario's script, with where it was written.
public struct ScriptLine: Equatable, Sendable {
    public let text: String
    public let location: SourceLocation

    public init(_ text: String, at location: SourceLocation) {
        self.text = text
        self.location = location
    }
}
