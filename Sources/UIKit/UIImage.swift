/// STAND-IN for `UIImage`. headunit draws an image in a car's cells as a
/// glyph or as letters, so an image here is what it stands for, with the
/// size and scale UIKit would give it: an SF Symbol (`systemName`) is a
/// glyph of like meaning, a named asset or a file the initials of its
/// name, decoded data (PNG, JPEG, GIF, BMP, WebP) a picture, `▣`, of the
/// size its header gives, and an image drawn with
/// `UIGraphicsImageRenderer` the last image drawn into it.
open class UIImage: NSObject, _ExpressibleByImageLiteral, @unchecked Sendable {
    /// The glyph or letters drawn in the image's place (headunit's own).
    public let glyph: String
    /// The size in points.
    public let size: CGSize
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    /// The SF Symbol or asset name it was made from; nil for image data
    /// or a drawn image. headunit's own, for tests to read.
    package private(set) var name: String?

    /// An image drawn as `glyph` (headunit's own initialiser).
    public init(glyph: String, size: CGSize = CGSize(width: 44, height: 44), scale: CGFloat = 1, renderingMode: RenderingMode = .automatic) {
        self.glyph = glyph
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        super.init()
    }

    /// An empty image: drawn as a blank.
    public override convenience init() { self.init(glyph: " ", size: .zero) }

    /// The SF Symbol named `name`, as a glyph of like meaning (`◇` when
    /// headunit knows no glyph for it).
    public convenience init?(systemName name: String) {
        guard let glyph = SymbolGlyphs.glyph(for: name) else { return nil }
        self.init(glyph: glyph, size: CGSize(width: 24, height: 24), renderingMode: .alwaysTemplate)
        self.name = name
    }

    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: name)
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }

    /// The asset named `name`, as its initials: "Jazz Radio" is "JR".
    public convenience init?(named name: String) {
        guard let initials = Initials.of(name) else { return nil }
        self.init(glyph: initials)
        self.name = name
    }

    /// An image literal, `#imageLiteral(resourceName: "taxi")`: the asset by
    /// its initials, as `init(named:)` gives it, or a blank image for a name
    /// with no letters.
    public required convenience init(imageLiteralResourceName name: String) {
        self.init(glyph: Initials.of(name) ?? " ")
        self.name = name
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name)
    }

    /// Image data: a picture of the size its header gives; nil when the
    /// data is not an image.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = ImageHeader.pixelSize(of: data) else { return nil }
        self.init(glyph: "▣", size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale)
    }

    /// The image file at `path`, as the initials of its name; nil when it
    /// is not a regular file holding an image. Only the header is read.
    public convenience init?(contentsOfFile path: String) {
        guard let header = ImageHeader.read(path), let pixels = ImageHeader.pixelSize(of: header),
            let initials = Initials.of(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
        else { return nil }
        self.init(glyph: initials, size: pixels)
    }

    /// The same image drawn as `mode` asks.
    open func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        let image = UIImage(glyph: glyph, size: size, scale: scale, renderingMode: mode)
        image.name = name
        return image
    }

    /// The same image tinted: headunit draws its theme's colours.
    open func withTintColor(_ color: UIColor) -> UIImage { self }

    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { withRenderingMode(renderingMode) }

    open func withConfiguration(_ configuration: Configuration) -> UIImage { self }

    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }

    /// Draws the image into the image being rendered.
    open func draw(in rect: CGRect) { GraphicsContextStack.current?.draw(self) }

    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        if alpha > 0 { draw(in: rect) }
    }

    open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// `UIImage.Configuration`: kept, not drawn.
    open class Configuration: NSObject, @unchecked Sendable {}

    /// `UIImage.SymbolConfiguration`: an SF Symbol's size and weight, kept.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        public let pointSize: CGFloat
        public let weight: SymbolWeight
        public let scale: SymbolScale

        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
    }

    /// `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified, small, medium, large
    }
}

/// STAND-IN for `UIEdgeInsets`.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// The initials headunit draws for an image known by its name.
enum Initials {
    /// Up to three initials of the words of `name`, capitalised: "Jazz Radio" is "JR".
    static func of(_ name: String) -> String? {
        let words = name.split { !$0.isLetter && !$0.isNumber }
        guard !words.isEmpty else { return nil }
        return String(words.prefix(3).compactMap(\.first)).uppercased()
    }
}

/// The type of an image literal without a type from its context, as UIKit declares it.
public typealias _ImageLiteralType = UIImage
