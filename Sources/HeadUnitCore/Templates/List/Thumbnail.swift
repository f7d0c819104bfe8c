/// CPThumbnailImage (iOS 26.4): an image and what the car draws over it:
/// an image overlay (a text or an image at its alignment) and a sports
/// overlay (the two teams and their scores).
public struct Thumbnail: Equatable, Sendable {
    /// A glyph or a few letters standing in for the image.
    public var image: String
    public var overlay: ImageOverlay?
    public var sports: SportsEvent?

    public init(image: String, overlay: ImageOverlay? = nil, sports: SportsEvent? = nil) {
        self.image = image
        self.overlay = overlay
        self.sports = sports
    }
}

/// CPImageOverlay: a text (or a glyph standing for an image) over an image,
/// at the leading edge, the centre or the trailing edge.
public struct ImageOverlay: Equatable, Sendable {
    public var text: String
    public var alignment: OverlayAlignment

    public init(text: String, alignment: OverlayAlignment) {
        self.text = text
        self.alignment = alignment
    }
}

/// CPImageOverlay.Alignment.
public enum OverlayAlignment: String, Equatable, Sendable, CaseIterable {
    case leading, center, trailing
}
