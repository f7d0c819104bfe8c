import Foundation
import HeadUnitCore

/// CPTemplateApplicationScene: the app's CarPlay scene. headunit makes one
/// for the app and connects it when the phone connects to the car.
@MainActor public final class CPTemplateApplicationScene {
    weak var runtime: CarPlayRuntime?

    init() {}

    /// The interface controller while connected.
    public var interfaceController: CPInterfaceController? { runtime?.interfaceController }

    /// The car's window, for a navigation app.
    public var carWindow: CPWindow? { runtime?.window }
}

/// CPTemplateApplicationSceneDelegate: what the app does when its scene
/// connects to the car and disconnects. A navigation app is given the
/// window it would draw its map in; other apps get the interface
/// controller alone. Every method is optional, as in CarPlay.
@MainActor public protocol CPTemplateApplicationSceneDelegate: AnyObject {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController)
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController)
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow)
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnect interfaceController: CPInterfaceController, from window: CPWindow)
}

extension CPTemplateApplicationSceneDelegate {
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {}

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {}

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {}

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
    ) {}
}

/// CPWindow: the car's window a navigation app draws its base map in.
/// headunit draws its own map surface under the map template instead.
@MainActor public final class CPWindow {
    /// The app's map view controller: kept, not drawn.
    public var rootViewController: UIViewController?

    init() {}
}

extension CPTemplateApplicationScene {
    /// Opens a URL: a `maps:` one hands over to the car's Maps with
    /// directions, a `tel:` one to its Phone; `completionHandler` hears
    /// whether a car app took it.
    public func open(_ url: URL, options: Any? = nil, completionHandler: ((Bool) -> Void)? = nil) {
        guard let runtime, let screen = OpenURL.screen(for: url.absoluteString) else {
            completionHandler?(false)
            return
        }
        runtime.send(.perform(.open(screen)))
        completionHandler?(true)
    }
}
