import Foundation
import HeadUnitCore

/// CPDashboardController: the dashboard scene's controller, which gives
/// the car the app's shortcut buttons.
@preconcurrency @MainActor open class CPDashboardController: NSObject {
    weak var runtime: CarPlayRuntime?

    /// The shortcut buttons the dashboard shows while no trip is under
    /// way: the first two, as CarPlay shows.
    public var shortcutButtons: [CPDashboardButton] = [] {
        didSet {
            guard let runtime else { return }
            runtime.request(.dashboardButtons(shortcutButtons.map { $0.converted(runtime.conversion) }))
        }
    }

    init(runtime: CarPlayRuntime) {
        self.runtime = runtime
        super.init()
    }
}
