import UIKit

/// Artwork drawn on the phone: a tinted badge with a symbol in it, drawn
/// with UIGraphicsImageRenderer at the car's scale.
public enum Artwork {
    public static func badge(symbol: String, tint: UIColor, size: CGSize = CGSize(width: 44, height: 44), scale: CGFloat = 2) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            tint.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            UIImage(systemName: symbol)?.withTintColor(.white).draw(in: CGRect(origin: .zero, size: size).insetBy(dx: 8, dy: 8))
        }
    }
}
