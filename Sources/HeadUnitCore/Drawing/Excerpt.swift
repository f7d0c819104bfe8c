/// A user's text as a message quotes it: whole when it is short, else its
/// start and how long it was, so that a megabyte typed into a script is
/// not a megabyte on standard error.
public enum Excerpt {
    /// The longest text quoted whole, in characters.
    public static let limit = 80

    /// `text`, or its first 60 characters, an ellipsis and its length.
    public static func of(_ text: some StringProtocol) -> String {
        let string = String(text)
        guard string.count > limit else { return string }
        return "\(string.prefix(60))… (\(string.count) characters)"
    }
}
