/// CPListTemplate: sections of rows under a navigation bar, and above
/// them a details header and a row of grid buttons.
public struct ListTemplate: Equatable, Sendable {
    public var title: String
    public var sections: [ListSection] {
        get { storedSections }
        set {
            storedSections = newValue
            reindex()
        }
        _modify {
            yield &storedSections
            reindex()
        }
    }
    /// The sections, changed without indexing them anew only by `apply(_:)`.
    private var storedSections: [ListSection]
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
        storedSections = sections
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

    /// Applies an `update` action to the items with its id. One that
    /// leaves every row's `isEnabled` as it was (a timeline's text and
    /// progress) changes what rows show, never their heights nor which the
    /// knob reaches: the index follows the rows changed, not the whole list.
    mutating func apply(_ update: ItemUpdate) {
        let keepsIndex = update.isEnabled == nil
        var changed = false
        for section in storedSections.indices {
            for item in storedSections[section].items.indices where storedSections[section].items[item].id == update.item {
                let old = storedSections[section].items[item]
                storedSections[section].items[item] = update.applied(to: old)
                if keepsIndex { index.rowChanged(from: old, to: storedSections[section].items[item], in: storedSections) }
                changed = true
            }
        }
        if changed && !keepsIndex { reindex() }
    }

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
