/// Walks every screen a driver can reach, with the real session, and
/// reports each CarPlay exception at the action that raises it: too deep a
/// stack, a template pushed twice, a second modal, a grid pushed on now
/// playing. From every screen it also runs what the app does by itself,
/// since that can happen wherever the driver is: its phone events and its
/// reactions to the car, as often as they are asked, and the next entry of
/// its timeline, which runs once. What lint says is what the car would do.
struct FlowExplorer {
    let app: App
    let locations: SourceLocations
    private(set) var reports: [RuleReport] = []
    /// The car whose inputs every control must be reachable with, when
    /// lint is asked about one (`lint --car`).
    var reach: CarReach?

    /// The most distinct screens explored; past it, lint says so.
    static let stateBudget = 20_000

    /// Rules an action breaks wherever it runs: checked for every action,
    /// reached or not.
    static let contextFreeRules: Set<CarPlayRule> = [.modalOnly, .tabBarRootOnly, .presentable, .templateCategory, .nowPlayingButtons]

    /// What the app does as often as it is asked, on any screen.
    private let events: [HandlerSite]
    /// Its timeline, each entry once, in time order.
    private let timeline: [HandlerSite]

    init(app: App, locations: SourceLocations) {
        self.app = app
        self.locations = locations
        events = HandlerSite.events(of: app)
        timeline = HandlerSite.timeline(of: app)
    }

    /// A screen as lint tells screens apart: the templates shown, and how
    /// many timeline entries have run.
    private struct Screen: Hashable {
        let controller: InterfaceController
        let timelineRun: Int
    }

    /// A way on from a screen, taken again when the screen it leads to is
    /// explored: the queue holds these, not the screens themselves.
    private enum Step {
        /// A handler of the screen (its template's or the app's own).
        case site(HandlerSite)
        case back
        case tab(Int)
        /// The timeline's entry at this place.
        case timeline(Int)
    }

    /// A screen explored whose next screens wait in the queue, kept until
    /// the last of them is explored. Its handlers are not kept: a step
    /// holds the one it runs, so a list of 100,000 rows that lead to one
    /// new screen keeps one.
    private struct Parent {
        let state: SessionState
        var waiting: Int
    }

    /// A screen found and not yet explored: a step from a parent.
    private struct Waiting {
        let parent: Int
        let step: Step
        let timelineRun: Int
    }

