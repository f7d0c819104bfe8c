import Foundation
import HeadUnitCore

/// CPTemplateApplicationScene: the app's CarPlay scene. headunit makes a
/// new one each time the phone connects to the car, with the app's scene
/// delegate set, as iOS does from the app's Info.plist.
@preconcurrency @MainActor open class CPTemplateApplicationScene: UIScene {
    weak var runtime: CarPlayRuntime?
    private var controller: CPInterfaceController?
    private var window: CPWindow?

    /// The interface controller of this connection.
    public var interfaceController: CPInterfaceController { controller! }

    /// The car's window, which a navigation app draws its map in.
    public var carWindow: CPWindow { window! }

    /// Whether the car's screen is light or dark now.
    public var contentStyle: UIUserInterfaceStyle { runtime?.appearance == .night ? .dark : .light }

    /// The scene of one connection, for `runtime`.
    static func connecting(_ runtime: CarPlayRuntime, size: CGSize) -> CPTemplateApplicationScene {
        let session = UISceneSession(role: CPTemplateApplicationSceneSessionRoleApplication)
        let scene = CPTemplateApplicationScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        session.attach(scene)
        scene.runtime = runtime
        scene.controller = CPInterfaceController(runtime: runtime)
        let window = CPWindow(frame: CGRect(origin: .zero, size: size))
        window.templateApplicationScene = scene
        scene.window = window
        return scene
    }
}

/// The session role of a CarPlay template scene.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CPTemplateApplicationSceneSessionRoleApplication = UISceneSession.Role("CPTemplateApplicationSceneSessionRoleApplication")

/// CPTemplateApplicationSceneDelegate: what the app does when its scene
/// connects to the car and disconnects. A navigation app is given the
/// window it would draw its map in; other apps get the interface
/// controller alone. Every method is optional, as in CarPlay.
@preconcurrency @MainActor public protocol CPTemplateApplicationSceneDelegate: CPContentStyleObserving {
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController)
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnectInterfaceController interfaceController: CPInterfaceController)
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow)
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnect interfaceController: CPInterfaceController, from window: CPWindow)
    /// The car's screen turned light or dark.
    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle)
    /// A maneuver chosen in a banner of the car's own: kept; headunit's car shows none.
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didSelect maneuver: CPManeuver)
    /// A navigation alert chosen in a banner of the car's own: kept; headunit's car shows none.
    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didSelect navigationAlert: CPNavigationAlert)
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

    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didSelect maneuver: CPManeuver) {}
    public func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didSelect navigationAlert: CPNavigationAlert) {}
}

/// CPWindow: the car's window a navigation app draws its base map in.
/// headunit draws its own map surface under the map template instead (and
/// says so once); the root view controller's view is loaded, so the app's
/// own setup runs.
@preconcurrency @MainActor open class CPWindow: UIWindow {
    /// The scene the window belongs to.
    public internal(set) weak var templateApplicationScene: CPTemplateApplicationScene?

    /// The part of the map template the map buttons leave clear: the
    /// window less the trailing column they sit in, at the car's density.
    public private(set) lazy var mapButtonSafeAreaLayoutGuide: UILayoutGuide = {
        let guide = UILayoutGuide { [unowned self] in
            let width = CGFloat(templateApplicationScene?.runtime?.car?.geometry.mapButtonsWidth ?? 0)
            return CGRect(x: 0, y: 0, width: max(0, bounds.width - width), height: bounds.height)
        }
        guide.owningView = self
        return guide
    }()
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

/// headunit's own: what the template scene's and the cluster scene's
/// delegates share, `contentStyleDidChange(_:)`, with its one default.
/// Apple declares the method in each protocol, which Objective-C's
/// optional methods allow; two Swift defaults would clash in a delegate
/// that adopts both (Apple's Coastal Roads sample does).
@preconcurrency @MainActor public protocol CPContentStyleObserving: UISceneDelegate {
    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle)
}

extension CPContentStyleObserving {
    public func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {}
}
