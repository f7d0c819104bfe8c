import HeadUnitCore

/// `CPMaximumMessageItemImageSize`: the largest image of a message item's
/// leading and trailing regions: 44 x 44 points, as a row's image
/// (headunit's value; Apple publishes no number).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CPMaximumMessageItemImageSize = CGSize(width: 44, height: 44)

/// `CPMaximumMessageItemLeadingDetailTextImageSize` (iOS 26): the largest
/// image before a message item's detail text: 16 x 16 points, a line of
/// text high (headunit's value; Apple publishes no number).
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CPMaximumMessageItemLeadingDetailTextImageSize = CGSize(width: 16, height: 16)

/// CPMessageListItem: a conversation in a communication app's list. Siri
/// acts on it (it reads the conversation); it has no handler.
@preconcurrency @MainActor public final class CPMessageListItem: NSObject, CPListTemplateItem {
    public var conversationIdentifier: String?
    public var phoneOrEmailAddress: String?
    public var text: String?
    public var detailText: String?
    /// An image on the detail text's leading edge (iOS 26).
    public var leadingDetailTextImage: UIImage?
    public var trailingText: String?
    public var leadingConfiguration: CPMessageListItemLeadingConfiguration
    public var trailingConfiguration: CPMessageListItemTrailingConfiguration?
    public var isEnabled = true
    public var userInfo: Any?

    public init(
        conversationIdentifier: String, text: String, leadingConfiguration: CPMessageListItemLeadingConfiguration,
        trailingConfiguration: CPMessageListItemTrailingConfiguration?, detailText: String?, trailingText: String?
    ) {
        self.conversationIdentifier = conversationIdentifier
        self.text = text
        self.leadingConfiguration = leadingConfiguration
        self.trailingConfiguration = trailingConfiguration
        self.detailText = detailText
        self.trailingText = trailingText
    }

    public init(
        fullName: String?, phoneOrEmailAddress: String, leadingConfiguration: CPMessageListItemLeadingConfiguration,
        trailingConfiguration: CPMessageListItemTrailingConfiguration?, detailText: String?, trailingText: String?
    ) {
        text = fullName
        self.phoneOrEmailAddress = phoneOrEmailAddress
        self.leadingConfiguration = leadingConfiguration
        self.trailingConfiguration = trailingConfiguration
        self.detailText = detailText
        self.trailingText = trailingText
    }

    /// The row as headunit draws it.
    func listItem(_ conversion: Conversion) -> ListItem {
        if trailingConfiguration?.trailingImage != nil { conversion.notice("a message item's trailing image is not drawn") }
        let leading: MessageLeadingItem =
            switch leadingConfiguration.leadingItem {
            case .none: .none
            case .pin: .pin
            case .star: .star
            }
        let fields = MessageFields(
            conversationIdentifier: conversationIdentifier ?? phoneOrEmailAddress ?? text ?? "", leadingItem: leading,
            leadingImage: leadingConfiguration.leadingImage?.glyph, unread: leadingConfiguration.isUnread,
            trailingItem: trailingConfiguration?.trailingItem == .mute ? .mute : .none, trailingText: trailingText,
            leadingDetailImage: leadingDetailTextImage?.glyph)
        return ListItem(text: text ?? "", detailText: detailText, isEnabled: isEnabled, message: fields)
    }
}

/// CPMessageListItemLeadingConfiguration: the mark, image and unread dot before the name.
public final class CPMessageListItemLeadingConfiguration: NSObject, Sendable {
    public let leadingItem: CPMessageLeadingItem
    public let leadingImage: UIImage?
    public let isUnread: Bool

    public init(leadingItem: CPMessageLeadingItem, leadingImage: UIImage?, unread: Bool) {
        self.leadingItem = leadingItem
        self.leadingImage = leadingImage
        isUnread = unread
    }
}

/// CPMessageListItemTrailingConfiguration: the mark and image after the text.
public final class CPMessageListItemTrailingConfiguration: NSObject, Sendable {
    public let trailingItem: CPMessageTrailingItem
    public let trailingImage: UIImage?

    public init(trailingItem: CPMessageTrailingItem, trailingImage: UIImage?) {
        self.trailingItem = trailingItem
        self.trailingImage = trailingImage
    }
}

/// CPMessageLeadingItem.
public enum CPMessageLeadingItem: Int, Sendable { case none, pin, star }

/// CPMessageTrailingItem.
public enum CPMessageTrailingItem: Int, Sendable { case none, mute }
