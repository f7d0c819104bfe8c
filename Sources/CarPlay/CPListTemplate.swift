import HeadUnitCore

/// CPListTemplate: sections of rows under a navigation bar, and a details
/// header above them; rows whose handler has not called its completion spin.
@preconcurrency @MainActor open class CPListTemplate: CPTemplate, CPBarButtonProviding {
    public private(set) var title: String?
    public private(set) var sections: [CPListSection]
    public var emptyViewTitleVariants: [String] = []
    public var emptyViewSubtitleVariants: [String] = []
    /// A spinner while the list has no rows (iOS 18.4): kept; headunit
    /// draws the empty view's titles, and says so.
    public var showsSpinnerWhileEmpty = false
    public var leadingNavigationBarButtons: [CPBarButton] = []
    public var trailingNavigationBarButtons: [CPBarButton] = []
    public var backButton: CPBarButton?

    /// Where `item` is in the list: its section and row, or nil.
    public func indexPath(for item: any CPListTemplateItem) -> IndexPath? {
        for (section, list) in sections.enumerated() where list.index(of: item) != NSNotFound {
            return IndexPath(row: list.index(of: item), section: section)
        }
        return nil
    }

    public init(title: String?, sections: [CPListSection]) {
        self.title = title
        self.sections = Self.trimmed(sections)
    }

    /// With the Siri (assistant) cell: kept, and headunit says it does not draw it.
    public convenience init(title: String?, sections: [CPListSection], assistantCellConfiguration: CPAssistantCellConfiguration?) {
        self.init(title: title, sections: sections)
        self.assistantCellConfiguration = assistantCellConfiguration
    }

    /// With a details header (iOS 26.4) and the Siri cell.
    public convenience init(
        title: String?, listHeader: CPListTemplateDetailsHeader?, sections: [CPListSection], assistantCellConfiguration: CPAssistantCellConfiguration?
    ) {
        self.init(title: title, sections: sections, assistantCellConfiguration: assistantCellConfiguration)
        self.listHeader = listHeader
    }

    /// With grid buttons in its header (iOS 26) and the Siri cell.
    public convenience init(
        title: String?, sections: [CPListSection], assistantCellConfiguration: CPAssistantCellConfiguration?, headerGridButtons: [CPGridButton]?
    ) {
        self.init(title: title, sections: sections, assistantCellConfiguration: assistantCellConfiguration)
        self.headerGridButtons = headerGridButtons
    }

    /// The Siri cell's configuration: kept, not drawn.
    public var assistantCellConfiguration: CPAssistantCellConfiguration?

    /// Shown in one row above the first section (iOS 26), the first
    /// `maximumHeaderGridButtonCount`; set, the car shows them at once.
    public var headerGridButtons: [CPGridButton]?
    /// The most grid buttons a list's header shows: 4, a grid's row (headunit's value).
    public class var maximumHeaderGridButtonCount: Int { CarPlayLimits.gridButtonsPerRow }
    /// The size a header grid button's image is drawn at: 40 x 40 points, a grid button's.
    public class var maximumGridButtonImageSize: CGSize { CGSize(width: 40, height: 40) }

    /// Told when the driver chooses a row that has no handler.
    @available(*, deprecated, message: "Use CPListItem's handler")
    public weak var delegate: (any CPListTemplateDelegate)? {
        didSet {
            choosingUnhandled = delegate.map { delegate in
                { [weak self, weak delegate] row, completion in
                    guard let self, let delegate else { return }
                    delegate.listTemplate(self, didSelect: row, completionHandler: completion)
                }
            }
        }
    }

    /// What choosing a row without a handler does: the delegate hears of it.
    private(set) var choosingUnhandled: ((CPListItem, @escaping @Sendable () -> Void) -> Void)?

    /// Shown between the navigation bar and the first section (iOS 26.4);
    /// set or cleared, the car shows or hides it at once.
    public var listHeader: CPListTemplateDetailsHeader?

    /// The items a list may hold in all, at run time: while the car limits
    /// lists (driving), as many as it shows then; else headunit's 500.
    public class var maximumItemCount: Int {
        CarContext.current.runtime?.car?.limitedUI == true ? CarPlayLimits.listItemsWhenLimited : 500
    }
    /// The sections a list may hold, at run time.
    public class var maximumSectionCount: Int { 50 }

    /// How many items it holds.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// How many sections it holds.
    public var sectionCount: Int { sections.count }

    /// Replaces its sections; the car shows them at once, and a knob's
    /// focus on one of its rows starts again at the first (change a row in
    /// place, with `setText` or `isPlaying`, to keep it).
    public func updateSections(_ sections: [CPListSection]) {
        self.sections = Self.trimmed(sections)
        reloaded = true
    }

    /// `sections` cut to `maximumSectionCount` sections and
    /// `maximumItemCount` items in all, as CarPlay discards the rest: the
    /// section the cut falls in is made anew with the items kept.
    private static func trimmed(_ sections: [CPListSection]) -> [CPListSection] {
        var remaining = maximumItemCount
        var kept: [CPListSection] = []
        for section in sections.prefix(maximumSectionCount) where remaining > 0 {
            if section.items.count <= remaining {
                kept.append(section)
            } else {
                kept.append(
                    CPListSection(items: Array(section.items.prefix(remaining)), header: section.header, sectionIndexTitle: section.sectionIndexTitle))
            }
            remaining -= section.items.count
        }
        return kept
    }

    /// Whether `updateSections` replaced the rows since the car last heard.
    var reloaded = false

