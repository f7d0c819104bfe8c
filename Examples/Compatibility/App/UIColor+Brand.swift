import UIKit

/// The app's colours from hex, as many apps write them: a convenience
/// initialiser in an extension of UIColor.
extension UIColor {
    public convenience init(hex: Int, alpha: CGFloat = 1) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
    }

    public static let brand = UIColor(hex: 0xE0_3A_3E)
}
