/// The console's line editor: what is typed after `:`, the last error, and
/// the commands run before (Up and Down walk through them); Tab completes
/// the word being typed, and lists the words it could become when they
/// differ past what is typed. Left, Right, Ctrl-A, Ctrl-E, Ctrl-U and
/// Ctrl-W edit as readline does.
public struct ConsoleLine: Equatable, Sendable {
    public private(set) var text = ""
    /// Where typing goes: characters of `text` before the cursor.
    public private(set) var cursor = 0
    /// The error of the last command run, shown until the next key.
    public private(set) var error: String?
    /// The words a Tab could complete to, shown until the next key.
    public private(set) var candidates: [String] = []
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
        candidates = []
        switch key {
        case .character(let character):
            if text.count < Self.maximumLength, TextWidth.columns(of: character) > 0 { insert(String(character)) }
        case .backspace:
            if cursor > 0 { remove(from: cursor - 1, to: cursor) }
        case .delete, .control("d"):
            if cursor < text.count { remove(from: cursor, to: cursor + 1) }
        case .left, .control("b"):
            cursor = max(0, cursor - 1)
        case .right, .control("f"):
            cursor = min(text.count, cursor + 1)
        case .control("a"), .home:
            cursor = 0
        case .control("e"), .end:
            cursor = text.count
        case .control("u"):
            remove(from: 0, to: cursor)
        case .control("k"):
            remove(from: cursor, to: text.count)
        case .control("w"):
            // The word before the cursor, and the spaces after it.
            let before = Array(text.prefix(cursor))
            var start = before.count
            while start > 0, before[start - 1] == " " { start -= 1 }
            while start > 0, before[start - 1] != " " { start -= 1 }
            remove(from: start, to: cursor)
        case .enter:
            let line = text
            if !line.isEmpty, history.last != line { history.append(line) }
            set("")
            historyIndex = nil
            return .submit(line)
        case .escape, .control("c"):
            return .close
        case .tab:
            // Tab completes what is before the cursor; what is after stays.
            let head = String(text.prefix(cursor)), tail = String(text.dropFirst(cursor))
            let words = vocabulary()
            let completed = CommandCompletion.complete(head, in: words)
            if completed == head {
                let found = CommandCompletion.matches(head, in: words).matches
                if found.count > 1 { candidates = found }
            } else if completed.count + tail.count <= Self.maximumLength {
                text = completed + tail
                cursor = completed.count
            }
        case .up:
            guard !history.isEmpty else { break }
            let index = max(0, (historyIndex ?? history.count) - 1)
            historyIndex = index
            set(history[index])
        case .down:
            guard let index = historyIndex else { break }
            if index + 1 < history.count {
                historyIndex = index + 1
                set(history[index + 1])
            } else {
                historyIndex = nil
                set("")
            }
        default:
            break
        }
        return .editing
    }

    /// Types `typed` at the cursor.
    private mutating func insert(_ typed: String) {
        text = String(text.prefix(cursor)) + typed + String(text.dropFirst(cursor))
        cursor += typed.count
    }

    /// Takes out the characters from `start` up to `end`; the cursor goes to `start`.
    private mutating func remove(from start: Int, to end: Int) {
        guard start < end else { return }
        text = String(text.prefix(start)) + String(text.dropFirst(end))
        cursor = start
    }

    /// Replaces the line, the cursor at its end.
    private mutating func set(_ line: String) {
        text = line
        cursor = line.count
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
