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

    public func updateGridButtons(_ gridButtons: [CPGridButton]) { self.gridButtons = gridButtons }
    public func updateTitle(_ title: String) { self.title = title }

    override func body(_ conversion: Conversion) -> TemplateBody {
        .grid(
            GridTemplate(
                title: title ?? "",
                buttons: gridButtons.map { button in
                    GridButton(
                        titleVariants: button.titleVariants, glyph: button.image.glyph, isEnabled: button.isEnabled,
                        handler: button.handler == nil ? nil : conversion.handler(for: button) { [weak button] _ in button.map { $0.handler?($0) } })
                }, barButtons: barButtons(conversion)))
    }
}

/// CPGridButton: a grid's button: an image, title variants, a handler.
@preconcurrency @MainActor public final class CPGridButton: NSObject {
    public let titleVariants: [String]
    public private(set) var image: UIImage
    public var isEnabled = true
    let handler: ((CPGridButton) -> Void)?

    public init(titleVariants: [String], image: UIImage, handler: ((CPGridButton) -> Void)?) {
        self.titleVariants = titleVariants
        self.image = image
        self.handler = handler
    }

    public func updateImage(_ image: UIImage) { self.image = image }
}
