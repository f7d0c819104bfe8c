/// STAND-IN for `UIResponder`, the base of scenes, scene delegates, views
/// and view controllers.
@preconcurrency @MainActor open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder in the chain: none here.
    open var next: UIResponder? { nil }
}
