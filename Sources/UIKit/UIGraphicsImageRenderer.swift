/// STAND-IN for `UIGraphicsImageRenderer`: an image an app draws. The
/// image shows the last image drawn into it, or a block where only a
/// colour was filled.
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    public convenience init(size: CGSize) { self.init(bounds: CGRect(origin: .zero, size: size), format: .default()) }
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) { self.init(bounds: CGRect(origin: .zero, size: size), format: format) }
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    /// Runs `actions` in a new context and gives the image drawn.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: format, size: bounds.size)
        GraphicsContextStack.push(.init(context: context.cgContext, size: bounds.size, scale: format.scale))
        defer { GraphicsContextStack.pop() }
        actions(context)
        return context.currentImage
    }
}

/// STAND-IN for `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    open var scale: CGFloat = 2
    open var opaque = false

    public override init() { super.init() }

    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// STAND-IN for `UIGraphicsImageRendererContext`: the context an image is drawn in.
open class UIGraphicsImageRendererContext: NSObject, @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    public let cgContext = CGContext()
    private let size: CGSize

    init(format: UIGraphicsImageRendererFormat, size: CGSize) {
        self.format = format
        self.size = size
        super.init()
    }

    /// The image drawn so far.
    open var currentImage: UIImage { cgContext.image(size: size, scale: format.scale) }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func clip(to rect: CGRect) {}
}

/// `UIRectFill`: fills `rect` in the current context's fill colour.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIRectFill(_ rect: CGRect) { GraphicsContextStack.current?.fill(rect) }

/// `UIRectFrame`: outlines the inside of `rect` in the current context's
/// stroke colour; with no current context it does nothing.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIRectFrame(_ rect: CGRect) { GraphicsContextStack.current?.stroke(rect) }

/// `UIGraphicsGetCurrentContext`: the context drawn in now, if any.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current }

/// `UIGraphicsBeginImageContextWithOptions`: starts drawing an image.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    GraphicsContextStack.push(.init(context: CGContext(), size: size, scale: scale))
}

/// `UIGraphicsBeginImageContext`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// `UIGraphicsGetImageFromCurrentImageContext`: the image drawn so far.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    GraphicsContextStack.top.map { $0.context.image(size: $0.size, scale: $0.scale) }
}

/// `UIGraphicsEndImageContext`: ends the image begun last.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsEndImageContext() { GraphicsContextStack.pop() }
