/// CPListTemplate: sections of rows under a navigation bar.
public struct ListTemplate: Equatable, Sendable {
    public var title: String
    public var sections: [ListSection]
    public var barButtons: BarButtons
    /// Shown centred when the list has no items; the first that fits.
    public var emptyViewTitleVariants: [String]
    public var emptyViewSubtitleVariants: [String]

    public init(
        title: String, sections: [ListSection], barButtons: BarButtons = BarButtons(),
        emptyViewTitleVariants: [String] = [], emptyViewSubtitleVariants: [String] = []
    ) {
        self.title = title
        self.sections = sections
        self.barButtons = barButtons
        self.emptyViewTitleVariants = emptyViewTitleVariants
        self.emptyViewSubtitleVariants = emptyViewSubtitleVariants
    }

    /// All its items, section after section.
    var allItems: [ListItem] { sections.flatMap(\.items) }

    /// The sections as the car shows them: when `limited`, only the first
    /// 12 items in all, as CarPlay trims lists while driving.
    public func shownSections(limited: Bool) -> [ListSection] {
        guard limited else { return sections }
        var remaining = CarPlayLimits.listItemsWhenLimited
        var result: [ListSection] = []
        for var section in sections where remaining > 0 {
            section.items = Array(section.items.prefix(remaining))
            remaining -= section.items.count
            result.append(section)
        }
        return result
    }
}
