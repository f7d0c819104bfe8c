/// CPListTemplateDetailsHeader (iOS 26.4): what a list shows between its
/// navigation bar and its first section, scrolling with it: a thumbnail
/// (with its overlays; under it the playback action offered and the
/// progress), a title, a subtitle, a body (the first variant that fits)
/// and action buttons, leading to trailing.
public struct ListDetailsHeader: Equatable, Sendable {
    public var thumbnail: Thumbnail
    public var title: String?
    public var subtitle: String?
    /// From most to least preferred: the first that fits is shown.
    public var bodyVariants: [String]
    /// Its action buttons: a short title or a glyph each, no handler when disabled.
    public var buttons: [BarButton]
    /// The playback action the media it stands for offers.
    public var playback: PlaybackMark?
    /// How far playback is, 0 to 1.
    public var progress: Double?

    public init(
        thumbnail: Thumbnail, title: String? = nil, subtitle: String? = nil, bodyVariants: [String] = [], buttons: [BarButton] = [],
        playback: PlaybackMark? = nil, progress: Double? = nil
    ) {
        self.thumbnail = thumbnail
        self.title = title
        self.subtitle = subtitle
        self.bodyVariants = bodyVariants
        self.buttons = buttons
        self.playback = playback
        self.progress = progress
    }

    /// The controls of its buttons, leading to trailing.
    var controls: [ControlID] { buttons.indices.map { .listHeaderButton($0) } }
}

/// CPPlaybackConfiguration.Action, as a details header draws it under its thumbnail.
public enum PlaybackMark: String, Equatable, Sendable, CaseIterable {
    case play, pause, replay

    /// The glyph drawn for it.
    var glyph: String {
        switch self {
        case .play: "▶"
        case .pause: "❚❚"
        case .replay: "↺"
        }
    }
}
