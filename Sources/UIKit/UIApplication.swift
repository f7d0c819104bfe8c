/// STAND-IN for `UIApplication`: the app's one application object, whose
/// delegate an app sets before it runs (as `UIApplicationMain` does from
/// `@main`). headunit tells a delegate that adopts `CPApplicationDelegate`
/// as the car connects and disconnects.
@preconcurrency @MainActor open class UIApplication: UIResponder {
    /// The app's application object.
    public static let shared = UIApplication()

    /// The app's delegate, kept weakly as UIKit keeps it.
    open weak var delegate: (any UIApplicationDelegate)?

    private override init() { super.init() }
}

/// STAND-IN for `UIApplicationDelegate`: the app's life as one process;
/// CarPlay's app delegate (`CPApplicationDelegate`) adopts it.
@preconcurrency @MainActor public protocol UIApplicationDelegate: NSObjectProtocol {}
