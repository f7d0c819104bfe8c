/// One app on the head unit: its scenario, and where its flow stands (its
/// templates as they are now, its interface controller, the focus and
/// scroll of each template it shows, the row that spins, its drive).
///
/// A car keeps every connected app's state while another is on screen, so
/// opening an app again finds it as it was left.
public struct AppSession: Equatable, Sendable {
    /// The app as its scenario declared it.
    public let app: App
    /// The app's templates as they are now.
    public internal(set) var templates: [TemplateID: Template]
    public internal(set) var controller: InterfaceController
    /// View state of each template on screen.
    public internal(set) var views: [TemplateID: TemplateView] = [:]
    /// The list row waiting for its handler to complete: it spins.
    public internal(set) var spinning: PendingHandler?
    /// The navigation session under way, if any.
    public internal(set) var navigation: NavigationState?
    /// The navigation alert over the map, if any.
    public internal(set) var navigationAlert: ShownNavigationAlert?
    /// The rule the app broke, when the car ended it.
    public internal(set) var ended: RuleViolation?
    /// The shortcut buttons the app gives the dashboard (its CPDashboardController).
    public internal(set) var dashboardButtons: [DashboardButton] = []
    /// What the app's cluster shows: its scenario's, and the inactive
    /// description its cluster controller sets.
    public internal(set) var cluster: ClusterSettings

    /// The app before it connects: its templates as declared, nothing shown.
    init(app: App) {
        self.app = app
        templates = app.templates
        controller = InterfaceController(category: app.category)
        cluster = app.navigation.cluster
        dashboardButtons = app.navigation.dashboardButtons
    }

    /// What the template in front holds in its text field, when it takes
    /// the keyboard. A template that does not is never copied out nor its
    /// content boxed: every key asks this.
    var typedText: String? { Self.typedText(of: controller.active, in: templates) }

    /// What template `id` of `templates` holds in its text field, when it
    /// takes the keyboard: asked with the two fields alone, as
    /// `apps[index].typedText` hands the getter a copy of the whole session.
    static func typedText(of id: TemplateID?, in templates: [TemplateID: Template]) -> String? {
        guard let id, templates[id]?.body.kind.contentType.takesTyping == true else { return nil }
        return templates[id]?.body.content.typedText
    }

    /// The root tab bar when its tabs show: at a tab's own template, with
    /// nothing pushed (a pushed template shows a navigation bar instead).
    /// Inlined, as `typedText`: drawing asks it every frame.
    @inline(__always)
    var shownTabBar: TabBarTemplate? {
        guard controller.hasTabBar, controller.depth == 1, let root = controller.root,
            case .tabBar(let tabBar)? = templates[root]?.body
        else { return nil }
        return tabBar
    }

    /// Forgets what the app showed (a disconnect, a rule broken): the
    /// templates keep their content, as the app's objects do.
    mutating func clear() {
        controller.clear()
        views = [:]
        spinning = nil
    }

    /// Forgets the templates the app let go (`AppRequest.forget`), and
    /// their views, but those the car still shows.
    mutating func forget(_ ids: [TemplateID]) {
        let shown = Set(controller.shown)
        for id in ids where !shown.contains(id) {
            templates[id] = nil
            views[id] = nil
        }
    }
}
