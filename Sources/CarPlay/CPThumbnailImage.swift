import HeadUnitCore

/// CPThumbnailImage (iOS 26.4): an image with an image overlay and a
/// sports overlay drawn over it, for a list's details header and an image
/// row's card element.
@preconcurrency @MainActor public final class CPThumbnailImage: NSObject {
    public var image: UIImage
    public var imageOverlay: CPImageOverlay?
    public var sportsOverlay: CPSportsOverlay?

    public init(image: UIImage) {
        self.image = image
    }

    public init(image: UIImage, imageOverlay: CPImageOverlay?, sportsOverlay: CPSportsOverlay?) {
        self.image = image
        self.imageOverlay = imageOverlay
        self.sportsOverlay = sportsOverlay
    }

    /// The thumbnail as headunit draws it.
    func thumbnail(_ conversion: Conversion) -> Thumbnail {
        Thumbnail(image: image.glyph, overlay: imageOverlay?.overlay(conversion), sports: sportsOverlay?.event(conversion))
    }
}

/// CPImageOverlay (iOS 26.4): a text, or an image, over a thumbnail at
/// the leading edge, the centre or the trailing edge. Its colours are
/// kept: headunit draws its theme's.
@preconcurrency @MainActor public final class CPImageOverlay: NSObject {
    public let text: String?
    public let textColor: UIColor?
    public let backgroundColor: UIColor?
    public let image: UIImage?
    public let alignment: Alignment

    public init(image: UIImage, alignment: Alignment) {
        text = nil
        textColor = nil
        backgroundColor = nil
        self.image = image
        self.alignment = alignment
    }

    public init(text: String, textColor: UIColor, backgroundColor: UIColor, alignment: Alignment) {
        self.text = text
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        image = nil
        self.alignment = alignment
    }

    /// CPImageOverlayAlignment: where over the image the overlay sits.
    public enum Alignment: Int, Sendable {
        case leading, center, trailing
    }

    /// The overlay as headunit draws it.
    func overlay(_ conversion: Conversion) -> ImageOverlay {
        if textColor != nil || backgroundColor != nil { conversion.notice("an image overlay's colours are drawn in headunit's theme") }
        let place: OverlayAlignment =
            switch alignment {
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
        return ImageOverlay(text: text ?? image?.glyph ?? "", alignment: place)
    }
}

/// CPSportsOverlay (iOS 26.4): the two teams of a game over a thumbnail:
/// their initials at their sides, their scores under them, the period
/// between.
@preconcurrency @MainActor public final class CPSportsOverlay: NSObject {
    public let leftTeam: CPNowPlayingSportsTeam
    public let rightTeam: CPNowPlayingSportsTeam
    public let eventStatus: CPNowPlayingSportsEventStatus?

    public init(leftTeam: CPNowPlayingSportsTeam, rightTeam: CPNowPlayingSportsTeam, eventStatus: CPNowPlayingSportsEventStatus?) {
        self.leftTeam = leftTeam
        self.rightTeam = rightTeam
        self.eventStatus = eventStatus
    }

    /// The game as headunit draws it.
    func event(_ conversion: Conversion) -> SportsEvent { SportsEvent(leftTeam, rightTeam, eventStatus, conversion) }
}
