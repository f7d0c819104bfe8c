import HeadUnitCore

/// CPListTemplateDetailsHeader (iOS 26.4): a list's header of rich media
/// content, between the navigation bar and the first section, scrolling
/// with the rows: a thumbnail (its overlays over it; the playback action
/// and progress under it), a title, a subtitle, the first body variant that
/// fits (up to 2 lines) and up to `maximumActionButtonCount` action
/// buttons, leading to trailing (more are ignored).
@preconcurrency @MainActor public final class CPListTemplateDetailsHeader: NSObject, CPPlayableItem {
    public var thumbnail: CPThumbnailImage
    public var title: String?
    public var subtitle: String?
    /// From most to least preferred: the first that fits is shown, its text without attributes.
    public var bodyVariants: [NSAttributedString]
    public var actionButtons: [CPButton]
    /// Kept: headunit draws its theme's background, not one made from the thumbnail.
    public var wantsAdaptiveBackgroundStyle = false
    /// The progress and the action of the media it stands for, under the thumbnail.
    public var playbackConfiguration: CPPlaybackConfiguration?

    /// The most action buttons a header shows: 3 (headunit's value; Apple publishes no number).
    public class var maximumActionButtonCount: Int { 3 }
    /// The largest action button's image: `CPButtonMaximumImageSize`.
    public class var maximumActionButtonSize: CGSize { CPButtonMaximumImageSize }

    public convenience init(thumbnail: CPThumbnailImage, title: String?, subtitle: String?, actionButtons: [CPButton]) {
        self.init(thumbnail: thumbnail, title: title, subtitle: subtitle, bodyVariants: [], actionButtons: actionButtons)
    }

    public init(thumbnail: CPThumbnailImage, title: String?, subtitle: String?, bodyVariants: [NSAttributedString], actionButtons: [CPButton]) {
        self.thumbnail = thumbnail
        self.title = title
        self.subtitle = subtitle
        self.bodyVariants = bodyVariants
        self.actionButtons = actionButtons
    }

    /// The header as headunit draws it.
    func header(_ conversion: Conversion) -> ListDetailsHeader {
        if wantsAdaptiveBackgroundStyle { conversion.notice("a details header's adaptive background is drawn in headunit's theme") }
        return ListDetailsHeader(
            thumbnail: thumbnail.thumbnail(conversion), title: title, subtitle: subtitle, bodyVariants: bodyVariants.map(\.string),
            buttons: actionButtons.prefix(Self.maximumActionButtonCount).map {
                BarButton(title: $0.title ?? $0.image?.glyph ?? "", handler: $0.pressed(conversion))
            },
            playback: playbackConfiguration?.actionMark, progress: playbackConfiguration?.progress)
    }
}
