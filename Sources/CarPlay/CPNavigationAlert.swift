import HeadUnitCore

/// `CPNavigationAlertMinimumDuration`: the shortest time an alert with a duration shows.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CPNavigationAlertMinimumDuration: TimeInterval = 5

/// CPNavigationAlert: a banner over a navigation app's map, with one or two
/// buttons, that goes when the driver chooses one, when its duration runs
/// out (0: it stays) or when the app dismisses it. The map template's
/// delegate hears it show and go, and why.
@preconcurrency @MainActor public final class CPNavigationAlert: NSObject {
    public private(set) var titleVariants: [String]
    public private(set) var subtitleVariants: [String]
    /// Kept; headunit draws no image in the banner.
    public let image: UIImage?
    /// The image for light and dark (deprecated in iOS 13): kept, not drawn, as `image`.
    public let imageSet: CPImageSet?
    public let primaryAction: CPAlertAction
    public let secondaryAction: CPAlertAction?
    public let duration: TimeInterval

    public init(
        titleVariants: [String], subtitleVariants: [String]?, image: UIImage?, primaryAction: CPAlertAction, secondaryAction: CPAlertAction?,
        duration: TimeInterval
    ) {
        self.titleVariants = titleVariants
        self.subtitleVariants = subtitleVariants ?? []
        self.image = image
        imageSet = nil
        self.primaryAction = primaryAction
        self.secondaryAction = secondaryAction
        self.duration = duration
    }

    /// An alert with an image set (deprecated in iOS 13).
    @available(*, deprecated, renamed: "init(titleVariants:subtitleVariants:image:primaryAction:secondaryAction:duration:)")
    public init(
        titleVariants: [String], subtitleVariants: [String]?, imageSet: CPImageSet?, primaryAction: CPAlertAction, secondaryAction: CPAlertAction?,
        duration: TimeInterval
    ) {
        self.titleVariants = titleVariants
        self.subtitleVariants = subtitleVariants ?? []
        image = nil
        self.imageSet = imageSet
        self.primaryAction = primaryAction
        self.secondaryAction = secondaryAction
        self.duration = duration
    }

    /// New text, shown the next time the alert is presented.
    public func updateTitleVariants(_ newTitleVariants: [String], subtitleVariants newSubtitleVariants: [String]) {
        titleVariants = newTitleVariants
        subtitleVariants = newSubtitleVariants
    }

    /// The alert as headunit draws it.
    func navigationAlert(_ conversion: Conversion) -> NavigationAlert {
        if image != nil || imageSet != nil { conversion.notice("a navigation alert's image is not drawn") }
        return NavigationAlert(
            titleVariants: titleVariants, subtitleVariants: subtitleVariants, primaryAction: primaryAction.alertAction(conversion),
            secondaryAction: secondaryAction?.alertAction(conversion), duration: duration > 0 ? max(duration, CPNavigationAlertMinimumDuration) : 0)
    }

    /// CPNavigationAlert.DismissalContext: why an alert went.
    public enum DismissalContext: UInt, Sendable {
        case timeout, userDismissed, systemDismissed
    }
}
