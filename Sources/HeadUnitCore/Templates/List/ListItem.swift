/// CPListSection: a header and its items.
public struct ListSection: Equatable, Sendable {
    public var header: String?
    /// Only its first character is shown, as in CarPlay.
    public var sectionIndexTitle: String?
    public var items: [ListItem]

    public init(header: String? = nil, sectionIndexTitle: String? = nil, items: [ListItem]) {
        self.header = header
        self.sectionIndexTitle = sectionIndexTitle
        self.items = items
    }

    /// The index title as shown: its first character only.
    public var shownIndexTitle: String? { sectionIndexTitle?.first.map { String($0) } }
}

/// CPListItem: one row (or, with `message`, a CPMessageListItem).
public struct ListItem: Equatable, Sendable {
    /// The scenario's name for the item, for `update` actions.
    public var id: String?
    public var text: String
    public var detailText: String?
    /// A glyph or a few letters standing in for the item's image.
    public var image: String?
    public var accessory: ListAccessory
    public var isPlaying: Bool
    public var playingIndicatorLocation: PlayingIndicatorLocation
    public var isExplicitContent: Bool
    /// 0 to 1; a bar on the row's third line.
    public var playbackProgress: Double?
    public var isEnabled: Bool
    public var handler: Handler?
    /// Set for a message list item: Siri acts on it, it has no handler.
    public var message: MessageFields? {
        get { messageStorage?.value }
        set { messageStorage = newValue.map(Boxed.init) }
    }
    // Boxed: most rows are not messages, and a list may hold 100,000 rows.
    private var messageStorage: Boxed<MessageFields>?
    /// Set for an image row item: a strip of images under the title.
    public var imageRow: ImageRowFields?

    public init(
        id: String? = nil, text: String, detailText: String? = nil, image: String? = nil, accessory: ListAccessory = .none,
        isPlaying: Bool = false, playingIndicatorLocation: PlayingIndicatorLocation = .leading,
        isExplicitContent: Bool = false, playbackProgress: Double? = nil, isEnabled: Bool = true,
        handler: Handler? = nil, message: MessageFields? = nil, imageRow: ImageRowFields? = nil
    ) {
        self.id = id
        self.text = text
        self.detailText = detailText
        self.image = image
        self.accessory = accessory
        self.isPlaying = isPlaying
        self.playingIndicatorLocation = playingIndicatorLocation
        self.isExplicitContent = isExplicitContent
        self.playbackProgress = playbackProgress
        self.isEnabled = isEnabled
        self.handler = handler
        messageStorage = message.map(Boxed.init)
        self.imageRow = imageRow
    }
}

/// The trailing accessory of a list row.
public enum ListAccessory: String, Equatable, Sendable, CaseIterable {
    case none, disclosureIndicator, cloud
}

/// Where a playing row shows its indicator.
public enum PlayingIndicatorLocation: String, Equatable, Sendable, CaseIterable {
    case leading, trailing
}
