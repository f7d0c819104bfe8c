/// CPAlertTemplate: a modal card of title variants and actions.
public struct AlertTemplate: Equatable, Sendable {
    /// The first variant that fits the card is shown.
    public var titleVariants: [String]
    public var actions: [AlertAction]

    public init(titleVariants: [String], actions: [AlertAction]) {
        self.titleVariants = titleVariants
        self.actions = actions
    }

    /// Actions an alert shows; the rest are not.
    public static let shownActionCount = 2

    /// The actions CarPlay shows: the first 2.
    public var shownActions: ArraySlice<AlertAction> { actions.prefix(Self.shownActionCount) }
}

/// CPActionSheetTemplate: a modal sheet of choices rising from the bottom.
public struct ActionSheetTemplate: Equatable, Sendable {
    public var title: String?
    public var message: String?
    public var actions: [AlertAction]

    public init(title: String? = nil, message: String? = nil, actions: [AlertAction]) {
        self.title = title
        self.message = message
        self.actions = actions
    }
}

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
