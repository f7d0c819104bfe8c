/// CPTextButton: a button of an information template or a point of
/// interest's detail card.
public struct TextButton: Hashable, Sendable {
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

extension TextButtonStyle {
    /// The ink of a button's title in this style.
    var ink: Ink {
        switch self {
        case .normal: .text
        case .confirm: .confirm
        case .cancel: .secondary
        }
    }
}
