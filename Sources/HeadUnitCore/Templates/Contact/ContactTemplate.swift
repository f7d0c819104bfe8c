/// CPContactTemplate: one person, with up to 4 buttons to reach them.
public struct ContactTemplate: Equatable, Sendable {
    public var contact: Contact
    public var barButtons: BarButtons

    public init(contact: Contact, barButtons: BarButtons = BarButtons()) {
        self.contact = contact
        self.barButtons = barButtons
    }

    /// The buttons CarPlay shows: the first 4.
    public var shownActions: ArraySlice<ContactAction> { contact.actions.prefix(CarPlayLimits.contactActions) }
}

/// CPContact: a name, an image, a subtitle, a line of text, and buttons.
public struct Contact: Equatable, Sendable {
    public var name: String
    /// A glyph or letters standing in for the picture.
    public var image: String?
    public var subtitle: String?
    public var informativeText: String?
    public var actions: [ContactAction]

    public init(name: String, image: String? = nil, subtitle: String? = nil, informativeText: String? = nil, actions: [ContactAction] = []) {
        self.name = name
        self.image = image
        self.subtitle = subtitle
        self.informativeText = informativeText
        self.actions = actions
    }
}

/// A button of a contact: CPContactCallButton, CPContactMessageButton,
/// CPContactDirectionsButton, or a plain CPButton with a title.
public struct ContactAction: Equatable, Sendable {
    public var kind: ContactActionKind
    public var handler: Handler?

    public init(kind: ContactActionKind, handler: Handler? = nil) {
        self.kind = kind
        self.handler = handler
    }
}

/// What a contact button is.
public enum ContactActionKind: Equatable, Sendable {
    case call, message, directions
    case button(title: String)

    /// The title it shows.
    public var title: String {
        switch self {
        case .call: "Call"
        case .message: "Message"
        case .directions: "Directions"
        case .button(let title): title
        }
    }

    /// The kinds a scenario names by `type`.
    static let named: [String: ContactActionKind] = ["call": .call, "message": .message, "directions": .directions]
}
