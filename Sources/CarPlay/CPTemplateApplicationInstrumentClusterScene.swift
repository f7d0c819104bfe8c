import Foundation
import HeadUnitCore

/// CPTemplateApplicationInstrumentClusterScene: a navigation app's scene
/// in the car's instrument cluster. headunit makes one while a cluster is
/// attached and the phone connected, with the app's cluster scene
/// delegate set.
@preconcurrency @MainActor open class CPTemplateApplicationInstrumentClusterScene: UIScene {
    weak var runtime: CarPlayRuntime?
    private var controller: CPInstrumentClusterController?

    /// The controller of the app's part of the cluster.
    public var instrumentClusterController: CPInstrumentClusterController { controller! }

    /// Whether the cluster is light or dark now: the car's appearance.
    public var contentStyle: UIUserInterfaceStyle { runtime?.appearance == .night ? .dark : .light }

    /// The scene of one connection of the cluster, for `runtime`.
    static func connecting(_ runtime: CarPlayRuntime, view: ClusterView) -> CPTemplateApplicationInstrumentClusterScene {
        let session = UISceneSession(role: CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication)
        let scene = CPTemplateApplicationInstrumentClusterScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        session.attach(scene)
        scene.runtime = runtime
        scene.controller = CPInstrumentClusterController(runtime: runtime, view: view)
        return scene
    }
}

/// The session role of a navigation app's instrument cluster scene.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication = UISceneSession.Role(
    "CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication")

/// CPTemplateApplicationInstrumentClusterSceneDelegate: what a navigation
/// app does as the cluster connects and disconnects, and as its content
/// style changes; every method optional.
@preconcurrency @MainActor public protocol CPTemplateApplicationInstrumentClusterSceneDelegate: CPContentStyleObserving {
    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController)
    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didDisconnectInstrumentClusterController instrumentClusterController: CPInstrumentClusterController)
    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle)
}

extension CPTemplateApplicationInstrumentClusterSceneDelegate {
    public func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) {}

    public func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didDisconnectInstrumentClusterController instrumentClusterController: CPInstrumentClusterController
    ) {}
}
