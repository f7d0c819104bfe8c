import Foundation

/// STAND-IN for `UITraitEnvironment`: something drawn with traits, as a
/// view controller or a view is. Its traits are the ones code draws for
/// now (`UITraitCollection.current`).
@preconcurrency @MainActor public protocol UITraitEnvironment: NSObjectProtocol {
    /// The traits it is drawn with.
    var traitCollection: UITraitCollection { get }
}

extension UIViewController: UITraitEnvironment {
    /// The traits it is drawn with: the current ones.
    public var traitCollection: UITraitCollection { UITraitCollection.current }
}

extension UIView: UITraitEnvironment {
    /// The traits it is drawn with: the current ones.
    public var traitCollection: UITraitCollection { UITraitCollection.current }
}
