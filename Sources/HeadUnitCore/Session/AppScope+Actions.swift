extension AppScope {
    /// Presses a control: runs what it does. Moving focus never gets here.
    mutating func activate(_ control: ControlID) -> [Effect] {
        switch control {
        case .back:
            run([.pop])
            return []
        case .tab(let index):
            selectTab(index)
            if app.isHosted { state.carEvents.append(.tabSelected(app: appIndex, index: index)) }
            return []
        case .map:
            MapNavigation.togglePanning(&self)
            return []
        case .navigationAlertAction(let index):
            MapNavigation.pressNavigationAlert(&self, index)
            return []
        default:
            break
        }
        guard let id = activeTemplateID, var template = templates[id] else { return [] }
        let pressed = template.press(control, limited: state.limitedUI)
        templates[id] = template
        switch pressed {
        case .nothing:
            return []
        case .run(let handler):
            run(handler.actions)
            return []
        case .await(let handler):
            guard spinning == nil else { return [] }
            spinning = PendingHandler(template: id, control: control)
            if handler.completes { return [.schedule(after: handler.delay, .complete(app: appIndex, id, control))] }
            // The app's code runs; only its completion is never called, so
            // the row spins on.
            run(handler.actions)
            return []
        case .media(let key):
            state.withApp(state.nowPlayingApp ?? appIndex) { Playback.press(&$0, key) }
            return []
        case .system(let screen):
            if isOnScreen { state.mode = .system(screen) }
            return []
        case .changed(let actions):
            FocusEngine.resetFocus(&self)
            run(actions)
            return []
        }
    }

    /// The back button in the app: the template on top (or the modal) says
    /// what it does; most leave, popped or dismissed.
    mutating func back() {
        if isPanning { return MapNavigation.endPanning(&self) }
        if navigationAlert != nil, controller.modal == nil, topTemplate?.kind == .map {
            return MapNavigation.dismissNavigationAlert(&self, .userDismissed)
        }
        guard let id = activeTemplateID, var template = templates[id] else { return }
        let pressed = template.back()
        // Only a template that stays may have changed itself; writing copies a shared state's templates.
        if pressed == .stay { templates[id] = template }
        switch pressed {
        case .leave where controller.modal != nil:
            run([.dismiss])
        case .leave:
            if controller.depth > 1 { run([.pop]) }
        case .stay:
            FocusEngine.resetFocus(&self)
        case .run(let handler):
            run(handler.actions)
        }
    }

    /// The keyboard types into the template in front, which may refuse it
    /// (while driving); what it shows may change with the text.
    mutating func type(_ input: KeyboardInput) {
        guard let id = activeTemplateID else { return }
        let limited = state.limitedUI
        guard templates[id]?.changeContent({ $0.type(input, limited: limited) }) == true else { return }
        if app.isHosted, let text = typedText { state.carEvents.append(.typed(app: appIndex, template: id, text: text)) }
        // New text, new results: focus starts again on the first of them
        // (the back button when there are none), so a press picks the top one.
        views[id]?.scrollTop = 0
        views[id]?.focus = nil
        views[id]?.focusPlace = nil
        FocusEngine.resetFocus(&self)
    }

    /// What the template in front holds in its text field, when it takes the keyboard.
    public var typedText: String? { session.typedText }

    /// Shows a tab of the root tab bar; focus stays on the tab bar, which
    /// every tab's root shares.
    mutating func selectTab(_ index: Int) {
        controller.selectTab(index)
        for id in controller.stack where views[id] == nil { views[id] = TemplateView() }
        if let top = controller.top, controller.depth == 1 {
            views[top]?.focus = .tab(index)
            views[top]?.memory[FocusArea.Names.tabs] = .tab(index)
            views[top]?.focusPlace = FocusPlace(area: FocusArea.Names.tabs, index: index)
        }
    }

    /// The handler a pending control runs once its completion is called.
    func handler(of control: ControlID, in id: TemplateID) -> Handler? {
        templates[id]?.handlerSlot(for: control).flatMap { $0.isEnabled ? $0.handler : nil }
    }

    /// Runs a handler's actions in order, in the app in context. The first
    /// CarPlay rule broken ends the app, and nothing after it runs. An app
    /// in the background runs as one on screen does; while it does not run
    /// (disconnected, ended) only what needs no screen runs: playback and
    /// item updates, as a phone does on its own.
    mutating func run(_ actions: [Action], opensNowPlaying: Bool = true) {
        do {
            for action in actions where isLive || action.needsNoScreen { try perform(action, opensNowPlaying: opensNowPlaying) }
        } catch {
            end(error)
        }
    }

    /// Ends the app in context for a broken rule; on screen, the car says so.
    mutating func end(_ violation: RuleViolation) {
        session.ended = violation
        session.clear()
        if appIndex == state.shownApp && state.mode.showsApp { state.mode = .ended(violation) }
    }

    mutating func perform(_ action: Action, opensNowPlaying: Bool) throws(RuleViolation) {
        switch action {
        case .push(let id):
            try controller.push(id, in: templates)
            showAnew(id)
            FocusEngine.resetFocus(&self)
        case .pop:
            let popped = controller.top
            if controller.pop(), let popped { views[popped] = nil }
            FocusEngine.resetFocus(&self)
        case .popToRoot:
            for id in controller.popToRoot() { views[id] = nil }
            FocusEngine.resetFocus(&self)
        case .present(let id):
            try controller.present(id, in: templates)
            showAnew(id)
            FocusEngine.resetFocus(&self)
        case .dismiss:
            if let modal = controller.modal, controller.dismiss() { views[modal] = nil }
            FocusEngine.resetFocus(&self)
        case .play(let trackID):
            try Playback.play(&self, trackID, opensNowPlaying: opensNowPlaying)
        case .pause, .next, .previous:
            Playback.steer(&self, action == .pause ? .pause : action == .next ? .next : .previous)
        case .setRoot(let id):
            try controller.setRoot(id, in: templates)
            views = [:]
            for id in controller.stack + controller.tabRoots where views[id] == nil { views[id] = TemplateView() }
            spinning = nil
            FocusEngine.resetFocus(&self)
        case .update(let update):
            guard templates[update.template]?.body.applyToList(update) == true else { return }
            if update.isEnabled == nil { FocusEngine.keepFocus(&self) } else { FocusEngine.resetFocus(&self) }
        case .open(let screen):
            if appIndex == state.shownApp && state.mode.showsApp { state.mode = .system(screen) }
        case .setPointsOfInterest(let update):
            guard case .pointOfInterest(var template)? = templates[update.template]?.body else { return }
            template.apply(update)
            templates[update.template]?.body = .pointOfInterest(template)
            FocusEngine.resetFocus(&self)
        case .navigation(let navigationAction):
            try MapNavigation.perform(&self, navigationAction)
        case .appCode(let id):
            // The row that spins for this handler, if it is a list row's.
            let row = spinning.flatMap { pending in handler(of: pending.control, in: pending.template)?.actions.contains(action) == true ? pending : nil }
            state.carEvents.append(.callback(app: appIndex, id: id, row: row))
        case .showNowPlaying:
            try Playback.showNowPlaying(&self)
        }
    }
}

extension Action {
    /// Whether the action works without the app on screen.
    var needsNoScreen: Bool {
        switch self {
        // A hosted app's code runs on the phone, connected or not.
        case .play, .pause, .next, .previous, .update, .setPointsOfInterest, .appCode: true
        case .push, .pop, .popToRoot, .present, .dismiss, .setRoot, .open, .navigation, .showNowPlaying: false
        }
    }
}

extension AppScope {
    /// A template pushed or presented: a fresh view, and nothing left from
    /// the last time it showed.
    mutating func showAnew(_ id: TemplateID) {
        views[id] = TemplateView()
        // Written only for a kind that clears (a search's query): writing
        // copies the app's templates when a state is shared (lint's walk).
        if templates[id]?.body.content.clearsWhenShown == true { templates[id]?.changeContent { $0.clearForShowing() } }
    }
}

extension Array {
    /// The element at `index`, or nil when it is out of range.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
