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

extension [AlertAction] {
    /// Back on a modal of these actions, as a car does it: the cancel
    /// action's handler runs; without a cancel action the modal stays up,
    /// since it is dismissed with a button press.
    var backPress: BackPress {
        guard let cancel = first(where: { $0.style == .cancel }), let handler = cancel.handler else { return .stay }
        return .run(handler)
    }
}
