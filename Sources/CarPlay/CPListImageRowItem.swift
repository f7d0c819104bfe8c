import HeadUnitCore

/// `CPMaximumNumberOfGridImages`: the most images an image row holds; a
/// car may show fewer, as its screen's width allows.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CPMaximumNumberOfGridImages = ImageRowFields.maximumImages

/// CPListImageRowItem: a row with a title line and, under it, a strip of
/// images (or, from iOS 26, elements), each with its caption. The title
/// runs `handler`, an image `listImageRowHandler` with its index; either
/// row spins until the app calls the completion.
@preconcurrency @MainActor open class CPListImageRowItem: NSObject, CPSelectableListItem {
    public var text: String?
    public var userInfo: Any?
    public var isEnabled = true
    public var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)?
    /// Runs when the driver chooses an image: the row, the image's index, the completion.
    public var listImageRowHandler: ((CPListImageRowItem, Int, @escaping () -> Void) -> Void)?
    /// The images, when the row was made with images.
    public private(set) var gridImages: [UIImage]
    /// The images' captions, when the row was made with them.
    public private(set) var imageTitles: [String]
    /// The elements, when the row was made with elements (iOS 26).
    public var elements: [CPListImageRowItemElement]
    /// Whether the elements may wrap onto more lines: headunit keeps one line (and says so).
    public let allowsMultipleLines: Bool
    /// The objects the images' handlers are kept by, one per image.
    private var imageKeys: [ImageKey] = []

    /// The largest image the row shows (headunit's value; a car gives its own at run time).
    public class var maximumImageSize: CGSize { CGSize(width: 80, height: 80) }

    public init(text: String, images: [UIImage]) {
        self.text = text
        gridImages = images
        imageTitles = []
        elements = []
        allowsMultipleLines = false
    }

    public init(text: String, images: [UIImage], imageTitles: [String]) {
        self.text = text
        gridImages = images
        self.imageTitles = imageTitles
        elements = []
        allowsMultipleLines = false
    }

    private init(text: String?, elements: [CPListImageRowItemElement], allowsMultipleLines: Bool) {
        self.text = text
        gridImages = []
        imageTitles = []
        self.elements = elements
        self.allowsMultipleLines = allowsMultipleLines
    }

    public convenience init(text: String?, elements: [CPListImageRowItemRowElement], allowsMultipleLines: Bool) {
        self.init(text: text, elements: elements as [CPListImageRowItemElement], allowsMultipleLines: allowsMultipleLines)
    }

    public convenience init(text: String?, cardElements: [CPListImageRowItemCardElement], allowsMultipleLines: Bool) {
        self.init(text: text, elements: cardElements as [CPListImageRowItemElement], allowsMultipleLines: allowsMultipleLines)
    }

    public convenience init(text: String?, condensedElements: [CPListImageRowItemCondensedElement], allowsMultipleLines: Bool) {
        self.init(text: text, elements: condensedElements as [CPListImageRowItemElement], allowsMultipleLines: allowsMultipleLines)
    }

    public convenience init(text: String?, gridElements: [CPListImageRowItemGridElement], allowsMultipleLines: Bool) {
        self.init(text: text, elements: gridElements as [CPListImageRowItemElement], allowsMultipleLines: allowsMultipleLines)
    }

    public convenience init(text: String?, imageGridElements: [CPListImageRowItemImageGridElement], allowsMultipleLines: Bool) {
        self.init(text: text, elements: imageGridElements as [CPListImageRowItemElement], allowsMultipleLines: allowsMultipleLines)
    }

    /// Replaces the images; the car shows them at once.
    public func update(_ gridImages: [UIImage]) { self.gridImages = gridImages }

    /// The row as headunit draws it.
    func listItem(_ conversion: Conversion) -> ListItem {
        if allowsMultipleLines { conversion.notice("an image row's allowsMultipleLines is drawn on one line") }
        let shown: [(image: UIImage, title: String?, enabled: Bool, element: CPListImageRowItemElement?)] =
            elements.isEmpty
            ? gridImages.enumerated().map { ($1, imageTitles[safe: $0], true, nil) }
            : elements.map { ($0.image, $0.caption, $0.isEnabled, $0) }
        while imageKeys.count < shown.count { imageKeys.append(ImageKey()) }
        let images = shown.enumerated().map { index, image in
            let handler =
                listImageRowHandler == nil
                ? nil
                : conversion.handler(for: imageKeys[index], spins: true) { [weak self, weak conversion] row in
                    guard let self, let conversion, let handler = self.listImageRowHandler else { return }
                    handler(self, index, conversion.completion(of: row, label: image.title ?? self.text ?? ""))
                }
            return ImageTile(
                image: image.image.glyph, thumbnail: image.element?.shownThumbnail?.thumbnail(conversion), title: image.title, isEnabled: image.enabled,
                handler: image.element?.choosing(handler) ?? handler)
        }
        return ListItem(
            text: text ?? "", isEnabled: isEnabled,
            handler: handler == nil
                ? nil
                : conversion.handler(for: self, spins: true) { [weak self, weak conversion] row in
                    guard let self, let conversion, let handler = self.handler else { return }
                    handler(self, conversion.completion(of: row, label: self.text ?? ""))
                },
            imageRow: ImageRowFields(images: images))
    }

    /// What one image's handler is kept by.
    private final class ImageKey {}
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
