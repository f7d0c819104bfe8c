/// A script: command lines a headless session runs in order, from its
/// start, checking its expectations. A scenario holds named scripts (its
/// `scripts`, or the one `script`); a test file (`.hus`) holds one.
public struct Script: Equatable, Sendable {
    /// `by-knob`; a test file's name without its extension.
    public let name: String
    /// The file its lines are in, when it is not the scenario (a test file).
    public let file: String?
    public let lines: [ScriptLine]

    public init(name: String, file: String? = nil, lines: [ScriptLine]) {
        self.name = name
        self.file = file
        self.lines = lines
    }

    /// The name a scenario's single `script` is run under.
    public static let singleName = "script"
}
