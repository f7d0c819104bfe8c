/// The type declarations of a Swift file, read as far as `doctor` needs:
/// each class, protocol and extension with what its declaration says it
/// inherits or adopts, where it is, and the Objective-C name an
/// `@objc(Name)` gives it. Comments and string literals are passed over,
/// so a name in them is no declaration; nothing is compiled.
enum SwiftDeclarationScanner {
    /// One declaration: `class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate`.
    struct Declaration: Equatable, Sendable {
        enum Kind: String, Sendable {
            case `class`, `protocol`, `extension`
        }
        let kind: Kind
        /// The type's own name (an extension's last component: `App.Delegate` → `Delegate`).
        let name: String
        /// The last component of each type its inheritance clause names.
        let inherits: [String]
        /// The name `@objc(Name)` gives the class, if any.
        let objcName: String?
        let line: Int
    }

    /// A word or a punctuation character of code, with its line.
    struct Token: Equatable {
        let text: String
        let line: Int
        var isWord: Bool { text.first.map { $0 == "_" || $0.isLetter || $0 == "`" } ?? false }
    }

    /// The declarations in `text`, in order.
    static func declarations(in text: String) -> [Declaration] {
        declarations(in: SwiftTokenizer.tokens(of: text))
    }

    /// Words after which `class` is a member's modifier, not a declaration's start.
    private static let memberWords: Set<String> = ["func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "typealias"]

    static func declarations(in tokens: [Token]) -> [Declaration] {
        var found: [Declaration] = []
        for (position, token) in tokens.enumerated() {
            guard let kind = Declaration.Kind(rawValue: token.text), position + 1 < tokens.count else { continue }
            var next = position + 1
            guard tokens[next].isWord, !memberWords.contains(tokens[next].text) else { continue }
            var name = tokens[next].text
            next += 1
            // An extension of a qualified type names its last component.
            while kind == .extension, next + 1 < tokens.count, tokens[next].text == ".", tokens[next + 1].isWord {
                name = tokens[next + 1].text
                next += 2
            }
            next = skipGenerics(tokens, from: next)
            let inherits = next < tokens.count && tokens[next].text == ":" ? inheritance(tokens, from: next + 1) : []
            let objcName = kind == .class ? objcAttribute(tokens, before: position) : nil
            found.append(Declaration(kind: kind, name: name.trimmingBackticks, inherits: inherits, objcName: objcName, line: token.line))
        }
        return found
    }

    /// Past a `<...>` at `start`, if there is one.
    private static func skipGenerics(_ tokens: [Token], from start: Int) -> Int {
        guard start < tokens.count, tokens[start].text == "<" else { return start }
        var depth = 0, position = start
        while position < tokens.count {
            if tokens[position].text == "<" { depth += 1 }
            if tokens[position].text == ">" { depth -= 1 }
            position += 1
            if depth == 0 { break }
        }
        return position
    }

    /// The last word of each entry of an inheritance clause, up to `{` or `where`.
    private static func inheritance(_ tokens: [Token], from start: Int) -> [String] {
        var names: [String] = [], last: String?, depth = 0, position = start
        while position < tokens.count {
            let text = tokens[position].text
            if depth == 0, text == "{" || text == "where" { break }
            if text == "<" || text == "(" { depth += 1 }
            if text == ">" || text == ")" { depth -= 1 }
            if depth == 0, text == "," {
                names += last.map { [$0] } ?? []
                last = nil
            } else if depth == 0, tokens[position].isWord, position == start || tokens[position - 1].text != "@" {
                last = text.trimmingBackticks
            }
            position += 1
        }
        return names + (last.map { [$0] } ?? [])
    }

    /// `Name` of an `@objc(Name)` among the attributes and modifiers before `position`.
    private static func objcAttribute(_ tokens: [Token], before position: Int) -> String? {
        var index = position - 1
        while index >= 0 {
            let text = tokens[index].text
            if text == ")", index >= 4, tokens[index - 2].text == "(", tokens[index - 3].text == "objc", tokens[index - 4].text == "@" {
                return tokens[index - 1].text
            }
            if text == ")" {
                // Another attribute's arguments: back to its '('.
                while index >= 0, tokens[index].text != "(" { index -= 1 }
                index -= 1
            } else if tokens[index].isWord || text == "@" {
                if tokens[index].isWord, index > 0, tokens[index - 1].text != "@", !modifiers.contains(text) { return nil }
                index -= 1
            } else {
                return nil
            }
        }
        return nil
    }

    private static let modifiers: Set<String> = [
        "public", "open", "internal", "private", "fileprivate", "package", "final", "nonisolated", "indirect",
    ]
}

extension String {
    fileprivate var trimmingBackticks: String { filter { $0 != "`" } }
}
