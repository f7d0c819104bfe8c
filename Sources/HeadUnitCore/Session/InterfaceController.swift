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

    /// The template on top of the navigation stack.
    public var top: TemplateID? { stack.last }

    /// Whether the root is a tab bar.
    public var hasTabBar: Bool { !tabRoots.isEmpty }

    /// Sets the root template, clearing every stack and the modal.
    public mutating func setRoot(_ id: TemplateID, in templates: [TemplateID: Template]) throws(RuleViolation) {
        let template = try lookup(id, templates)
        try checkCategory(template)
        if template.kind.isModal {
            throw RuleViolation(.modalOnly, "\(template.reference) was set as the root; \(template.kind.displayName.withArticle) can only be presented modally")
        }
        var tabs: [TemplateID] = []
        if case .tabBar(let tabBar) = template.body {
            if tabBar.tabs.count > category.maximumTabs {
                throw RuleViolation(
                    .tabCount,
                    "\(template.reference) has \(tabBar.tabs.count) tabs; \(category.displayName.withArticle) app allows at most \(category.maximumTabs)")
            }
            for tab in tabBar.tabs {
                let tabTemplate = try lookup(tab.template, templates)
                try checkCategory(tabTemplate)
                if ![TemplateKind.list, .grid, .information].contains(tabTemplate.kind) {
                    throw RuleViolation(
                        .tabBarRootOnly, "\(tabTemplate.reference) is a tab of \(template.reference); a tab shows a list, grid or information template")
                }
            }
            tabs = tabBar.tabs.map(\.template)
        }
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
        if template.kind == .tabBar {
            throw RuleViolation(.tabBarRootOnly, "\(template.reference) was pushed; a tab bar can only be the root template")
        }
        if template.kind.isModal {
            throw RuleViolation(.modalOnly, "\(template.reference) was pushed; \(template.kind.displayName.withArticle) can only be presented modally")
        }
        if stack.contains(id) || (hasTabBar && id == root) {
            if template.kind == .nowPlaying {
                throw RuleViolation(.nowPlayingShared, "now playing was pushed while it is already on the stack; there is one shared instance")
            }
            throw RuleViolation(.templateInStack, "\(template.reference) was pushed while it is already on the stack")
        }
        if let top, templates[top]?.kind == .nowPlaying, template.kind != .list {
            throw RuleViolation(.nowPlayingPush, "\(template.reference) was pushed on now playing; only a list may be pushed on now playing")
        }
        if stack.count + 1 > category.maximumDepth {
            throw RuleViolation(
                .templateDepth,
                "pushing \(template.reference) makes the template depth \(stack.count + 1); \(category.displayName.withArticle) app allows at most \(category.maximumDepth), the root counted"
            )
        }
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
        if template.kind == .tabBar {
            throw RuleViolation(.tabBarRootOnly, "\(template.reference) was presented; a tab bar can only be the root template")
        }
        guard template.kind.isModal else {
            throw RuleViolation(
                .presentable, "\(template.reference) was presented; only an alert, an action sheet or a voice control template can be presented")
        }
        if let modal, let current = templates[modal] {
            throw RuleViolation(.singleModal, "\(template.reference) was presented while \(current.reference) is up; only one modal at a time")
        }
        switch template.body {
        case .alert(let alert) where alert.actions.isEmpty:
            throw RuleViolation(.alertActions, "\(template.reference) has no actions; an alert needs at least 1")
        case .actionSheet(let sheet) where sheet.actions.isEmpty:
            throw RuleViolation(.actionSheetActions, "\(template.reference) has no actions; an action sheet needs at least 1")
        default:
            break
        }
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

    /// Removes every template, as a disconnect does.
    public mutating func clear() {
        self = InterfaceController(category: category)
    }

    private func lookup(_ id: TemplateID, _ templates: [TemplateID: Template]) throws(RuleViolation) -> Template {
        guard let template = templates[id] else {
            throw RuleViolation(.unknownTemplate, "no template is named '\(id)'")
        }
        if case .nowPlaying(let nowPlaying) = template.body, nowPlaying.buttons.count > NowPlayingTemplate.maximumButtons {
            throw RuleViolation(.nowPlayingButtons, "now playing has \(nowPlaying.buttons.count) buttons; at most \(NowPlayingTemplate.maximumButtons)")
        }
        return template
    }

    private func checkCategory(_ template: Template) throws(RuleViolation) {
        guard category.allows(template.kind) else {
            throw RuleViolation(.templateCategory, "\(template.reference) is not available to \(category.displayName.withArticle) app")
        }
    }
}
