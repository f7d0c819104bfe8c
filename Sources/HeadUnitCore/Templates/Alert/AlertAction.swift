/// CPAlertAction: a button of an alert or an action sheet.
///
/// Selecting it runs its handler and nothing else: as in CarPlay, the app
/// dismisses the modal itself (a `dismiss` action), or it stays up.
public struct AlertAction: Equatable, Sendable {
    public var title: String
    public var style: AlertActionStyle
    public var handler: Handler?

    public init(title: String, style: AlertActionStyle = .default, handler: Handler? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// CPAlertActionStyle.
public enum AlertActionStyle: String, Equatable, Sendable, CaseIterable {
    case `default`, cancel, destructive
}
