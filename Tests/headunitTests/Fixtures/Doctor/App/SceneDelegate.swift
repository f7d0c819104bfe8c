import UIKit

/// The phone's scene.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

/// The dashboard's scene, for a navigation app.
class DashboardSceneDelegate: UIResponder, CPTemplateApplicationDashboardSceneDelegate {}
