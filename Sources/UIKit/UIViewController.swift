/// STAND-IN for `UIViewController`: a navigation app's base map is one,
/// set as the car window's root. headunit draws its own map surface in
/// its place (and says so once); the controller's view is made and its
/// lifecycle called as UIKit does, so the app's own setup runs.
@preconcurrency @MainActor open class UIViewController: UIResponder {
    open var title: String?
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    private var loadedView: UIView?

    public override init() { super.init() }

    public convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { self.init() }

    /// Its view, made by `loadView()` and followed by `viewDidLoad()` on first use.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: .zero) }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }
    open var viewIfLoaded: UIView? { loadedView }

    open func loadView() { loadedView = UIView(frame: .zero) }
    open func loadViewIfNeeded() { _ = view }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func didMove(toParent parent: UIViewController?) {}
    open func willMove(toParent parent: UIViewController?) {}
}
