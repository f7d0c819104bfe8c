/// Text from a file or the command line, made safe to print in a message:
/// every character that must not reach a terminal (controls, bidi
/// overrides, zero-width marks) is shown escaped as JSON writes it
/// (`pl\u001bay`), never dropped silently and never sent raw.
public enum Escaped {
    /// `text` with its forbidden characters escaped.
    public static func text(_ text: some StringProtocol) -> String {
        if TextWidth.isPrintableASCII(text) { return String(text) }
        var result = ""
        for scalar in text.unicodeScalars {
            if TextWidth.isForbidden(scalar) {
                result += "\\u" + String(repeating: "0", count: max(0, 4 - String(scalar.value, radix: 16).count)) + String(scalar.value, radix: 16)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A value quoted in a message: escaped, and cut to `limit` columns with
    /// an ellipsis, as long values are.
    public static func value(_ text: some StringProtocol, limit: Int = 64) -> String {
        TextFit.truncate(Self.text(text), to: limit)
    }

    /// Each line of `text` escaped, the line breaks kept: for a message
    /// of several lines.
    public static func lines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { Self.text($0) }.joined(separator: "\n")
    }
}
