import CarPlay
import Foundation

/// Wayfinder on CarPlay Dashboard: its map beside now playing, and while
/// no trip is under way two shortcut buttons: Home starts the trip home
/// in the app's CarPlay scene; Routes Home previews its routes there.
@MainActor public final class DashboardSceneDelegate: UIResponder, CPTemplateApplicationDashboardSceneDelegate {
    private let navigation: CarPlaySceneDelegate
    /// The dashboard's controller, while the dashboard shows the app.
    public private(set) var dashboardController: CPDashboardController?

    /// The dashboard of the app whose CarPlay scene is `navigation`.
    public init(navigation: CarPlaySceneDelegate) {
        self.navigation = navigation
        super.init()
    }

    public func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene, didConnect dashboardController: CPDashboardController,
        to window: UIWindow
    ) {
        self.dashboardController = dashboardController
        window.rootViewController = MapViewController()
        let home = CPDashboardButton(
            titleVariants: ["Home"], subtitleVariants: ["15 min · 5.2 mi", "15 min"], image: UIImage(systemName: "house")!
        ) { [weak self] _ in self?.navigation.navigateHome() }
        let routes = CPDashboardButton(titleVariants: ["Routes Home", "Routes"], subtitleVariants: [], image: UIImage(systemName: "location")!) {
            [weak self] _ in self?.navigation.previewHome()
        }
        dashboardController.shortcutButtons = [home, routes]
    }

    public func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene, didDisconnect dashboardController: CPDashboardController,
        from window: UIWindow
    ) {
        self.dashboardController = nil
    }
}
