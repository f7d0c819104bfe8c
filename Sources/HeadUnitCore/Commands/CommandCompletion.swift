/// Tab completion for the console: the words that can come next in the
/// command language, and a line with its last word completed as far as
/// the candidates agree.
public enum CommandCompletion {
    /// The scenario's own words: its phone events, templates and tracks.
    public struct Vocabulary: Sendable {
        public var phoneEvents: [String]
        public var templates: [String]
        public var tracks: [String]

        public init(phoneEvents: [String] = [], templates: [String] = [], tracks: [String] = []) {
            self.phoneEvents = phoneEvents
            self.templates = templates
            self.tracks = tracks
        }

        /// The words of an app.
        public init(app: App) {
            self.init(
                phoneEvents: app.events.phone.keys.sorted(), templates: app.templates.keys.map(\.rawValue).sorted(),
                tracks: app.tracks.map(\.id.rawValue))
        }
    }

    /// The words that can follow `words` in one statement.
    public static func candidates(after words: [String], in vocabulary: Vocabulary = Vocabulary()) -> [String] {
        switch words {
        case []: return CommandParser.verbs
        case ["dpad"]: return ["rotate", "flick", "up", "down", "left", "right", "click", "back"]
        case ["dpad", "rotate"], ["dpad", "flick"]: return ["left", "right"]
        case ["keycode"]: return CommandParser.keycodes
        case ["restrict"]: return ["all", "none"]
        case ["cluster"]: return ["on", "off", "zoom", "compass", "speed-limit"]
        case ["cluster", "zoom"]: return ["in", "out"]
        case ["cluster", "compass"], ["cluster", "speed-limit"]: return ["on", "off"]
        case ["clock"]: return ["1x", "2x", "10x", "60x"]
        case ["profile"]: return DisplayProfile.named.compactMap(\.name)
        case ["expect"]: return ["text", "focus", "template", "playing", "paused"]
        case ["expect", "template"]: return vocabulary.templates
        case ["expect", "playing"]: return vocabulary.tracks
        case ["theme"]: return ThemeLoader.builtIn.map(\.name)
        default:
            // A phone event's name can be several words: the next one of those that fit.
            guard words.first == "phone" else { return [] }
            let typed = Array(words.dropFirst())
            return vocabulary.phoneEvents.compactMap { name in
                let parts = name.split(separator: " ").map(String.init)
                return parts.count > typed.count && Array(parts.prefix(typed.count)) == typed ? parts[typed.count] : nil
            }
        }
    }

    /// `line` with the word being typed completed: wholly, with a space,
    /// when one candidate fits; as far as they agree when several do;
    /// unchanged when none does.
    public static func complete(_ line: String, in vocabulary: Vocabulary = Vocabulary()) -> String {
        let (partial, matches) = matches(line, in: vocabulary)
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

    /// The word being typed at the end of `line`, and the words it could
    /// become, in order.
    public static func matches(_ line: String, in vocabulary: Vocabulary = Vocabulary()) -> (partial: String, matches: [String]) {
        let statementStart = line.lastIndex(of: ";").map { line.index(after: $0) } ?? line.startIndex
        var words = line[statementStart...].split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let partial = line.last == " " || words.isEmpty ? "" : words.removeLast()
        return (partial, Array(Set(candidates(after: words, in: vocabulary).filter { $0.hasPrefix(partial) })).sorted())
    }
}
