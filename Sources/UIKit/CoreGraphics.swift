/// STAND-INS for the CoreGraphics types UIKit drawing code names (UIKit
/// re-exports CoreGraphics on iOS; on Linux Foundation has its geometry).

/// STAND-IN for `CGColor`: a colour's components, in sRGB.
public final class CGColor: Sendable {
    public let components: [CGFloat]?
    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, gray, gray, alpha]
    }
}

/// STAND-IN for `CGBlendMode`.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn
    case destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// STAND-IN for `CGContext`: the context an image is drawn in. Fills and
/// outlines are what it keeps: a filled image is a block, `■`, and an image
/// only outlined is a square, `□`, where nothing was drawn over it.
public final class CGContext {
    var fill: CGColor?
    var strokeColor: CGColor?
    private(set) var glyph: String?
    private var saved: [(fill: CGColor?, stroke: CGColor?)] = []

    init() {}

    public func setFillColor(_ color: CGColor) { fill = color }
    public func setStrokeColor(_ color: CGColor) { strokeColor = color }
    public func setLineWidth(_ width: CGFloat) {}
    public func setAlpha(_ alpha: CGFloat) {}
    public func setBlendMode(_ mode: CGBlendMode) {}
    public func setShadow(offset: CGSize, blur: CGFloat) {}
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {}
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
    public func clip(to rect: CGRect) {}
    public func saveGState() { saved.append((fill, strokeColor)) }
    public func restoreGState() {
        guard let state = saved.popLast() else { return }
        (fill, strokeColor) = (state.fill, state.stroke)
    }

    /// Outlines `rect` in the stroke colour: a square where nothing was
    /// drawn, while a block or an image drawn stays what the image shows.
    public func stroke(_ rect: CGRect) {
        guard let strokeColor, strokeColor.alpha > 0, glyph == nil else { return }
        glyph = "□"
    }

    /// Fills `rect` in the fill colour: an opaque fill covers what was drawn.
    public func fill(_ rect: CGRect) {
        guard let fill, fill.alpha > 0 else { return }
        glyph = "■"
    }

    public func fill(_ rects: [CGRect]) { rects.forEach(fill) }

    /// An image drawn: what the rendered image shows.
    func draw(_ image: UIImage) {
        if image.glyph != " " { glyph = image.glyph }
    }

    /// The image made of what was drawn.
    func image(size: CGSize, scale: CGFloat) -> UIImage {
        UIImage(glyph: glyph ?? " ", size: size, scale: scale)
    }
}

/// The images being drawn, innermost last, per thread: drawing is
/// synchronous, and UIKit's context functions act on the thread's current one.
enum GraphicsContextStack {
    /// An image being drawn: its context, size and scale.
    struct Entry {
        let context: CGContext
        let size: CGSize
        let scale: CGFloat
    }

    private static let key = "headunit.UIKit.GraphicsContextStack"

    private final class Stack: NSObject {
        var entries: [Entry] = []
    }

    private static var stack: Stack {
        if let stack = Thread.current.threadDictionary[key] as? Stack { return stack }
        let stack = Stack()
        Thread.current.threadDictionary[key] = stack
        return stack
    }

    /// The image drawn now, if any.
    static var top: Entry? { stack.entries.last }
    /// The context drawn in now, if any.
    static var current: CGContext? { top?.context }

    static func push(_ entry: Entry) { stack.entries.append(entry) }

    @discardableResult
    static func pop() -> Entry? { stack.entries.popLast() }
}
