import HeadUnitCore

/// CPContactTemplate: a person, with up to 4 buttons (call, message, directions, the app's own).
@preconcurrency @MainActor public final class CPContactTemplate: CPTemplate, CPBarButtonProviding {
    public var contact: CPContact
    public var leadingNavigationBarButtons: [CPBarButton] = []
    public var trailingNavigationBarButtons: [CPBarButton] = []
    public var backButton: CPBarButton?

    public init(contact: CPContact) { self.contact = contact }

    override func body(_ conversion: Conversion) -> TemplateBody {
        .contact(
            ContactTemplate(
                contact: Contact(
                    name: contact.name, image: contact.image.glyph, subtitle: contact.subtitle, informativeText: contact.informativeText,
                    actions: contact.actions.map { $0.contactAction(conversion) }), barButtons: barButtons(conversion)))
    }
}

/// CPContact: a person's name, image, lines and buttons.
@preconcurrency @MainActor public final class CPContact: NSObject {
    public var name: String
    public var image: UIImage
    public var subtitle: String?
    public var informativeText: String?
    public var actions: [CPButton] = []

    public init(name: String, image: UIImage) {
        self.name = name
        self.image = image
    }
}

/// `CPButtonMaximumImageSize`: the largest image a button shows: 44 x 44
/// points, headunit's value (Apple publishes no number; the HIG's smallest
/// target); a larger image is scaled down.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CPButtonMaximumImageSize = CGSize(width: 44, height: 44)

/// CPButton: a button of the app's own, with an image or a title.
@preconcurrency @MainActor open class CPButton: NSObject {
    public var title: String?
    public let image: UIImage?
    public var isEnabled = true
    let handler: ((CPButton) -> Void)?

    public init(image: UIImage, handler: ((CPButton) -> Void)?) {
        self.image = image
        self.handler = handler
    }

    public init(title: String, handler: ((CPButton) -> Void)?) {
        self.title = title
        image = nil
        self.handler = handler
    }

    /// Its kind, as a contact template draws it.
    var contactKind: ContactActionKind { .button(title: title ?? image?.glyph ?? "") }

    func contactAction(_ conversion: Conversion) -> ContactAction { ContactAction(kind: contactKind, handler: pressed(conversion)) }

    /// What choosing it does, while it can be chosen: its handler runs.
    func pressed(_ conversion: Conversion) -> Handler? {
        handler == nil || !isEnabled ? nil : conversion.handler(for: self) { [weak self] _ in self.map { $0.handler?($0) } }
    }
}

/// CPContactCallButton: calls the contact.
@preconcurrency @MainActor public final class CPContactCallButton: CPButton {
    public init(handler: ((CPButton) -> Void)?) { super.init(title: "Call", handler: handler) }
    override var contactKind: ContactActionKind { .call }
}

/// CPContactMessageButton: Siri messages the contact.
@preconcurrency @MainActor public final class CPContactMessageButton: CPButton {
    public let phoneOrEmail: String

    public init(phoneOrEmail: String) {
        self.phoneOrEmail = phoneOrEmail
        super.init(title: "Message", handler: nil)
    }

    override var contactKind: ContactActionKind { .message }

    override func contactAction(_ conversion: Conversion) -> ContactAction {
        conversion.notice("a contact's Message button hands over to Siri, which headunit does not simulate for a hosted app")
        return super.contactAction(conversion)
    }
}

/// CPContactDirectionsButton: directions to the contact.
@preconcurrency @MainActor public final class CPContactDirectionsButton: CPButton {
    public init(handler: ((CPButton) -> Void)?) { super.init(title: "Directions", handler: handler) }
    override var contactKind: ContactActionKind { .directions }
}
