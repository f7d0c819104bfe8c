/// Tab completion for the console: the words that can come next in the
/// command language, and a line with its last word completed as far as
/// the candidates agree.
public enum CommandCompletion {
    /// The words that can follow `words` in one statement.
    public static func candidates(after words: [String]) -> [String] {
        switch words {
        case []: CommandParser.verbs
        case ["dpad"]: ["rotate", "flick", "up", "down", "left", "right", "click", "back"]
        case ["dpad", "rotate"], ["dpad", "flick"]: ["left", "right"]
        case ["keycode"]: CommandParser.keycodes
        case ["restrict"]: ["all", "none"]
        case ["profile"]: DisplayProfile.named.compactMap(\.name)
        case ["expect"]: ["text", "focus", "template", "playing", "paused"]
        case ["theme"]: ThemeLoader.builtIn.map(\.name)
        default: []
        }
    }

    /// `line` with the word being typed completed: wholly, with a space,
    /// when one candidate fits; as far as they agree when several do;
    /// unchanged when none does.
    public static func complete(_ line: String) -> String {
        let statementStart = line.lastIndex(of: ";").map { line.index(after: $0) } ?? line.startIndex
        var words = line[statementStart...].split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let partial = line.last == " " || words.isEmpty ? "" : words.removeLast()
        let matches = candidates(after: words).filter { $0.hasPrefix(partial) }
        guard var completion = matches.first else { return line }
        if matches.count == 1 {
            completion += " "
        } else {
            for match in matches.dropFirst() {
                completion = String(zip(completion, match).prefix { $0 == $1 }.map(\.0))
            }
        }
        return String(line.dropLast(partial.count)) + completion
    }
}
