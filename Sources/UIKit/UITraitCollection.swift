/// STAND-IN for `UIUserInterfaceStyle`: day (light) or night (dark).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// STAND-IN for `UIUserInterfaceIdiom`: a car's is `.carPlay`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// STAND-IN for `UITraitCollection`: the appearance, scale and idiom of
/// an interface. `CPInterfaceController.carTraitCollection` is the car's;
/// `current` is the traits code is drawing for now.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The display's scale: 2 or 3 on a car, as its profile says; 0 when unspecified.
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    private init(style: UIUserInterfaceStyle, scale: CGFloat, idiom: UIUserInterfaceIdiom) {
        userInterfaceStyle = style
        displayScale = scale
        userInterfaceIdiom = idiom
        super.init()
    }

    public override convenience init() { self.init(style: .unspecified, scale: 0, idiom: .unspecified) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle, scale: 0, idiom: .unspecified) }
    public convenience init(displayScale: CGFloat) { self.init(style: .unspecified, scale: displayScale, idiom: .unspecified) }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(style: .unspecified, scale: 0, idiom: userInterfaceIdiom) }

    /// The traits of `traitCollections` together, later ones winning.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        let style = traitCollections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified
        let scale = traitCollections.last { $0.displayScale != 0 }?.displayScale ?? 0
        let idiom = traitCollections.last { $0.userInterfaceIdiom != .unspecified }?.userInterfaceIdiom ?? .unspecified
        self.init(style: style, scale: scale, idiom: idiom)
    }

    /// Whether every trait `other` specifies is the same here.
    open func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
    }

    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return (userInterfaceStyle, displayScale, userInterfaceIdiom) == (other.userInterfaceStyle, other.displayScale, other.userInterfaceIdiom)
    }

    open override var hash: Int { userInterfaceStyle.rawValue &* 31 &+ Int(displayScale) &* 7 &+ userInterfaceIdiom.rawValue }

    private static let currentLock = NSLock()
    nonisolated(unsafe) private static var currentTraits = UITraitCollection(style: .light, scale: 3, idiom: .phone)

    /// The traits code is drawing for now: the phone's, light, unless set.
    open class var current: UITraitCollection {
        get { currentLock.withLock { currentTraits } }
        set { currentLock.withLock { currentTraits = newValue } }
    }
}

/// STAND-IN for `UIImageAsset`: variants of an image for different traits.
open class UIImageAsset: NSObject, @unchecked Sendable {
    private var variants: [(traits: UITraitCollection, image: UIImage)] = []
    private let lock = NSLock()

    public override init() { super.init() }

    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        lock.withLock {
            variants.removeAll { $0.traits == traitCollection }
            variants.append((traitCollection, image))
        }
    }

    open func unregisterImage(with traitCollection: UITraitCollection) {
        lock.withLock { variants.removeAll { $0.traits == traitCollection } }
    }

    /// The variant for `traitCollection`: the last registered whose traits it
    /// has, else the first registered, else an empty image.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        lock.withLock {
            variants.last { traitCollection.containsTraits(in: $0.traits) }?.image ?? variants.first?.image ?? UIImage()
        }
    }
}
