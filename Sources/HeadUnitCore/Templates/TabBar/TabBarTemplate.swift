/// CPTabBarTemplate: the root of an app, tabs at the top, each tab a root
/// template with its own navigation stack.
public struct TabBarTemplate: Equatable, Sendable {
    public var tabs: [Tab]

    public init(tabs: [Tab]) { self.tabs = tabs }
}

/// One tab: its title, glyph, badge and the template it shows.
public struct Tab: Equatable, Sendable {
    public var title: String
    public var glyph: String
    public var showsTabBadge: Bool
    public var template: TemplateID

    public init(title: String, glyph: String, showsTabBadge: Bool = false, template: TemplateID) {
        self.title = title
        self.glyph = glyph
        self.showsTabBadge = showsTabBadge
        self.template = template
    }
}
