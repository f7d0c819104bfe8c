/// STAND-IN for `UILayoutGuide`: a rectangle of a view that content is
/// laid out by. headunit has no Auto Layout, so a guide has no anchors:
/// its frame, which follows what it stands for, is what it gives.
@preconcurrency @MainActor open class UILayoutGuide: NSObject {
    /// A name for the guide, for debugging.
    open var identifier = ""
    /// The view the guide belongs to.
    open weak var owningView: UIView?
    private let frame: @MainActor () -> CGRect

    /// The guide's rectangle in its owning view's coordinates.
    open var layoutFrame: CGRect { frame() }

    /// A guide of no size, as a new one is before Auto Layout places it.
    public override convenience init() { self.init(frame: { .zero }) }

    /// A guide whose frame `frame` works out each time it is read.
    package init(frame: @escaping @MainActor () -> CGRect) {
        self.frame = frame
        super.init()
    }
}
