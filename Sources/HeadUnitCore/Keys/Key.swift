/// A key as the terminal reports it, named the way key-map files and the
/// help overlay write it: `n`, `Shift-N`, `Ctrl-N`, `Enter`, `Shift-Tab`.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A printable character, as typed (`n`, `N`, `!`, ` `).
    case character(Character)
    /// Ctrl with a letter (lowercase).
    case control(Character)
    case up, down, left, right
    case enter, backspace, escape, tab, backTab, delete
    case home, end, pageUp, pageDown
    case function(Int)

    /// Names of the keys that are not a single character.
    static let named: [String: Key] = [
        "Space": .character(" "), "Up": .up, "Down": .down, "Left": .left, "Right": .right, "Enter": .enter,
        "Backspace": .backspace, "Esc": .escape, "Tab": .tab, "Shift-Tab": .backTab, "Delete": .delete,
        "Home": .home, "End": .end, "PageUp": .pageUp, "PageDown": .pageDown,
    ]

    /// Shifted digits on a US keyboard, as the DHU names them (Shift-1 is
    /// `!`): each of `shiftedDigits` is Shift with the same place in `digits`.
    static let shiftedDigits = Array("!@#$%^&*()"), digits = Array("1234567890")

    /// The key's name: `n`, `Shift-N`, `Shift-1`, `Ctrl-N`, `Enter`.
    public var description: String {
        switch self {
        case .character(let character):
            if character == " " { return "Space" }
            if let place = Self.shiftedDigits.firstIndex(of: character) { return "Shift-\(Self.digits[place])" }
            if character.isUppercase, character.isLetter { return "Shift-\(character)" }
            return String(character)
        case .control(let letter): return "Ctrl-\(letter.uppercased())"
        case .function(let number): return "F\(number)"
        default:
            return Self.named.first { $0.value == self }?.key ?? "?"
        }
    }

    /// The key a terminal delivers in this one's place: Ctrl-M and Ctrl-J
    /// send the byte Enter sends, Ctrl-I Tab's, Ctrl-H Backspace's, so a
    /// binding of them could never be pressed. Nil for every other key.
    public var arrivesAs: Key? {
        switch self {
        case .control("m"), .control("j"): .enter
        case .control("i"): .tab
        case .control("h"): .backspace
        default: nil
        }
    }

    /// The key a name gives, or nil: `q`, `Shift-N`, `N`, `Ctrl-C`, `Shift-1`, `F2`, `Enter`.
    public init?(name: String) {
        if let key = Self.named[name] {
            self = key
        } else if name.count == 1, let character = name.first, TextWidth.columns(of: character) == 1 {
            self = .character(character)
        } else if name.hasPrefix("Ctrl-"), name.count == 6, let letter = name.last, letter.isLetter, letter.isASCII {
            self = .control(Character(letter.lowercased()))
        } else if name.hasPrefix("Shift-"), name.count == 7, let base = name.last {
            if base.isLetter, base.isASCII {
                self = .character(Character(base.uppercased()))
            } else if let shifted = Self.digits.firstIndex(of: base).map({ Self.shiftedDigits[$0] }) {
                self = .character(shifted)
            } else {
                return nil
            }
        } else if name.hasPrefix("F"), let number = Int(name.dropFirst()), (1...12).contains(number) {
            self = .function(number)
        } else {
            return nil
        }
    }
}
