import HeadUnitCore

/// CPBarButton: a navigation bar button, with a title or an image. When
/// both are set the title is drawn, as CarPlay gives the title precedence.
@preconcurrency @MainActor open class CPBarButton: NSObject {
    public var title: String?
    public var image: UIImage?
    public var isEnabled = true
    public var buttonStyle: CPBarButtonStyle = .none
    let handler: CPBarButtonHandler?
    private let type: `Type`

    public init(title: String, handler: CPBarButtonHandler?) {
        self.title = title
        self.handler = handler
        type = .text
    }

    public init(image: UIImage, handler: CPBarButtonHandler?) {
        self.image = image
        self.handler = handler
        type = .image
    }

    /// A button of `type` with neither title nor image yet: the app sets the
    /// one its type shows.
    @available(*, deprecated, message: "Use init(image:handler:) or init(title:handler:)")
    public init(type: `Type`, handler: CPBarButtonHandler?) {
        self.type = type
        self.handler = handler
    }

    /// The type it was made with: text for a title, image for an image.
    @available(*, deprecated, message: "Use init(image:handler:) or init(title:handler:)")
    public var buttonType: `Type` { type }

    /// CPBarButtonType: whether a button shows a text or an image.
    public enum `Type`: Int, Sendable {
        case text, image
    }

    /// It as headunit draws it: its title, else its image.
    func barButton(_ conversion: Conversion) -> BarButton {
        if buttonStyle == .rounded { conversion.notice("a bar button's rounded style is drawn as headunit's bar button") }
        return BarButton(title: title ?? image?.glyph ?? "", handler: isEnabled ? pressed(conversion) : nil)
    }

    /// What choosing it does: its handler runs.
    func pressed(_ conversion: Conversion) -> Handler {
        conversion.handler(for: self) { [weak self] _ in self.map { $0.handler?($0) } }
    }
}

/// CPBarButtonStyle.
public enum CPBarButtonStyle: Int, Sendable {
    case none, rounded
}

/// CPMessageComposeBarButton: a communication app's bar button that has no
/// handler: choosing it starts Siri's compose message flow.
@preconcurrency @MainActor public final class CPMessageComposeBarButton: CPBarButton {
    /// With the system's compose image.
    public init() { super.init(image: UIImage(systemName: "square.and.pencil")!, handler: nil) }

    /// With the app's own image.
    public init(image: UIImage) { super.init(image: image, handler: nil) }

    override func pressed(_ conversion: Conversion) -> Handler { Handler([.open(.siri(reading: "Who do you want to message?"))]) }
}

/// CPBarButtonHandler: what a bar button does when pressed.
public typealias CPBarButtonHandler = (CPBarButton) -> Void
