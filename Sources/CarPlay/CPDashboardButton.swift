import Foundation
import HeadUnitCore

/// CPDashboardButton: a navigation app's shortcut button on CarPlay
/// Dashboard, shown while the app has no trip under way; choosing it
/// calls its handler.
@preconcurrency @MainActor open class CPDashboardButton: NSObject {
    /// The title's variants, longest first: the dashboard shows the first that fits.
    public let titleVariants: [String]
    /// The subtitle's variants, longest first.
    public let subtitleVariants: [String]
    /// The image beside the title.
    public let image: UIImage
    let handler: ((CPDashboardButton) -> Void)?

    /// A button with a title, a subtitle and an image; `handler` is called
    /// when the driver chooses it.
    public init(titleVariants: [String], subtitleVariants: [String], image: UIImage, handler: ((CPDashboardButton) -> Void)? = nil) {
        self.titleVariants = titleVariants
        self.subtitleVariants = subtitleVariants
        self.image = image
        self.handler = handler
        super.init()
    }

    /// The button as the car's dashboard holds it, its handler hosted.
    func converted(_ conversion: Conversion) -> DashboardButton {
        DashboardButton(
            titleVariants: titleVariants, subtitleVariants: subtitleVariants, glyph: image.glyph,
            actions: [conversion.action(for: self) { [weak self] _ in if let self { self.handler?(self) } }])
    }
}
