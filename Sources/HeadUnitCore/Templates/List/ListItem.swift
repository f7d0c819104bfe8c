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
    public var id: String? {
        get { rare?.value.id }
        set { updateRare { $0.id = newValue } }
    }
    public var text: String
    public var detailText: String?
    /// A glyph or a few letters standing in for the item's image.
    public var image: String?
    // Stored before the one-byte fields, which then pack beside it.
    public var handler: Handler?
    public var accessory: ListAccessory
    public var isPlaying: Bool
    public var playingIndicatorLocation: PlayingIndicatorLocation {
        get { rare?.value.playingIndicatorLocation ?? .leading }
        set { updateRare { $0.playingIndicatorLocation = newValue } }
    }
    public var isExplicitContent: Bool {
        get { rare?.value.isExplicitContent ?? false }
        set { updateRare { $0.isExplicitContent = newValue } }
    }
    /// 0 to 1; a bar on the row's third line.
    public var playbackProgress: Double? {
        get { rare?.value.playbackProgress }
        set { updateRare { $0.playbackProgress = newValue } }
    }
    public var isEnabled: Bool
    /// Set for a message list item: Siri acts on it, it has no handler.
    public var message: MessageFields? {
        get { rare?.value.message }
        set { updateRare { $0.message = newValue } }
    }
    /// Set for an image row item: a strip of images under the title.
    public var imageRow: ImageRowFields? {
        get { rare?.value.imageRow }
        set { updateRare { $0.imageRow = newValue } }
    }

    /// What few rows set, boxed, absent while all of it is as a plain row
    /// has it (an id only rows an `update` names have): a row takes 80
    /// bytes instead of 128, and a list may hold 100,000 rows.
    private struct RareFields: Equatable, Sendable {
        var id: String?
        var playingIndicatorLocation = PlayingIndicatorLocation.leading
        var isExplicitContent = false
        var playbackProgress: Double?
        var message: MessageFields?
        var imageRow: ImageRowFields?
    }
    private var rare: Boxed<RareFields>?

    private mutating func updateRare(_ change: (inout RareFields) -> Void) {
        var fields = rare?.value ?? RareFields()
        change(&fields)
        rare = fields == RareFields() ? nil : Boxed(fields)
    }

    public init(
        id: String? = nil, text: String, detailText: String? = nil, image: String? = nil, accessory: ListAccessory = .none,
        isPlaying: Bool = false, playingIndicatorLocation: PlayingIndicatorLocation = .leading,
        isExplicitContent: Bool = false, playbackProgress: Double? = nil, isEnabled: Bool = true,
        handler: Handler? = nil, message: MessageFields? = nil, imageRow: ImageRowFields? = nil
    ) {
        self.text = text
        self.detailText = detailText
        self.image = image
        self.accessory = accessory
        self.isPlaying = isPlaying
        self.isEnabled = isEnabled
        self.handler = handler
        // Told plain field by field: comparing the fields made with plain
        // ones took a row's reading a tenth of its time.
        let isPlain =
            id == nil && playingIndicatorLocation == .leading && !isExplicitContent && playbackProgress == nil && message == nil && imageRow == nil
        rare =
            isPlain
            ? nil
            : Boxed(
                RareFields(
                    id: id, playingIndicatorLocation: playingIndicatorLocation, isExplicitContent: isExplicitContent,
                    playbackProgress: playbackProgress, message: message, imageRow: imageRow))
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
