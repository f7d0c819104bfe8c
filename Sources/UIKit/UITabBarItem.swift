/// STAND-IN for `UITabBarItem`, for its system items (`tabSystemItem`).
open class UITabBarItem: NSObject, @unchecked Sendable {
    open var title: String?
    open var image: UIImage?
    open var tag: Int
    open var badgeValue: String?

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) { self.init(title: nil, image: nil, tag: tag) }

    /// The system's tab items: drawn as a glyph and a title.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }
}
