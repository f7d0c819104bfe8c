/// CPAlertTemplate: a modal card of title variants and actions.
public struct AlertTemplate: Equatable, Sendable {
    /// The first variant that fits the card is shown.
    public var titleVariants: [String]
    public var actions: [AlertAction]

    public init(titleVariants: [String], actions: [AlertAction]) {
        self.titleVariants = titleVariants
        self.actions = actions
    }

    /// The actions CarPlay shows: the first 2.
    public var shownActions: ArraySlice<AlertAction> { actions.prefix(CarPlayLimits.alertActionsShown) }
}
