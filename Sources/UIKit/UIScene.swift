/// STAND-IN for `UIScene`: one instance of the app's user interface. On a
/// car it is the app's CarPlay scene (`CPTemplateApplicationScene`), made
/// by headunit when the phone connects, with the app's scene delegate set
/// as iOS sets the one its Info.plist names.
@preconcurrency @MainActor open class UIScene: UIResponder {
    /// The scene's session.
    public let session: UISceneSession
    /// The scene's delegate, kept strongly as UIKit keeps it.
    open var delegate: (any UISceneDelegate)?
    /// Whether the scene is in the foreground and taking events.
    public internal(set) var activationState: ActivationState = .unattached
    open var title: String!

    /// Made for `session` (by headunit when the car connects).
    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Sets `activationState`: headunit's car tells the scene where it is.
    public func setActivationState(_ state: ActivationState) { activationState = state }

    /// `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// `UIScene.ConnectionOptions`: what the system launched the scene
    /// with. A car connecting gives none.
    @preconcurrency @MainActor open class ConnectionOptions: NSObject {
        public let urlContexts: Set<UIOpenURLContext> = []
        public let userActivities: Set<NSUserActivity> = []
        public let sourceApplication: String? = nil

        public override init() { super.init() }
    }
}

/// STAND-IN for `UIOpenURLContext`: a URL a scene was opened with.
public final class UIOpenURLContext: NSObject, Sendable {
    public let url: URL

    public init(url: URL) { self.url = url }
}

/// STAND-IN for `NSUserActivity`, which a scene may be given.
public final class NSUserActivity: NSObject, Sendable {
    public let activityType: String

    public init(activityType: String) { self.activityType = activityType }
}

/// STAND-IN for `UISceneSession`: the scene's persistent record, with its role.
@preconcurrency @MainActor open class UISceneSession: NSObject {
    /// The role: `CPTemplateApplicationSceneSessionRoleApplication` on a car.
    public let role: Role
    public let persistentIdentifier: String
    open var userInfo: [String: Any]?
    public private(set) weak var scene: UIScene?
    /// The configuration the scene was made with: its role, and no name (headunit reads no Info.plist).
    public let configuration: UISceneConfiguration

    public init(role: Role, persistentIdentifier: String = UUID().uuidString) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }

    /// Attaches the scene made for it.
    public func attach(_ scene: UIScene) { self.scene = scene }

    /// `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
    }
}

/// STAND-IN for `UISceneDelegate`: a scene's life, every method optional.
/// headunit calls them for the car's scene: `scene(_:willConnectTo:options:)`
/// before the CarPlay delegate's `didConnect`, then `sceneWillEnterForeground`
/// and `sceneDidBecomeActive`; on disconnect `sceneWillResignActive`,
/// `sceneDidEnterBackground`, the CarPlay `didDisconnect` and `sceneDidDisconnect`.
@preconcurrency @MainActor public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// STAND-IN for `UIWindowSceneDelegate`: the phone's window scene, which
/// an app's scene delegate often adopts beside CarPlay's.
@preconcurrency @MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {}
