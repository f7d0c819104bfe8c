import HeadUnitCore

/// A hosted app's scripts as its `main.swift` gives them (the command
/// language, by name), read when `script` or `play` runs them: the app's
/// interactive head unit starts without parsing rehearsals it never runs.
public struct HostedScripts: Sendable {
    /// Each script's name and text, in the app's order.
    let sources: [(name: String, text: String)]

    /// The scripts `sources` names, none by default.
    public init(_ sources: [(name: String, text: String)] = []) {
        self.sources = sources
    }

    /// The scripts, parsed, each as the file `NAME.hus`. A bad line is
    /// told with its place and the rule it breaks, and stops the command (2).
    func parsed() throws(CommandStop) -> [Script] {
        var scripts: [Script] = []
        var broken = false
        for (name, text) in sources {
            if let script = ScriptCommand.parse(text, file: "\(name).hus") { scripts.append(script) } else { broken = true }
        }
        if broken { throw .status(.usage) }
        return scripts
    }
}
