import Foundation
import HeadUnitCore

/// A navigation app's scenes on the car's other screens: CarPlay
/// Dashboard and the instrument cluster, each with the delegate the app
/// gave for it (as its Info.plist would name one), connected and
/// disconnected as the car shows them, in UIKit's order. A new car (each
/// of a run's scripts) connects new scenes; the last car's are let go.
@MainActor final class ScreenScenes {
    let dashboardDelegate: (any CPTemplateApplicationDashboardSceneDelegate)?
    let instrumentClusterDelegate: (any CPTemplateApplicationInstrumentClusterSceneDelegate)?
    /// The dashboard's scene, while the dashboard shows the app.
    private(set) var dashboard: CPTemplateApplicationDashboardScene?
    /// The cluster's scene, while the cluster shows the app.
    private(set) var instrumentCluster: CPTemplateApplicationInstrumentClusterScene?

    init(
        dashboard: (any CPTemplateApplicationDashboardSceneDelegate)?, instrumentCluster: (any CPTemplateApplicationInstrumentClusterSceneDelegate)?
    ) {
        dashboardDelegate = dashboard
        instrumentClusterDelegate = instrumentCluster
    }

    /// What the car told the app of its other screens.
    func hear(_ event: CarEvent, _ runtime: CarPlayRuntime) {
        switch event {
        case .dashboard(_, let shown):
            AppCode.run("the dashboard scene's delegate") { shown ? connectDashboard(runtime) : disconnectDashboard() }
        case .instrumentCluster(_, let connected):
            AppCode.run("the instrument cluster scene's delegate") { connected ? connectCluster(runtime) : disconnectCluster() }
        case .clusterControl(_, let control):
            AppCode.run("the instrument cluster controller's delegate") { instrumentCluster?.instrumentClusterController.used(control) }
        case .appearance(let appearance):
            guard let scene = instrumentCluster else { return }
            AppCode.run("the instrument cluster scene's delegate") {
                (scene.delegate as? any CPTemplateApplicationInstrumentClusterSceneDelegate)?.contentStyleDidChange(
                    appearance == .night ? .dark : .light)
            }
        default:
            break
        }
    }

    private func connectDashboard(_ runtime: CarPlayRuntime) {
        guard let delegate = dashboardDelegate else { return }
        let profile = runtime.profile
        let scene = CPTemplateApplicationDashboardScene.connecting(runtime, size: CGSize(width: profile.pointWidth * 11 / 20, height: profile.pointHeight))
        dashboard = scene
        scene.delegate = delegate
        delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        (scene.delegate as? any CPTemplateApplicationDashboardSceneDelegate)?.templateApplicationDashboardScene(
            scene, didConnect: scene.dashboardController, to: scene.dashboardWindow)
        activate(scene)
    }

    private func disconnectDashboard() {
        guard let scene = dashboard else { return }
        deactivate(scene)
        (scene.delegate as? any CPTemplateApplicationDashboardSceneDelegate)?.templateApplicationDashboardScene(
            scene, didDisconnect: scene.dashboardController, from: scene.dashboardWindow)
        finish(scene)
        dashboard = nil
    }

    private func connectCluster(_ runtime: CarPlayRuntime) {
        guard let delegate = instrumentClusterDelegate else { return }
        let scene = CPTemplateApplicationInstrumentClusterScene.connecting(runtime, view: runtime.car?.screens.cluster ?? ClusterView())
        instrumentCluster = scene
        scene.delegate = delegate
        delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        let controller = scene.instrumentClusterController
        (scene.delegate as? any CPTemplateApplicationInstrumentClusterSceneDelegate)?.templateApplicationInstrumentClusterScene(
            scene, didConnect: controller)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: ClusterLayout.size.width, height: ClusterLayout.size.height))
        controller.instrumentClusterWindow = window
        controller.delegate?.instrumentClusterControllerDidConnect(window)
        activate(scene)
    }

    private func disconnectCluster() {
        guard let scene = instrumentCluster else { return }
        deactivate(scene)
        let controller = scene.instrumentClusterController
        if let window = controller.instrumentClusterWindow { controller.delegate?.instrumentClusterControllerDidDisconnectWindow(window) }
        controller.instrumentClusterWindow = nil
        (scene.delegate as? any CPTemplateApplicationInstrumentClusterSceneDelegate)?.templateApplicationInstrumentClusterScene(
            scene, didDisconnectInstrumentClusterController: controller)
        finish(scene)
        instrumentCluster = nil
    }

    /// Foreground, then active, as UIKit tells a scene that connected.
    private func activate(_ scene: UIScene) {
        scene.setActivationState(.foregroundInactive)
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.setActivationState(.foregroundActive)
        scene.delegate?.sceneDidBecomeActive(scene)
    }

    /// Inactive, then background, as UIKit tells a scene that goes.
    private func deactivate(_ scene: UIScene) {
        scene.setActivationState(.foregroundInactive)
        scene.delegate?.sceneWillResignActive(scene)
        scene.setActivationState(.background)
        scene.delegate?.sceneDidEnterBackground(scene)
    }

    /// Unattached, and the delegate hears the scene disconnected.
    private func finish(_ scene: UIScene) {
        scene.setActivationState(.unattached)
        scene.delegate?.sceneDidDisconnect(scene)
    }
}