    /// Explores breadth first. A screen waits in the queue as the step
    /// that reaches it from its parent, and is made again (without its
    /// problems, reported when it was found) when its turn comes: a root of
    /// 700 rows that each push a list holds one screen and 700 steps, not
    /// 700 screens.
    mutating func explore() {
        guard let start = startingState() else { return }
        checkEverywhere(from: start)
        var visited: Set<Screen> = [Screen(controller: start.shown.controller, timelineRun: 0)]
        var parents: [Int: Parent] = [:]
        var queue: [Waiting] = []
        var next = 0, parentCount = 0
        var state = start, timelineRun = 0
        while true {
            if reach != nil, let found = reach?.check(state, sites: Self.sites(of: state, events: events)) { reports += found }
            let queued = queue.count
            var overBudget = false
            forEachSuccessor(of: state, timelineRun: timelineRun) { successor, step, run in
                guard !overBudget, visited.insert(Screen(controller: successor.shown.controller, timelineRun: run)).inserted else { return }
                if visited.count > Self.stateBudget { return overBudget = true }
                queue.append(Waiting(parent: parentCount, step: step, timelineRun: run))
            }
            if overBudget {
                reports.append(RuleReport(violation: .flowSize(checked: Self.stateBudget), severity: .warning, path: "$"))
                return
            }
            if queue.count > queued {
                parents[parentCount] = Parent(state: state, waiting: queue.count - queued)
                parentCount += 1
            }
            guard next < queue.count else { return }
            let waiting = queue[next]
            next += 1
            // Steps taken already are let go, a thousand at a time.
            if next >= 1024 && next * 2 >= queue.count {
                queue.removeFirst(next)
                next = 0
            }
            guard var parent = parents[waiting.parent] else { preconditionFailure("a waiting screen's parent is kept until it is explored") }
            state = successor(of: parent.state, step: waiting.step)
            timelineRun = waiting.timelineRun
            parent.waiting -= 1
            parents[waiting.parent] = parent.waiting > 0 ? parent : nil
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
        return follow(HandlerSite.connect(of: app), from: root)
    }

    /// Visits the handlers of a screen the driver and the app can run:
    /// each of the active template's whose control can be used, and the
    /// app's events.
    private static func forEachSite(of state: SessionState, events: [HandlerSite], _ visit: (HandlerSite) -> Void) {
        if let active = state.shown.activeTemplateID.flatMap({ state.shown.templates[$0] }) {
            HandlerSite.forEachSite(of: active) { if $0.isEnabled { visit($0) } }
        }
        events.forEach(visit)
    }

    /// The handlers `forEachSite` visits, gathered (for a car's reach).
    private static func sites(of state: SessionState, events: [HandlerSite]) -> [HandlerSite] {
        var sites: [HandlerSite] = []
        forEachSite(of: state, events: events) { sites.append($0) }
        return sites
    }

    /// Visits each screen one step away, with the step: each handler there,
    /// each thing the app does by itself (the next timeline entry among
    /// them), back, and the other tabs.
    private mutating func forEachSuccessor(of state: SessionState, timelineRun: Int, _ visit: (SessionState, Step, Int) -> Void) {
        var outcomes = Outcomes()
        Self.forEachSite(of: state, events: events) { site in
            if let next = follow(site, from: state, outcomes: &outcomes) { visit(next, .site(site), timelineRun) }
        }
        visit(Self.back(from: state), .back, timelineRun)
        // Each tab's stack is its own and no rule looks across tabs: enter
        // the others fresh, so the screens add up rather than multiply.
        if state.shown.controller.hasTabBar, state.shown.controller.modal == nil {
            for tab in state.shown.controller.tabRoots.indices where tab != state.shown.controller.selectedTab {
                visit(Self.enter(tab: tab, from: state), .tab(tab), timelineRun)
            }
        }
        if let entry = timeline[safe: timelineRun], let next = follow(entry, from: state) {
            visit(next, .timeline(timelineRun), timelineRun + 1)
        }
    }

    /// The screen a step found from `state` reaches, made again: the step
    /// reached it when it was found, so no rule breaks on the way.
    private func successor(of state: SessionState, step: Step) -> SessionState {
        switch step {
        case .site(let site): Self.run(site, from: state).state
        case .back: Self.back(from: state)
        case .tab(let tab): Self.enter(tab: tab, from: state)
        case .timeline(let entry): Self.run(timeline[entry], from: state).state
        }
    }

    private static func back(from state: SessionState) -> SessionState {
        var back = state
        back.update(.back)
        return back
    }

    private static func enter(tab: Int, from state: SessionState) -> SessionState {
        var other = state
        other.run([.popToRoot], inApp: other.shownApp)
        _ = DriverHands.activate(.tab(tab), on: &other)
        other.run([.popToRoot], inApp: other.shownApp)
        return other
    }

    /// Runs a handler's actions one by one: the state after them, and the
    /// first that broke a rule, if one did (the state is then where it broke).
    private static func run(_ site: HandlerSite, from state: SessionState) -> (state: SessionState, broke: (action: Int, RuleViolation)?) {
        var next = state
        for (index, action) in site.handler.actions.enumerated() {
            next.run([action], inApp: next.shownApp)
            if case .ended(let violation) = next.mode { return (next, (index, violation)) }
        }
        return (next, nil)
    }

    /// Runs a handler's actions one by one; the state after them, or nil
    /// (with the exception reported at its action) when one breaks a rule.
    private mutating func follow(_ site: HandlerSite, from state: SessionState) -> SessionState? {
        var outcomes = Outcomes()
        return follow(site, from: state, outcomes: &outcomes)
    }

    /// What a handler's actions come to from one screen: a screen, or the
    /// first that breaks a rule and the rule.
    private enum Outcome {
        case reached
        case broke(action: Int, RuleViolation)
    }

    /// The outcomes of the handlers followed from one screen, by shape,
    /// and the last handler's actions and outcome: the rows of a list that
    /// share one handler find theirs without hashing their actions.
    private struct Outcomes {
        var byShape: [[Action]: Outcome] = [:]
        var last: (actions: [Action], outcome: Outcome)?

        /// The outcome of `actions`, if followed already.
        func known(_ actions: [Action], shape: () -> [Action]) -> Outcome? {
            if let last, last.actions == actions { return last.outcome }
            return byShape[shape()]
        }
    }

    /// `follow`, with the outcomes of handlers of the same shape from the
    /// same screen kept: a list of 6,000 rows that each play their own
    /// track comes to one screen, found once, and each row that breaks a
    /// rule is still reported at its own action.
    /// A handler of a shape already followed from here reaches a screen
    /// already found: nil, with a rule it breaks reported at its own action.
    private mutating func follow(_ site: HandlerSite, from state: SessionState, outcomes: inout Outcomes) -> SessionState? {
        let actions = site.handler.actions
        if let known = outcomes.known(actions, shape: { Self.shape(of: actions) }) {
            outcomes.last = (actions, known)
            if case .broke(let index, let violation) = known { report(violation, at: site.actionPath(index, in: locations)) }
            return nil
        }
        let ran = Self.run(site, from: state)
        let outcome = ran.broke.map { Outcome.broke(action: $0.action, $0.1) } ?? .reached
        outcomes.byShape[Self.shape(of: actions)] = outcome
        outcomes.last = (actions, outcome)
        if case .broke(let index, let violation) = outcome {
            report(violation, at: site.actionPath(index, in: locations))
            return nil
        }
        return ran.state
    }

    /// An action as the rules see it: which track a `play` starts changes
    /// what plays, never the screens or the rules it meets.
    private static func shape(_ action: Action) -> Action {
        if case .play(.some) = action { return .play(anyTrack) }
        return action
    }

    /// Actions as the rules see them: most play no track, and are their
    /// own shape (not a copy of it).
    private static func shape(of actions: [Action]) -> [Action] {
        actions.contains { shape($0) != $0 } ? actions.map(shape) : actions
    }

    /// Stands for every track in a shape (no scenario text holds a control character).
    private static let anyTrack = TrackID("\u{1}")

    /// Actions that break a rule wherever they run, checked from the root
    /// screen so that unreached templates are checked too.
    private mutating func checkEverywhere(from start: SessionState) {
        var broken: [Action: RuleViolation?] = [:]
        // The last shape's, found without hashing: the rows of a list that share one handler.
        var last: (shape: Action, violation: RuleViolation?)?
        HandlerSite.forEachAction(of: app) { site, index, action in
            let shape = Self.shape(action)
            let violation: RuleViolation?
            if let last, last.shape == shape {
                violation = last.violation
            } else {
                violation = broken[shape] ?? Self.probe(action, from: start)
                broken[shape] = violation
                last = (shape, violation)
            }
            if let violation { report(violation, at: site.actionPath(index, in: locations)) }
        }
    }

    /// The rule that breaks wherever it runs that `action` breaks from `start`, if any.
    private static func probe(_ action: Action, from start: SessionState) -> RuleViolation? {
        var probe = start
        probe.run([action], inApp: probe.shownApp)
        guard case .ended(let violation) = probe.mode, contextFreeRules.contains(violation.rule) else { return nil }
        return violation
    }

    private mutating func report(_ violation: RuleViolation, at path: String) {
        reports.append(RuleReport(violation: violation, severity: .error, path: path))
    }
}
