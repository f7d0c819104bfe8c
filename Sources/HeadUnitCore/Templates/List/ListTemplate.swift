/// CPListTemplate: sections of rows under a navigation bar, and a details
/// header above them.
public struct ListTemplate: Equatable, Sendable {
    public var title: String
    public var sections: [ListSection] {
        didSet { index = ListIndex(sections, header: detailsHeader) }
    }
    /// Shown above the first section, scrolling with the rows.
    public var detailsHeader: ListDetailsHeader? {
        didSet { index = ListIndex(sections, header: detailsHeader) }
    }
    public var barButtons: BarButtons
    /// Shown centred when the list has no items; the first that fits.
    public var emptyViewTitleVariants: [String]
    public var emptyViewSubtitleVariants: [String]

    public init(
        title: String, sections: [ListSection], barButtons: BarButtons = BarButtons(),
        emptyViewTitleVariants: [String] = [], emptyViewSubtitleVariants: [String] = [], detailsHeader: ListDetailsHeader? = nil
    ) {
        self.title = title
        self.sections = sections
        self.detailsHeader = detailsHeader
        index = ListIndex(sections, header: detailsHeader)
        self.barButtons = barButtons
        self.emptyViewTitleVariants = emptyViewTitleVariants
        self.emptyViewSubtitleVariants = emptyViewSubtitleVariants
    }

    /// What knob steps and drawing look up, made whenever the sections change.
    private(set) var index: ListIndex

    public static func == (left: ListTemplate, right: ListTemplate) -> Bool {
        left.title == right.title && left.sections == right.sections && left.barButtons == right.barButtons
            && left.emptyViewTitleVariants == right.emptyViewTitleVariants && left.emptyViewSubtitleVariants == right.emptyViewSubtitleVariants
            && left.detailsHeader == right.detailsHeader
    }

    /// Whether the car shows every item (no trimming while `limited`).
    func showsAll(limited: Bool) -> Bool { !limited || index.itemCount <= CarPlayLimits.listItemsWhenLimited }

    /// The blocks of the shown sections: made once for the whole list.
    func content(limited: Bool) -> ContentGeometry {
        showsAll(limited: limited) ? index.content : ListLayout.content(of: shownSections(limited: limited), header: detailsHeader)
    }

    /// The sections as the car shows them: when `limited`, only the first
    /// 12 items in all, as CarPlay trims lists while driving.
    public func shownSections(limited: Bool) -> [ListSection] {
        guard !showsAll(limited: limited) else { return sections }
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
