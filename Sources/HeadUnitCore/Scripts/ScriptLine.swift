/// One line of a scenario's script: its text, the commands it holds
/// (parsed once, when the scenario is read) and where it was written.
public struct ScriptLine: Equatable, Sendable {
    public let text: String
    public let commands: [Command]
    public let location: SourceLocation

    public init(_ text: String, commands: [Command], at location: SourceLocation) {
        self.text = text
        self.commands = commands
        self.location = location
    }
}
