/// CPInterfaceController: which templates are on screen, and CarPlay's
/// rules for changing them. A rule broken is thrown as a `RuleViolation`
/// and leaves the controller as it was.
///
/// With a tab bar at the root, each tab has its own navigation stack; the
/// depth counts the templates of the selected tab's stack, its root
/// included (the tab bar itself is the container, not a level).
public struct InterfaceController: Hashable, Sendable {
    public let category: AppCategory
    /// The root template, nil before the app sets one (or after a disconnect).
    public private(set) var root: TemplateID?
    /// Templates pushed above the root, one stack per tab (one in all
    /// without a tab bar).
    public private(set) var pushed: [[TemplateID]] = [[]]
    public private(set) var selectedTab = 0
    public private(set) var modal: TemplateID?
    /// The tabs' root templates when the root is a tab bar.
    public private(set) var tabRoots: [TemplateID] = []

    public init(category: AppCategory) { self.category = category }

    /// The templates of the navigation stack now shown, bottom first: the
    /// root (or the selected tab's template) and what was pushed on it.
    public var stack: [TemplateID] {
        guard let root else { return [] }
        let base = tabRoots.isEmpty ? root : tabRoots[selectedTab]
        return [base] + pushed[selectedTab]
    }

    /// Every template it holds: the root, the tabs' roots, what was pushed
    /// on each tab, and the modal.
    public var shown: [TemplateID] {
        (root.map { [$0] } ?? []) + tabRoots + pushed.joined() + (modal.map { [$0] } ?? [])
    }

    /// How many templates the navigation stack now shown holds:
    /// `stack.count`, without making the stack.
    public var depth: Int { root == nil ? 0 : 1 + pushed[selectedTab].count }

    /// The template on top of the navigation stack.
    public var top: TemplateID? {
        guard let root else { return nil }
        return pushed[selectedTab].last ?? (tabRoots.isEmpty ? root : tabRoots[selectedTab])
    }

    /// The template that has focus: the modal, or the top of the stack.
    public var active: TemplateID? { modal ?? top }

    /// Whether the root is a tab bar.
    public var hasTabBar: Bool { !tabRoots.isEmpty }

    /// Sets the root template, clearing every stack and the modal.
    public mutating func setRoot(_ id: TemplateID, in templates: [TemplateID: Template]) throws(RuleViolation) {
        let template = try lookup(id, templates)
        try checkCategory(template)
        if template.kind.isModal { throw .modalOnly(template, .setAsRoot) }
        var tabs: [TemplateID] = []
        if case .tabBar(let tabBar) = template.body {
            tabs = tabBar.tabs.map(\.template)
            for tab in tabs { try checkCategory(try lookup(tab, templates)) }
        }
        try checkShown(template, templates)
        root = id
        tabRoots = tabs
        pushed = Array(repeating: [], count: max(1, tabs.count))
        selectedTab = 0
        modal = nil
    }

    /// Pushes a template onto the selected navigation stack.
    public mutating func push(_ id: TemplateID, in templates: [TemplateID: Template]) throws(RuleViolation) {
        let template = try lookup(id, templates)
        try checkCategory(template)
        if template.kind == .tabBar { throw .tabBarNotRoot(template, .pushed) }
        if template.kind.isModal { throw .modalOnly(template, .pushed) }
        if stack.contains(id) || (hasTabBar && id == root) { throw .alreadyInStack(template) }
        if let top, templates[top]?.kind == .nowPlaying, template.kind != .list { throw .pushedOnNowPlaying(template) }
        if depth + 1 > CarPlayLimits.maximumDepth(category) {
            throw .templateDepth(pushing: template, depth: depth + 1, category: category)
        }
        try checkShown(template, templates)
        pushed[selectedTab].append(id)
    }

    /// Pops the top template; returns false at the root, where nothing happens.
    @discardableResult
    public mutating func pop() -> Bool {
        guard !pushed[selectedTab].isEmpty else { return false }
        pushed[selectedTab].removeLast()
        return true
    }

    /// Pops to the root of the selected stack; returns the templates removed.
    @discardableResult
    public mutating func popToRoot() -> [TemplateID] {
        defer { pushed[selectedTab].removeAll() }
        return pushed[selectedTab]
    }

    /// Pops down to `id`, which must be on the stack; returns what was removed.
    public mutating func pop(to id: TemplateID) -> [TemplateID] {
        guard let index = pushed[selectedTab].firstIndex(of: id) else { return popToRoot() }
        let removed = Array(pushed[selectedTab][(index + 1)...])
        pushed[selectedTab].removeSubrange((index + 1)...)
        return removed
    }

    /// Presents a template modally.
    public mutating func present(_ id: TemplateID, in templates: [TemplateID: Template]) throws(RuleViolation) {
        let template = try lookup(id, templates)
        try checkCategory(template)
        if template.kind == .tabBar { throw .tabBarNotRoot(template, .presented) }
        guard template.kind.isModal else { throw .notPresentable(template) }
        if let modal, let current = templates[modal] { throw .secondModal(template, over: current) }
        try checkShown(template, templates)
        modal = id
    }

    /// Dismisses the modal; returns false when none is up.
    @discardableResult
    public mutating func dismiss() -> Bool {
        guard modal != nil else { return false }
        modal = nil
        return true
    }

    /// Selects a tab of the root tab bar.
    public mutating func selectTab(_ index: Int) {
        guard tabRoots.indices.contains(index) else { return }
        selectedTab = index
    }

    /// Takes new content of a template it holds, as `updateTemplates` and
    /// every other update of a shown template do: the rules a car checks
    /// when it shows content are checked again, and a root tab bar's tabs
    /// follow its templates. A tab kept keeps what was pushed on it and
    /// stays selected; when the selected tab is gone the first is selected.
    /// Returns the templates no longer held.
    public mutating func redefine(_ template: Template, in templates: [TemplateID: Template]) throws(RuleViolation) -> [TemplateID] {
        guard shown.contains(template.id) else { return [] }
        try checkShown(template, templates)
        guard template.id == root, case .tabBar(let tabBar) = template.body else { return [] }
        let tabs = tabBar.tabs.map(\.template)
        for tab in tabs { try checkCategory(try lookup(tab, templates)) }
        let before = shown
        let selected = tabRoots.indices.contains(selectedTab) ? tabRoots[selectedTab] : nil
        let kept = tabs.map { tab in tabRoots.firstIndex(of: tab).map { pushed[$0] } ?? [] }
        pushed = kept.isEmpty ? [[]] : kept
        tabRoots = tabs
        selectedTab = selected.flatMap { tabs.firstIndex(of: $0) } ?? 0
        return before.filter { !shown.contains($0) }
    }

    /// Removes every template, as a disconnect does.
    public mutating func clear() {
        self = InterfaceController(category: category)
    }

    private func lookup(_ id: TemplateID, _ templates: [TemplateID: Template]) throws(RuleViolation) -> Template {
        guard let template = templates[id] else { throw .unknownTemplate(id.rawValue) }
        return template
    }

    private func checkCategory(_ template: Template) throws(RuleViolation) {
        guard category.allows(template.kind) else { throw .unavailable(template, to: category) }
    }

    /// Throws the first rule the template breaks by its content when shown
    /// (an alert without actions, too many tabs), as a car raises it.
    private func checkShown(_ template: Template, _ templates: [TemplateID: Template]) throws(RuleViolation) {
        guard template.kind.contentType.raisesWhenShown else { return }
        let context = RuleContext(template: template, category: category, templates: templates)
        if let finding = template.body.content.findings(in: context).first(where: \.raisedWhenShown) { throw finding.violation }
    }
}
