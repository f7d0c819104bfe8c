/// Walks every screen a driver can reach, with the real session, and
/// reports each CarPlay exception at the action that raises it: too deep a
/// stack, a template pushed twice, a second modal, a grid pushed on now
/// playing. What lint says is what the car would do.
struct FlowExplorer {
    let app: App
    let locations: [String: SourceLocation]
    private(set) var reports: [RuleReport] = []

    /// The most distinct screens explored; past it, lint says so.
    static let stateBudget = 20_000

    /// Rules an action breaks wherever it runs: checked for every action,
    /// reached or not.
    static let contextFreeRules: Set<CarPlayRule> = [.modalOnly, .tabBarRootOnly, .presentable, .templateCategory, .nowPlayingButtons]

    init(app: App, locations: [String: SourceLocation]) {
        self.app = app
        self.locations = locations
    }

    mutating func explore() {
        guard let start = startingState() else { return }
        checkEverywhere(app.templates.values.flatMap(HandlerSite.sites(of:)) + HandlerSite.events(of: app), from: start)
        for site in HandlerSite.events(of: app) { _ = follow(site, from: start) }
        var queue = [start]
        var visited: Set<InterfaceController> = [start.controller]
        var next = 0
        while next < queue.count {
            let state = queue[next]
            next += 1
            for successor in successors(of: state) where !visited.contains(successor.controller) {
                if visited.count >= Self.stateBudget {
                    reports.append(RuleReport(violation: .flowSize(checked: Self.stateBudget), severity: .warning, path: "$"))
                    return
                }
                visited.insert(successor.controller)
                queue.append(successor)
            }
        }
    }

    /// The session after connecting; nil (with the problem reported) when
    /// connecting itself breaks a rule.
    private mutating func startingState() -> SessionState? {
        let root = SessionState(exploring: app)
        if case .ended(let violation) = root.mode {
            report(violation, at: "$.root")
            return nil
        }
        let connect = HandlerSite(template: nil, control: nil, path: "$.connect", handler: Handler(app.events.connect))
        return follow(connect, from: root)
    }

    /// Screens one step away: each handler of the active template whose
    /// control can be used there, back, and the other tabs.
    private mutating func successors(of state: SessionState) -> [SessionState] {
        var result: [SessionState] = []
        if let active = state.activeTemplateID.flatMap({ state.templates[$0] }) {
            for site in HandlerSite.sites(of: active) where site.isEnabled {
                if let next = follow(site, from: state) { result.append(next) }
            }
        }
        var back = state
        back.update(.back)
        result.append(back)
        // Each tab's stack is its own and no rule looks across tabs: enter
        // the others fresh, so the screens add up rather than multiply.
        if state.controller.hasTabBar, state.controller.modal == nil {
            for tab in state.controller.tabRoots.indices where tab != state.controller.selectedTab {
                var other = state
                other.run([.popToRoot])
                _ = other.activate(.tab(tab))
                other.run([.popToRoot])
                result.append(other)
            }
        }
        return result
    }

    /// Runs a handler's actions one by one; the state after them, or nil
    /// (with the exception reported at its action) when one breaks a rule.
    private mutating func follow(_ site: HandlerSite, from state: SessionState) -> SessionState? {
        var next = state
        for (index, action) in site.handler.actions.enumerated() {
            next.run([action])
            if case .ended(let violation) = next.mode {
                report(violation, at: site.actionPath(index, in: locations))
                return nil
            }
        }
        return next
    }

    /// Actions that break a rule wherever they run, checked from the root
    /// screen so that unreached templates are checked too.
    private mutating func checkEverywhere(_ sites: [HandlerSite], from start: SessionState) {
        for site in sites {
            for (index, action) in site.handler.actions.enumerated() {
                var probe = start
                probe.run([action])
                if case .ended(let violation) = probe.mode, Self.contextFreeRules.contains(violation.rule) {
                    report(violation, at: site.actionPath(index, in: locations))
                }
            }
        }
    }

    private mutating func report(_ violation: RuleViolation, at path: String) {
        reports.append(RuleReport(violation: violation, severity: .error, path: path))
    }
}
