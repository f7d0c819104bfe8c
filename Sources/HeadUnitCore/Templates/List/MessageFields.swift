/// What a CPMessageListItem adds to a row: the conversation it stands for,
/// its leading configuration (a pin or star, an image, the unread mark) and
/// its trailing one (a mute mark, a text such as a time). Siri acts on it:
/// pressing it reads the conversation, and it has no handler.
public struct MessageFields: Equatable, Sendable {
    public var conversationIdentifier: String
    public var leadingItem: MessageLeadingItem
    /// A glyph or letters standing in for the leading image (an avatar).
    public var leadingImage: String?
    public var unread: Bool
    public var trailingItem: MessageTrailingItem
    public var trailingText: String?
    /// A glyph standing for the image on the detail text's leading edge.
    public var leadingDetailImage: String?

    public init(
        conversationIdentifier: String, leadingItem: MessageLeadingItem = .none, leadingImage: String? = nil, unread: Bool = false,
        trailingItem: MessageTrailingItem = .none, trailingText: String? = nil, leadingDetailImage: String? = nil
    ) {
        self.conversationIdentifier = conversationIdentifier
        self.leadingItem = leadingItem
        self.leadingImage = leadingImage
        self.unread = unread
        self.trailingItem = trailingItem
        self.trailingText = trailingText
        self.leadingDetailImage = leadingDetailImage
    }
}

extension MessageFields {
    /// ASCII stand-ins for the marks a message item draws; its pin (`⚑`,
    /// `F`) and mute (`⊘`, `x`) are the glyphs every screen shares.
    static let asciiStandIns: [(glyphs: String, ascii: Character)] = [(MessageLeadingItem.star.glyph!, "*")]
}

/// CPMessageLeadingItem: the mark before the conversation's name.
public enum MessageLeadingItem: String, Equatable, Sendable, CaseIterable {
    case none, pin, star

    /// The glyph drawn for it.
    var glyph: String? {
        switch self {
        case .none: nil
        case .pin: "⚑"
        case .star: "★"
        }
    }
}

/// CPMessageTrailingItem: the mark after the trailing text.
public enum MessageTrailingItem: String, Equatable, Sendable, CaseIterable {
    case none, mute

    /// The glyph drawn for it.
    var glyph: String? {
        switch self {
        case .none: nil
        case .mute: "⊘"
        }
    }
}