    override func body(_ conversion: Conversion) -> TemplateBody {
        if assistantCellConfiguration != nil { conversion.notice("the assistant (Siri) cell is not drawn") }
        if showsSpinnerWhileEmpty && itemCount == 0 { conversion.notice("an empty list's spinner is not drawn; its empty view titles are") }
        let id = conversion.id(for: self)
        return .list(
            ListTemplate(
                title: title ?? "", sections: sections.map { $0.section(conversion, template: id, unhandled: choosingUnhandled) },
                barButtons: barButtons(conversion),
                emptyViewTitleVariants: emptyViewTitleVariants, emptyViewSubtitleVariants: emptyViewSubtitleVariants,
                detailsHeader: listHeader?.header(conversion),
                headerGridButtons: (headerGridButtons ?? []).prefix(Self.maximumHeaderGridButtonCount).map { $0.gridButton(conversion) }))
    }
}

/// `CPMaximumListSectionImageSize`: the largest image a section's header
/// shows: 44 x 44 points, as a row's image (headunit's value; Apple
/// publishes no number).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CPMaximumListSectionImageSize = CGSize(width: 44, height: 44)

/// CPListSection: a header and its items.
@preconcurrency @MainActor public final class CPListSection: NSObject {
    public let header: String?
    public let sectionIndexTitle: String?
    /// The header's second line, image and button (iOS 15): kept; headunit
    /// draws the header's title alone, and says so.
    public let headerSubtitle: String?
    public let headerImage: UIImage?
    public let headerButton: CPButton?
    public private(set) var items: [any CPListTemplateItem]

    public convenience init(items: [any CPListTemplateItem]) {
        self.init(items, nil, nil, nil, nil, nil)
    }

    public convenience init(items: [any CPListTemplateItem], header: String?, sectionIndexTitle: String?) {
        self.init(items, header, nil, nil, nil, sectionIndexTitle)
    }

    /// A section whose header has a second line, an image and a button (iOS 15).
    public convenience init(
        items: [any CPListTemplateItem], header: String, headerSubtitle: String?, headerImage: UIImage?, headerButton: CPButton?,
        sectionIndexTitle: String?
    ) {
        self.init(items, header, headerSubtitle, headerImage, headerButton, sectionIndexTitle)
    }

    private init(
        _ items: [any CPListTemplateItem], _ header: String?, _ headerSubtitle: String?, _ headerImage: UIImage?, _ headerButton: CPButton?,
        _ sectionIndexTitle: String?
    ) {
        self.items = items
        self.header = header
        self.headerSubtitle = headerSubtitle
        self.headerImage = headerImage
        self.headerButton = headerButton
        self.sectionIndexTitle = sectionIndexTitle
    }

    /// Where `item` is in the section, or `NSNotFound`.
    public func index(of item: any CPListTemplateItem) -> Int { items.firstIndex { $0 === item } ?? NSNotFound }

    /// The item at `index`, which must be in the section.
    public func item(at index: Int) -> any CPListTemplateItem { items[index] }

    /// The section as headunit draws it; a row without a handler is told to `unhandled`.
    func section(_ conversion: Conversion, template: TemplateID, unhandled: ((CPListItem, @escaping @Sendable () -> Void) -> Void)?) -> ListSection {
        if headerSubtitle != nil || headerImage != nil || headerButton != nil {
            conversion.notice("a section header's subtitle, image and button are not drawn")
        }
        return ListSection(
            header: header, sectionIndexTitle: sectionIndexTitle,
            items: items.map { item in
                // Casts to classes, not to a protocol: the first cast of a
                // type to a protocol searches every conformance in the
                // program (5,600 in an app that links Foundation).
                switch item {
                case let row as CPListItem: row.listItem(conversion, unhandled: unhandled)
                case let row as CPListImageRowItem: row.listItem(conversion)
                case let row as CPMessageListItem: row.listItem(conversion)
                default: ListItem(text: item.text ?? "")
                }
            })
    }
}

/// CPListTemplateItem: a row of a list.
@preconcurrency @MainActor public protocol CPListTemplateItem: NSObjectProtocol {
    var text: String? { get }
    var userInfo: Any? { get set }
    var isEnabled: Bool { get set }
}

/// CPSelectableListItem: a row with a handler, which gets a completion to
/// call when the app is done (the row spins until then).
@preconcurrency @MainActor public protocol CPSelectableListItem: CPListTemplateItem {
    var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)? { get set }
}

/// CPAssistantCellConfiguration: the Siri cell of a list (kept, not drawn).
public final class CPAssistantCellConfiguration: NSObject, Sendable {
    public enum Position: Int, Sendable { case top, bottom }
    public enum Visibility: Int, Sendable { case off, whileLimitedUIActive, always }
    public enum Action: Int, Sendable { case playMedia, startCall }
    public let position: Position
    public let visibility: Visibility
    public let assistantAction: Action

    public init(position: Position, visibility: Visibility, assistantAction: Action) {
        self.position = position
        self.visibility = visibility
        self.assistantAction = assistantAction
    }
}

extension CPListItem {
    /// CPListItem.AssistantCellPosition: Apple's Swift name for where the assistant cell goes.
    public typealias AssistantCellPosition = CPAssistantCellConfiguration.Position
    /// CPListItem.AssistantCellVisibility: Apple's Swift name for when the assistant cell shows.
    public typealias AssistantCellVisibility = CPAssistantCellConfiguration.Visibility
}

/// CPAssistantCellActionType: Apple's Swift name for what the assistant cell asks Siri to do.
public typealias CPAssistantCellActionType = CPAssistantCellConfiguration.Action
