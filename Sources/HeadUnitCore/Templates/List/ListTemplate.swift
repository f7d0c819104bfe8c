/// CPListTemplate: sections of rows under a navigation bar, and above
/// them a details header and a row of grid buttons.
public struct ListTemplate: Equatable, Sendable {
    public var title: String
    public var sections: [ListSection] {
        didSet { reindex() }
    }
    /// Shown above the first section, scrolling with the rows.
    public var detailsHeader: ListDetailsHeader? {
        didSet { reindex() }
    }
    /// Shown in a row above the first section, under the details header.
    public var headerGridButtons: [GridButton] {
        didSet { reindex() }
    }
    public var barButtons: BarButtons
    /// Shown centred when the list has no items; the first that fits.
    public var emptyViewTitleVariants: [String]
    public var emptyViewSubtitleVariants: [String]

    public init(
        title: String, sections: [ListSection], barButtons: BarButtons = BarButtons(),
        emptyViewTitleVariants: [String] = [], emptyViewSubtitleVariants: [String] = [], detailsHeader: ListDetailsHeader? = nil,
        headerGridButtons: [GridButton] = []
    ) {
        self.title = title
        self.sections = sections
        self.detailsHeader = detailsHeader
        self.headerGridButtons = headerGridButtons
        index = ListIndex(sections, header: detailsHeader, grid: headerGridButtons)
        self.barButtons = barButtons
        self.emptyViewTitleVariants = emptyViewTitleVariants
        self.emptyViewSubtitleVariants = emptyViewSubtitleVariants
    }

    /// What knob steps and drawing look up, made whenever the sections or the headers change.
    private(set) var index: ListIndex

    private mutating func reindex() { index = ListIndex(sections, header: detailsHeader, grid: headerGridButtons) }

    public static func == (left: ListTemplate, right: ListTemplate) -> Bool {
        left.title == right.title && left.sections == right.sections && left.barButtons == right.barButtons
            && left.emptyViewTitleVariants == right.emptyViewTitleVariants && left.emptyViewSubtitleVariants == right.emptyViewSubtitleVariants
            && left.detailsHeader == right.detailsHeader && left.headerGridButtons == right.headerGridButtons
    }

    /// Whether the car shows every item (no trimming while `limited`).
    func showsAll(limited: Bool) -> Bool { !limited || index.itemCount <= CarPlayLimits.listItemsWhenLimited }

    /// The blocks of the shown sections: made once for the whole list.
    func content(limited: Bool) -> ContentGeometry {
        showsAll(limited: limited) ? index.content : ListLayout.content(of: shownSections(limited: limited), header: detailsHeader, grid: headerGridButtons)
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
