@_exported import Dispatch
@_exported import Foundation
import HeadUnitCore
@_exported import MapKit
@_exported import UIKit

/// CPTemplate: the base of every CarPlay template, with what a tab of a
/// tab bar shows of it. headunit draws each subclass as the car does.
@preconcurrency @MainActor open class CPTemplate: NSObject {
    /// The app's own data; headunit never reads it.
    public var userInfo: Any?
    /// The title of its tab, when it is a tab of a tab bar.
    public var tabTitle: String?
    /// The image of its tab (at most 24x24 points on a car).
    public var tabImage: UIImage?
    /// A system tab item, used when the template sets no tab title or image.
    public var tabSystemItem: UITabBarItem.SystemItem = .more {
        didSet { usesTabSystemItem = true }
    }
    /// Whether the tab shows its badge.
    public var showsTabBadge = false
    package private(set) var usesTabSystemItem = false

    public override init() { super.init() }

    /// What headunit draws for it now.
    func body(_ conversion: Conversion) -> TemplateBody {
        conversion.notice("\(type(of: self)) is a template headunit does not draw; it shows as an empty list")
        return .list(ListTemplate(title: "", sections: []))
    }

    /// What a script may name it by besides its id and title: its tab
    /// title, and the string its `userInfo` is, or holds under "id".
    var scriptNames: [String] {
        let info = userInfo as? String ?? (userInfo as? [String: Any])?["id"] as? String ?? (userInfo as? [AnyHashable: Any])?["id"] as? String
        return [tabTitle, info].compactMap { $0 }
    }

    /// It is shown for the first time, by `runtime`'s app.
    func attach(_ runtime: CarPlayRuntime) {}

    /// The templates it holds (a tab bar's tabs), which are registered with it.
    var children: [CPTemplate] { [] }

    /// Its tab's title and glyph: its tab image wins over its system item's.
    package var tab: (title: String, glyph: String) {
        if let tabTitle { return (tabTitle, tabImage?.glyph ?? String(tabTitle.prefix(1))) }
        let system = usesTabSystemItem ? Self.systemItems[tabSystemItem] ?? ("More", "⋯") : ("", "⋯")
        return (system.0, tabImage?.glyph ?? system.1)
    }

    private static let systemItems: [UITabBarItem.SystemItem: (String, String)] = [
        .more: ("More", "⋯"), .favorites: ("Favorites", "★"), .featured: ("Featured", "☆"), .topRated: ("Top Rated", "★"),
        .recents: ("Recents", "◷"), .contacts: ("Contacts", "☺"), .history: ("History", "◷"), .bookmarks: ("Bookmarks", "☰"),
        .search: ("Search", "⌕"), .downloads: ("Downloads", "⇣"), .mostRecent: ("Most Recent", "◷"), .mostViewed: ("Most Viewed", "★"),
    ]
}

/// CPBarButtonProviding: a template with navigation bar buttons (at most
/// 2 leading and 2 trailing show) and a back button of its own.
@preconcurrency @MainActor public protocol CPBarButtonProviding: NSObjectProtocol {
    var leadingNavigationBarButtons: [CPBarButton] { get set }
    var trailingNavigationBarButtons: [CPBarButton] { get set }
    var backButton: CPBarButton? { get set }
}

extension CPBarButtonProviding {
    /// Its bar buttons as headunit draws them.
    func barButtons(_ conversion: Conversion) -> BarButtons {
        if backButton != nil { conversion.notice("a custom backButton is not drawn; headunit shows the back chevron") }
        return BarButtons(
            leading: leadingNavigationBarButtons.map { $0.barButton(conversion) }, trailing: trailingNavigationBarButtons.map { $0.barButton(conversion) })
    }
}
