/// CPTextButton: a button of an information template.
public struct TextButton: Equatable, Sendable {
    public var title: String
    public var style: TextButtonStyle
    public var handler: Handler?

    public init(title: String, style: TextButtonStyle = .normal, handler: Handler? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// CPTextButtonStyle.
public enum TextButtonStyle: String, Equatable, Sendable, CaseIterable {
    case normal, cancel, confirm
}
