/// CPListImageRowItemElement (iOS 26): an element of an image row, its
/// image and whether it is enabled. headunit draws every element as a tile
/// with its title under it. Chosen, it runs the row's image handler; when
/// its playback configuration presents playback, the car then shows now playing.
@preconcurrency @MainActor open class CPListImageRowItemElement: NSObject, CPPlayableItem {
    public var image: UIImage
    public var isEnabled = true
    public var accessibilityLabel: String?
    public var playbackConfiguration: CPPlaybackConfiguration?

    /// The size images are resized to (headunit's value; a car gives its own).
    public class var maximumImageSize: CGSize { CGSize(width: 80, height: 80) }

    init(image: UIImage) {
        self.image = image
        super.init()
    }

    /// The caption drawn under its tile.
    var caption: String? { nil }

    /// The thumbnail drawn in its image's place, if it has one.
    var shownThumbnail: CPThumbnailImage? { nil }
}

/// CPListImageRowItemRowElement: an image with a title and subtitle.
@preconcurrency @MainActor public final class CPListImageRowItemRowElement: CPListImageRowItemElement {
    public var title: String?
    public var subtitle: String?

    public init(image: UIImage, title: String?, subtitle: String?) {
        self.title = title
        self.subtitle = subtitle
        super.init(image: image)
    }

    override var caption: String? { title }
}

/// CPListImageRowItemCardElement: a card of an image (or, from iOS 26.4,
/// a thumbnail with its overlays), a title, a subtitle and a tint.
@preconcurrency @MainActor public final class CPListImageRowItemCardElement: CPListImageRowItemElement {
    public var title: String
    public var subtitle: String?
    public var tintColor: UIColor?
    public let showsImageFullHeight: Bool
    /// Drawn in the image's place, with its overlays, when set.
    public var thumbnail: CPThumbnailImage?

    public class var maximumFullHeightImageSize: CGSize { CGSize(width: 160, height: 120) }

    public init(image: UIImage, showsImageFullHeight: Bool, title: String?, subtitle: String?, tintColor: UIColor?) {
        self.title = title ?? ""
        self.subtitle = subtitle
        self.tintColor = tintColor
        self.showsImageFullHeight = showsImageFullHeight
        super.init(image: image)
    }

    public init(thumbnail: CPThumbnailImage, title: String?, subtitle: String?, tintColor: UIColor?) {
        self.title = title ?? ""
        self.subtitle = subtitle
        self.tintColor = tintColor
        showsImageFullHeight = false
        self.thumbnail = thumbnail
        super.init(image: thumbnail.image)
    }

    override var caption: String? { title }

    override var shownThumbnail: CPThumbnailImage? { thumbnail }
}

/// CPListImageRowItemCondensedElement: a shaped image with a title, subtitle and accessory symbol.
@preconcurrency @MainActor public final class CPListImageRowItemCondensedElement: CPListImageRowItemElement {
    public var title: String
    public var subtitle: String?
    public var accessorySymbolName: String?
    public let imageShape: Shape

    public init(image: UIImage, imageShape: Shape, title: String, subtitle: String?, accessorySymbolName: String?) {
        self.title = title
        self.subtitle = subtitle
        self.accessorySymbolName = accessorySymbolName
        self.imageShape = imageShape
        super.init(image: image)
    }

    override var caption: String? { title }

    /// The shape its image is cut to.
    public enum Shape: Int, Sendable { case circular, roundedRectangle }
}

/// CPListImageRowItemGridElement: an image alone.
@preconcurrency @MainActor public final class CPListImageRowItemGridElement: CPListImageRowItemElement {
    public override init(image: UIImage) { super.init(image: image) }
}

/// CPListImageRowItemImageGridElement: a shaped image with a title and accessory symbol.
@preconcurrency @MainActor public final class CPListImageRowItemImageGridElement: CPListImageRowItemElement {
    public var title: String
    public var accessorySymbolName: String?
    public let imageShape: Shape

    public init(image: UIImage, imageShape: Shape, title: String, accessorySymbolName: String?) {
        self.title = title
        self.accessorySymbolName = accessorySymbolName
        self.imageShape = imageShape
        super.init(image: image)
    }

    override var caption: String? { title }

    /// The shape its image is cut to.
    public enum Shape: Int, Sendable { case circular, roundedRectangle }
}
