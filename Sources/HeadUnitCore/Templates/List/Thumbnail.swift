/// CPThumbnailImage (iOS 26.4): an image and what the car draws over it:
/// an image overlay (a text or an image at its alignment), a sports
/// overlay (the two teams and their scores), and the playback of the
/// media it stands for (the action offered and the progress).
public struct Thumbnail: Equatable, Sendable {
    /// A glyph or a few letters standing in for the image.
    public var image: String
    public var overlay: ImageOverlay?
    public var sports: SportsEvent?
    public var playback: PlaybackMark?
    /// How far playback is, 0 to 1.
    public var progress: Double?

    public init(image: String, overlay: ImageOverlay? = nil, sports: SportsEvent? = nil, playback: PlaybackMark? = nil, progress: Double? = nil) {
        self.image = image
        self.overlay = overlay
        self.sports = sports
        self.playback = playback
        self.progress = progress
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

/// CPPlaybackConfiguration.Action, as a thumbnail draws it.
public enum PlaybackMark: String, Equatable, Sendable, CaseIterable {
    case play, pause, replay

    /// The glyph drawn for it.
    var glyph: String {
        switch self {
        case .play: "▶"
        case .pause: "▮▮"
        case .replay: "↺"
        }
    }
}
