/// The console's line editor: what is typed after `:`, the last error, and
/// the commands run before (Up and Down walk through them); Tab completes
/// the word being typed.
public struct ConsoleLine: Equatable, Sendable {
    public private(set) var text = ""
    /// The error of the last command run, shown until the next key.
    public private(set) var error: String?
    private var history: [String] = []
    private var historyIndex: Int?

    public init() {}

    /// The longest line accepted.
    public static let maximumLength = 200

    /// What a key did to the line.
    public enum Outcome: Equatable, Sendable {
        case editing
        case submit(String)
        case close
    }

    /// Edits the line with a key; Tab completes from the command language
    /// and `vocabulary`, the scenario's own words (worked out for Tab only).
    public mutating func handle(
        _ key: Key, vocabulary: @autoclosure () -> CommandCompletion.Vocabulary = CommandCompletion.Vocabulary()
    ) -> Outcome {
        error = nil
        switch key {
        case .character(let character):
            if text.count < Self.maximumLength, TextWidth.columns(of: character) > 0 { text.append(character) }
        case .backspace, .delete:
            if !text.isEmpty { text.removeLast() }
        case .enter:
            let line = text
            if !line.isEmpty, history.last != line { history.append(line) }
            text = ""
            historyIndex = nil
            return .submit(line)
        case .escape, .control("c"):
            return .close
        case .tab:
            let completed = CommandCompletion.complete(text, in: vocabulary())
            if completed.count <= Self.maximumLength { text = completed }
        case .up:
            guard !history.isEmpty else { break }
            let index = max(0, (historyIndex ?? history.count) - 1)
            historyIndex = index
            text = history[index]
        case .down:
            guard let index = historyIndex else { break }
            if index + 1 < history.count {
                historyIndex = index + 1
                text = history[index + 1]
            } else {
                historyIndex = nil
                text = ""
            }
        default:
            break
        }
        return .editing
    }

    /// The line as the console opens again: empty, with its history.
    public func reopened() -> ConsoleLine {
        var line = ConsoleLine()
        line.history = history
        return line
    }

    /// Shows an error under the line.
    public mutating func fail(_ message: String) { error = message }
}
