import Foundation
import HeadUnitCore

/// CPTemplateApplicationDashboardScene: a navigation app's scene on
/// CarPlay Dashboard. headunit makes one each time the car's display shows
/// the dashboard with the app's map, with the app's dashboard scene
/// delegate set, and lets it go when the dashboard goes.
@preconcurrency @MainActor open class CPTemplateApplicationDashboardScene: UIScene {
    private var controller: CPDashboardController?
    private var window: UIWindow?

    /// The controller of the dashboard's shortcut buttons.
    public var dashboardController: CPDashboardController { controller! }

    /// The window the app draws its dashboard map in: headunit draws its
    /// own map surface there instead.
    public var dashboardWindow: UIWindow { window! }

    /// The scene of one showing of the dashboard, for `runtime`.
    static func connecting(_ runtime: CarPlayRuntime, size: CGSize) -> CPTemplateApplicationDashboardScene {
        let session = UISceneSession(role: CPTemplateApplicationDashboardSceneSessionRoleApplication)
        let scene = CPTemplateApplicationDashboardScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        session.attach(scene)
        scene.controller = CPDashboardController(runtime: runtime)
        scene.window = UIWindow(frame: CGRect(origin: .zero, size: size))
        return scene
    }
}

/// The session role of a navigation app's dashboard scene.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CPTemplateApplicationDashboardSceneSessionRoleApplication = UISceneSession.Role(
    "CPTemplateApplicationDashboardSceneSessionRoleApplication")

/// CPTemplateApplicationDashboardSceneDelegate: what a navigation app
/// does as the dashboard shows its map and stops; both optional.
@preconcurrency @MainActor public protocol CPTemplateApplicationDashboardSceneDelegate: UISceneDelegate {
    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene, didConnect dashboardController: CPDashboardController,
        to window: UIWindow)
    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene, didDisconnect dashboardController: CPDashboardController,
        from window: UIWindow)
}

extension CPTemplateApplicationDashboardSceneDelegate {
    public func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene, didConnect dashboardController: CPDashboardController,
        to window: UIWindow
    ) {}

    public func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene, didDisconnect dashboardController: CPDashboardController,
        from window: UIWindow
    ) {}
}
