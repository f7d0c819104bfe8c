/// A tab bar as the session, lint and layout see it: the root's bar of
/// tabs, each tab a list, grid or information template with its own
/// stack. It is never the top of a stack itself: what it draws and
/// focuses is the bar above the selected tab's template.
extension TabBarTemplate: TemplateContent {
    static let kind = TemplateKind.tabBar
    static let displayName = "tab bar"
    static let isModal = false
    static let raisesWhenShown = true
    static let asciiStandIns: [(glyphs: String, ascii: Character)] = []

    var body: TemplateBody { .tabBar(self) }

    /// Tabs run no handlers: selecting one shows its stack.
    func handlerSlots() -> [HandlerSlot] { [] }

    func findings(in context: RuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        let limit = CarPlayLimits.maximumTabs(context.category)
        if tabs.count > limit {
            findings.append(.exception(.tabCount(context.template, count: tabs.count, category: context.category), at: "tabs[\(limit)]"))
        }
        for (index, tab) in tabs.enumerated() {
            guard let shown = context.templates[tab.template], !CarPlayLimits.tabKinds.contains(shown.kind) else { continue }
            findings.append(.exception(.tabContent(shown, of: context.template), at: "tabs[\(index)].template"))
        }
        return findings
    }

    /// The row of tabs: the bar while a tab's own template shows.
    func focusAreas(in environment: TemplateEnvironment) -> [FocusArea] {
        [.row(FocusArea.Names.tabs, tabs.indices.map { .tab($0) })]
    }

    /// Draws the bar of tabs.
    func draw(_ context: TemplateContext, on canvas: inout Canvas) {
        TabBarLayout.draw(context.environment, tabBar: self, on: &canvas)
    }
}
