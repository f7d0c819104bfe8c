import Foundation
import HeadUnitCore

/// The app's scene as the car connects and disconnects it, told to the
/// scene's delegates in UIKit's order.
@MainActor final class SceneLifecycle {
    /// The scene delegate the app gave, set on each new scene as iOS sets
    /// the one its Info.plist names.
    let sceneDelegate: any CPTemplateApplicationSceneDelegate
    /// The scene of the connection, while connected.
    private(set) var scene: CPTemplateApplicationScene?

    init(delegate: any CPTemplateApplicationSceneDelegate) { sceneDelegate = delegate }

    /// The scene connects: a new scene and interface controller, told to
    /// the delegate as UIKit tells it (`scene(_:willConnectTo:options:)`,
    /// the CarPlay `didConnect`, with the window for a navigation app, then
    /// foreground and active).
    func connect(_ runtime: CarPlayRuntime) {
        let profile = runtime.profile
        let scene = CPTemplateApplicationScene.connecting(runtime, size: CGSize(width: profile.pointWidth, height: profile.pointHeight))
        self.scene = scene
        runtime.conversion.forgetTemplates()
        runtime.synchroniser.forget()
        scene.delegate = sceneDelegate
        scene.delegate?.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        let delegate = carPlayDelegate(of: scene)
        if runtime.app.category == .navigation {
            delegate?.templateApplicationScene(scene, didConnect: scene.interfaceController, to: scene.carWindow)
            if let map = scene.carWindow.rootViewController {
                map.loadViewIfNeeded()
                runtime.conversion.notice("the app's own map view (CPWindow.rootViewController) is not drawn; headunit shows its plain map surface")
            }
        } else {
            delegate?.templateApplicationScene(scene, didConnect: scene.interfaceController)
        }
        applicationDelegate?.application(.shared, didConnectCarInterfaceController: scene.interfaceController, to: scene.carWindow)
        scene.setActivationState(.foregroundInactive)
        scene.delegate?.sceneWillEnterForeground(scene)
        scene.setActivationState(.foregroundActive)
        scene.delegate?.sceneDidBecomeActive(scene)
    }

    /// The scene disconnects: told to the delegate in UIKit's order.
    func disconnect(_ runtime: CarPlayRuntime) {
        guard let scene else { return }
        scene.setActivationState(.foregroundInactive)
        scene.delegate?.sceneWillResignActive(scene)
        scene.setActivationState(.background)
        scene.delegate?.sceneDidEnterBackground(scene)
        let delegate = carPlayDelegate(of: scene)
        if runtime.app.category == .navigation {
            delegate?.templateApplicationScene(scene, didDisconnect: scene.interfaceController, from: scene.carWindow)
        } else {
            delegate?.templateApplicationScene(scene, didDisconnectInterfaceController: scene.interfaceController)
        }
        applicationDelegate?.application(.shared, didDisconnectCarInterfaceController: scene.interfaceController, from: scene.carWindow)
        scene.setActivationState(.unattached)
        scene.delegate?.sceneDidDisconnect(scene)
        self.scene = nil
    }

    /// The car's screen turned light or dark: the scene's delegate hears it.
    func contentStyleChanged(to style: UIUserInterfaceStyle) {
        guard let scene else { return }
        carPlayDelegate(of: scene)?.contentStyleDidChange(style)
    }

    /// The app's delegate as CarPlay's app delegate, when it adopts it.
    private var applicationDelegate: (any CPApplicationDelegate)? { UIApplication.shared.delegate as? any CPApplicationDelegate }

    /// The scene's delegate as CarPlay's, which hears the interface
    /// controller come and go: the one the app gave, unless its code set
    /// another. Told apart by identity first, since a cast to a protocol
    /// searches every conformance in the program the first time.
    private func carPlayDelegate(of scene: CPTemplateApplicationScene) -> (any CPTemplateApplicationSceneDelegate)? {
        if let delegate = scene.delegate, delegate === sceneDelegate { return sceneDelegate }
        return scene.delegate as? any CPTemplateApplicationSceneDelegate
    }
}
