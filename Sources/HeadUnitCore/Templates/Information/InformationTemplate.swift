/// CPInformationTemplate: up to 10 title/detail items and up to 3 buttons.
public struct InformationTemplate: Equatable, Sendable {
    public var title: String
    public var layout: InformationTemplateLayout
    public var items: [InformationItem]
    public var actions: [TextButton]
    public var barButtons: BarButtons

    public init(
        title: String, layout: InformationTemplateLayout = .leading, items: [InformationItem],
        actions: [TextButton] = [], barButtons: BarButtons = BarButtons()
    ) {
        self.title = title
        self.layout = layout
        self.items = items
        self.actions = actions
        self.barButtons = barButtons
    }

    /// The items CarPlay shows: the first 10.
    public var shownItems: ArraySlice<InformationItem> { items.prefix(CarPlayLimits.informationItems) }
    /// The actions CarPlay shows: the first 3.
    public var shownActions: ArraySlice<TextButton> { actions.prefix(CarPlayLimits.informationActions) }
}

/// How an information template sets out its items.
public enum InformationTemplateLayout: String, Equatable, Sendable, CaseIterable {
    /// Detail below the title, both at the leading edge.
    case leading
    /// Title at the leading edge, detail beside it at the trailing edge.
    case twoColumn
}

/// CPInformationItem: a title and its detail.
public struct InformationItem: Equatable, Sendable {
    public var title: String
    public var detail: String

    public init(title: String, detail: String) {
        self.title = title
        self.detail = detail
    }
}
