/// STAND-INS for the few UIKit types CarPlay code touches, which Linux
/// does not have. They hold what headunit can use and nothing more.

/// STAND-IN for `UIUserInterfaceStyle`: day (light) or night (dark).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// STAND-IN for `UITraitCollection`: the car's appearance, as
/// `CPInterfaceController.carTraitCollection` gives it.
public struct UITraitCollection: Equatable, Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The display's scale: 2 or 3 on a car, as its profile says.
    public let displayScale: Double

    public init(userInterfaceStyle: UIUserInterfaceStyle = .light, displayScale: Double = 2) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
    }
}

/// STAND-IN for `UIColor`: kept by name; headunit draws its theme's
/// colours, so an app's own colour is not shown (and says so once).
public struct UIColor: Equatable, Sendable {
    public let name: String

    public init(name: String) { self.name = name }

    public static let systemBlue = UIColor(name: "systemBlue")
    public static let systemRed = UIColor(name: "systemRed")
    public static let systemGreen = UIColor(name: "systemGreen")
    public static let systemOrange = UIColor(name: "systemOrange")
    public static let red = UIColor(name: "red")
    public static let green = UIColor(name: "green")
    public static let blue = UIColor(name: "blue")
    public static let black = UIColor(name: "black")
    public static let white = UIColor(name: "white")
}

/// STAND-IN for `UIResponder`, which a scene delegate subclasses on iOS.
@MainActor open class UIResponder {
    public init() {}
}

/// STAND-IN for `UIViewController`: a navigation app's base map is one,
/// which headunit cannot draw (it draws its own map surface, and says so once).
@MainActor open class UIViewController {
    public init() {}
}

/// STAND-IN for `UITabBarItem`, for its system items (`tabSystemItem`).
public enum UITabBarItem {
    /// The system's tab items: drawn as a glyph and a title.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }
}
