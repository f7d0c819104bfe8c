/// STAND-IN for `UIColor`: a colour in sRGB, or one that depends on the
/// traits (the system colours, `init(dynamicProvider:)`). headunit draws
/// its theme's colours, so an app's own colour is kept, compared and
/// resolved as on iOS, but not shown.
open class UIColor: NSObject, @unchecked Sendable {
    private let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (red, green, blue, alpha)
        provider = nil
        super.init()
    }

    /// A colour that is one colour for some traits and another for others.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        rgba = (0, 0, 0, 1)
        provider = dynamicProvider
        super.init()
    }

    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let sector = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let chroma = brightness * saturation
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (red, green, blue): (CGFloat, CGFloat, CGFloat) =
            switch Int(sector) {
            case 0: (chroma, second, 0)
            case 1: (second, chroma, 0)
            case 2: (0, chroma, second)
            case 3: (0, second, chroma)
            case 4: (second, 0, chroma)
            default: (chroma, 0, second)
            }
        let base = brightness - chroma
        self.init(red: red + base, green: green + base, blue: blue + base, alpha: alpha)
    }

    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: components[0], green: components[1 % components.count], blue: components[2 % components.count], alpha: cgColor.alpha)
    }

    /// A colour of the app's asset catalogue: unknown on Linux, so nil, as
    /// UIKit gives for a name it does not find.
    public convenience init?(named name: String) { return nil }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { return nil }

    /// The colour for `traitCollection`: a dynamic colour's choice, or itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }

    /// Its components for the current traits, in sRGB.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let resolved = resolvedColor(with: .current).rgba
        red?.pointee = resolved.red
        green?.pointee = resolved.green
        blue?.pointee = resolved.blue
        alpha?.pointee = resolved.alpha
        return true
    }

    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = resolvedColor(with: .current).rgba
        white?.pointee = 0.299 * resolved.red + 0.587 * resolved.green + 0.114 * resolved.blue
        alpha?.pointee = resolved.alpha
        return true
    }

    /// The same colour with another opacity (for every trait, when dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider { return UIColor { provider($0).withAlphaComponent(alpha) } }
        return UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
    }

    /// The colour for the current traits, as CoreGraphics takes it.
    open var cgColor: CGColor {
        let resolved = resolvedColor(with: .current).rgba
        return CGColor(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
    }

    /// Sets it as the fill colour of the image being drawn.
    open func setFill() { GraphicsContextStack.current?.setFillColor(cgColor) }
    /// Sets it as the stroke colour of the image being drawn.
    open func setStroke() { GraphicsContextStack.current?.setStrokeColor(cgColor) }
    /// Sets it as both the fill and the stroke colour.
    open func set() {
        setFill()
        setStroke()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if provider != nil || other.provider != nil { return self === other }
        return rgba == other.rgba
    }

    open override var hash: Int {
        var hasher = Hasher()
        if provider != nil {
            hasher.combine(ObjectIdentifier(self))
        } else {
            [rgba.red, rgba.green, rgba.blue, rgba.alpha].forEach { hasher.combine($0) }
        }
        return hasher.finalize()
    }

    open override var description: String {
        provider == nil ? "UIExtendedSRGBColorSpace \(rgba.red) \(rgba.green) \(rgba.blue) \(rgba.alpha)" : "<UIDynamicProviderColor>"
    }
}
