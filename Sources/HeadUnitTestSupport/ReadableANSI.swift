/// ANSI text written for people: every SGR escape becomes a visible name
/// in `⟨…⟩` (`⟨bold fg:111 bg:250⟩`, `⟨fg:#1c1c1e bg:#f2f2f7⟩`,
/// `⟨fg:red bg:bright-white⟩`, `⟨dim reverse⟩`, `⟨reset⟩`), so that a
/// golden's colour change reads as a diff. Each escape the writer emits
/// starts with a reset, which the name leaves implied. Anything it does
/// not know stays visible as `⟨ESC…⟩`, so nothing is hidden.
public enum ReadableANSI {
    /// `text` with its escapes named.
    public static func text(_ text: String) -> String {
        var output = ""
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}" else {
                output.unicodeScalars.append(scalar)
                continue
            }
            var sequence = ""
            while let next = scalars.popFirst() {
                sequence.unicodeScalars.append(next)
                if next.properties.isAlphabetic { break }
            }
            output += "⟨" + (name(ofSequence: sequence) ?? "ESC" + sequence) + "⟩"
        }
        return output
    }

    /// The name of `[codes m`, or nil when it is not one the writer emits.
    static func name(ofSequence sequence: String) -> String? {
        guard sequence.hasPrefix("["), sequence.hasSuffix("m") else { return nil }
        let parts = sequence.dropFirst().dropLast().split(separator: ";", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count else { return nil }
        var codes = numbers[...]
        guard codes.first == 0 else { return nil }
        codes.removeFirst()
        var words: [String] = []
        while let code = codes.popFirst() {
            switch code {
            case 1: words.append("bold")
            case 2: words.append("dim")
            case 7: words.append("reverse")
            case 38, 48:
                let layer = code == 38 ? "fg" : "bg"
                switch codes.popFirst() {
                case 5?:
                    guard let index = codes.popFirst() else { return nil }
                    words.append("\(layer):\(index)")
                case 2?:
                    let rgb = Array(codes.prefix(3))
                    guard rgb.count == 3 else { return nil }
                    codes.removeFirst(3)
                    words.append("\(layer):#" + rgb.map { hex($0) }.joined())
                default: return nil
                }
            case 30...37: words.append("fg:\(basic[code - 30])")
            case 40...47: words.append("bg:\(basic[code - 40])")
            case 90...97: words.append("fg:bright-\(basic[code - 90])")
            case 100...107: words.append("bg:bright-\(basic[code - 100])")
            default: return nil
            }
        }
        return words.isEmpty ? "reset" : words.joined(separator: " ")
    }

    private static let basic = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    private static func hex(_ value: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[(value >> 4) & 15], digits[value & 15]])
    }
}
