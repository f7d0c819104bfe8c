/// STAND-IN for `UIView`: a rectangle with subviews. headunit draws no
/// view; a view drawn into an image (`drawHierarchy(in:afterScreenUpdates:)`)
/// gives the image of the first image view in it.
@preconcurrency @MainActor open class UIView: UIResponder {
    open var frame: CGRect
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var tintColor: UIColor?
    open var tag = 0
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public override convenience init() { self.init(frame: .zero) }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() { layoutSubviews() }
    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}

    /// Draws the view and its subviews into the image being rendered.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard !isHidden else { return true }
        draw(rect)
        for view in subviews { view.drawHierarchy(in: rect, afterScreenUpdates: afterUpdates) }
        return true
    }
}

/// STAND-IN for `UIImageView`: a view showing an image.
@preconcurrency @MainActor open class UIImageView: UIView {
    open var image: UIImage?

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    open override func draw(_ rect: CGRect) { image?.draw(in: rect) }
}

/// STAND-IN for `UIStackView`: a view that lines up its arranged subviews.
@preconcurrency @MainActor open class UIStackView: UIView {
    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var spacing: CGFloat = 0

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }
}

/// STAND-IN for `NSLayoutConstraint`, for its axis.
public enum NSLayoutConstraint {
    /// A stack view's axis.
    public enum Axis: Int, Sendable { case horizontal, vertical }
}

/// STAND-IN for `UIWindow`: a navigation app's map is drawn in the car's
/// window (`CPWindow`), whose root view controller it sets.
@preconcurrency @MainActor open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open var isKeyWindow: Bool { false }
    open var screen: UIScreen { UIScreen.main }

    open func makeKeyAndVisible() { isHidden = false }
    open func makeKey() {}
}

/// STAND-IN for `UIScreen`: the phone's screen, at 3x.
@preconcurrency @MainActor open class UIScreen: NSObject {
    /// The phone's screen.
    public static let main = UIScreen()
    open var scale: CGFloat { 3 }
    open var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
}
