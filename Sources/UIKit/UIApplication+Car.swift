import Foundation

/// What CarPlay code asks of the app beside its delegate. On the head unit
/// the app is always in the foreground and active, and what the app asks of
/// the phone's other apps (opening a URL) is refused, as on a car without them.
extension UIApplication {
    /// Active: the head unit runs the app in the foreground.
    public var applicationState: State { .active }

    /// Asks for the car's play, pause and skip events; they come through
    /// `MPRemoteCommandCenter` whether or not the app asks.
    public func beginReceivingRemoteControlEvents() {}

    /// Stops asking for the remote-control events.
    public func endReceivingRemoteControlEvents() {}

    /// Whether some app opens `url`: none, on a head unit without the phone's apps.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Opens `url`: nothing opens it, and `completion` is told false.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// STAND-IN for `UIApplication.State`.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// STAND-IN for `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Posted as the app goes to the background; the head unit never sends it.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted as the app comes back; the head unit never sends it.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app became active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
}

/// STAND-IN for `UISceneConfiguration`: what a scene is made with.
@preconcurrency @MainActor open class UISceneConfiguration: NSObject {
    /// The configuration's name in the Info.plist.
    public let name: String?
    /// The role of the scene's session.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?

    /// A configuration named `name` for a session of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
