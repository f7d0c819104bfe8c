/// What makes a list row a CPListImageRowItem: under its title line, a
/// strip of images, each with its caption and each separately selectable.
public struct ImageRowFields: Equatable, Sendable {
    public var images: [ImageTile]

    public init(images: [ImageTile]) { self.images = images }

    /// `CPMaximumNumberOfGridImages`: the most images a row holds.
    public static let maximumImages = 8
}

/// One image of an image row: its glyph (or a thumbnail with what is
/// drawn over it), its caption and what choosing it does.
public struct ImageTile: Equatable, Sendable {
    /// A glyph or a few letters standing in for the image.
    public var image: String
    /// The thumbnail drawn in the image's place, with its overlays.
    public var thumbnail: Thumbnail?
    public var title: String?
    public var isEnabled: Bool
    public var handler: Handler?

    public init(image: String, thumbnail: Thumbnail? = nil, title: String? = nil, isEnabled: Bool = true, handler: Handler? = nil) {
        self.image = image
        self.thumbnail = thumbnail
        self.title = title
        self.isEnabled = isEnabled
        self.handler = handler
    }
}
