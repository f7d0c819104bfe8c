import HeadUnitCore

/// `CPGridTemplateMaximumItems`: the most buttons a grid shows.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CPGridTemplateMaximumItems = CarPlayLimits.gridButtons

/// CPGridTemplate: up to 8 buttons (more than 4 over two rows).
@preconcurrency @MainActor public final class CPGridTemplate: CPTemplate, CPBarButtonProviding {
    public private(set) var title: String?
    public private(set) var gridButtons: [CPGridButton]
    public var leadingNavigationBarButtons: [CPBarButton] = []
    public var trailingNavigationBarButtons: [CPBarButton] = []
    public var backButton: CPBarButton?

    public init(title: String?, gridButtons: [CPGridButton]) {
        self.title = title
        self.gridButtons = gridButtons
    }

    /// The largest image a grid button shows: a list's header grid button's.
    public class var maximumGridButtonImageSize: CGSize { CPListTemplate.maximumGridButtonImageSize }

    public func updateGridButtons(_ gridButtons: [CPGridButton]) { self.gridButtons = gridButtons }
    public func updateTitle(_ title: String) { self.title = title }

    override func body(_ conversion: Conversion) -> TemplateBody {
        .grid(
            GridTemplate(
                title: title ?? "",
                buttons: gridButtons.map { $0.gridButton(conversion) }, barButtons: barButtons(conversion)))
    }
}

/// CPGridButton: a grid's button: an image, title variants, a handler; in
/// a list's header, a conversation Siri acts on (iOS 26).
@preconcurrency @MainActor public final class CPGridButton: NSObject {
    public private(set) var titleVariants: [String]
    public private(set) var image: UIImage
    public var isEnabled = true
    /// The conversation it stands for, in a list's header (iOS 26).
    public let messageConfiguration: CPMessageGridItemConfiguration?
    let handler: ((CPGridButton) -> Void)?

    public convenience init(titleVariants: [String], image: UIImage, handler: ((CPGridButton) -> Void)?) {
        self.init(titleVariants: titleVariants, image: image, messageConfiguration: nil, handler: handler)
    }

    public init(titleVariants: [String], image: UIImage, messageConfiguration: CPMessageGridItemConfiguration?, handler: ((CPGridButton) -> Void)?) {
        self.titleVariants = titleVariants
        self.image = image
        self.messageConfiguration = messageConfiguration
        self.handler = handler
    }

    public func updateImage(_ image: UIImage) { self.image = image }
    public func updateTitleVariants(_ titleVariants: [String]) { self.titleVariants = titleVariants }

    /// The button as headunit draws it.
    func gridButton(_ conversion: Conversion) -> GridButton {
        GridButton(
            titleVariants: titleVariants, glyph: image.glyph, isEnabled: isEnabled,
            handler: handler == nil ? nil : conversion.handler(for: self) { [weak self] _ in self.map { $0.handler?($0) } },
            conversation: messageConfiguration?.conversationIdentifier, isUnread: messageConfiguration?.isUnread ?? false)
    }
}

/// CPMessageGridItemConfiguration (iOS 26): the conversation a list
/// header's grid button stands for. Chosen, the button hands it to Siri
/// (which reads it when unread, else replies), as a message list item does.
public final class CPMessageGridItemConfiguration: NSObject {
    public let conversationIdentifier: String
    /// Whether the button shows its unread mark.
    public var isUnread: Bool

    public init(conversationIdentifier: String, unread: Bool) {
        self.conversationIdentifier = conversationIdentifier
        isUnread = unread
    }
}
