import Foundation

/// STAND-IN for `UIApplication`: the app, one per process, with its
/// delegate. On the head unit the app is always in the foreground and
/// active; what the app asks of the phone (remote-control events, the idle
/// timer, opening a URL) is kept or refused as a car without the phone's
/// apps would.
@preconcurrency @MainActor open class UIApplication: UIResponder {
    /// The app.
    public static let shared = UIApplication()

    /// The app's delegate, which its `main.swift` may set.
    open var delegate: (any UIApplicationDelegate)?
    /// Whether the screen may not dim; kept.
    open var isIdleTimerDisabled = false
    /// Whether the app receives the car's remote-control events: it does once it asks.
    public private(set) var isReceivingRemoteControlEvents = false

    override init() { super.init() }

    /// Active: the head unit runs the app in the foreground.
    open var applicationState: State { .active }

    /// Asks for the car's play, pause and skip events (`MPRemoteCommandCenter`'s).
    open func beginReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = true }

    /// Stops asking for the remote-control events.
    open func endReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = false }

    /// Whether some app opens `url`: none, on a head unit without the phone's apps.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Opens `url`: nothing opens it, and `completion` is told false.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
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

/// STAND-IN for `UIApplicationDelegate`: the app's delegate.
@preconcurrency @MainActor public protocol UIApplicationDelegate: NSObjectProtocol {}

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
