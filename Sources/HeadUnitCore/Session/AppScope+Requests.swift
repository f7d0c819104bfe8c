extension AppScope {
    /// Does what a hosted app's code asks, in the app in context, and says
    /// what became of it: a CarPlay rule it breaks ends the app, as in a
    /// car; a call with nothing to act on, or that cannot act, is answered
    /// as CarPlay answers it.
    mutating func answer(_ request: AppRequest) -> RequestOutcome {
        if let answer = answerWithoutActing(request) { return answer }
        switch request {
        case .define(let defined):
            for template in defined {
                var new = template
                if let old = templates[template.id] { new.changeContent { $0.keepSessionState(of: old.body.content) } }
                templates[template.id] = new
            }
            do {
                for template in defined {
                    for gone in try controller.redefine(template, in: templates) { views[gone] = nil }
                }
            } catch {
                end(error)
                return .ruleBroken(error)
            }
            for id in controller.stack where views[id] == nil { views[id] = TemplateView() }
            FocusEngine.resetFocus(&self)
        case .selectTab(let index):
            guard controller.tabRoots.indices.contains(index) else { return .nothingDone }
            selectTab(index)
            FocusEngine.resetFocus(&self)
        case .showTripPreviews(let previews):
            guard let id = mapTemplateID, !previews.trips.isEmpty else { return .nothingDone }
            MapNavigation.showTripPreviews(&self, previews, on: id)
        case .presentNavigationAlert(let alert):
            guard mapTemplateID != nil else {
                let violation = RuleViolation.needsMapTemplate("presentNavigationAlert", root: controller.root.flatMap { templates[$0] })
                end(violation)
                return .ruleBroken(violation)
            }
            MapNavigation.presentNavigationAlert(&self, alert, id: "app")
        case .notice(let text):
            guard !state.notices.contains(text) else { return .done }
            state.notices.append(text)
            state.eventLog.add("\(app.name): note: \(text)", at: state.clock)
        case .perform(let action):
            do {
                try perform(action, opensNowPlaying: false)
            } catch {
                end(error)
                return .ruleBroken(error)
            }
        case .forget(let ids):
            session.forget(ids)
        case .popTo(let id):
            for popped in controller.pop(to: id) { views[popped] = nil }
            FocusEngine.resetFocus(&self)
        case .finish(let pending):
            if spinning == pending { spinning = nil }
        case .dropped(let pending):
            if let pending, spinning == pending { spinning = nil }
            let note = "an input on a control the app has let go was dropped (the app replaced it since it was drawn)"
            if !state.notices.contains(note) { state.notices.append(note) }
        case .nowPlaying(let track, let isPlaying, let elapsed):
            if let track {
                if state.nowPlaying.track != track { state.nowPlaying.start(track) }
                state.nowPlaying.isPlaying = isPlaying
                if let elapsed { state.nowPlaying.elapsed = max(0, elapsed) }
                state.nowPlayingApp = appIndex
            } else if state.nowPlayingApp == appIndex || state.nowPlayingApp == nil {
                state.nowPlaying = NowPlayingState()
                state.nowPlayingApp = nil
            }
        case .guidance(let guidance):
            navigation = guidance
        case .reloaded(let id):
            FocusEngine.restartFocus(&self, afterReloadOf: id)
        case .dashboardButtons(let buttons):
            session.dashboardButtons = buttons
            CarScreens.rotateDashboard(&state, by: 0)
        case .inactiveDescription(let variants):
            session.cluster.inactiveDescriptionVariants = variants
        }
        return .done
    }

    /// The answer to an interface-controller call that cannot act, as
    /// Apple's headers give it; nil when it acts. A pop or a pop to the
    /// root with nothing above the root pops nothing (success false); a
    /// push before any root, a pop to a template not in the stack and a
    /// dismiss with nothing presented fail with an error, as does any call
    /// once the car has ended the app.
    private func answerWithoutActing(_ request: AppRequest) -> RequestOutcome? {
        let isCall: Bool
        switch request {
        case .perform, .popTo, .selectTab, .showTripPreviews, .presentNavigationAlert: isCall = true
        case .define, .forget, .finish, .dropped, .nowPlaying, .guidance, .notice, .reloaded, .dashboardButtons, .inactiveDescription: isCall = false
        }
        if isCall, let ended = session.ended { return .refused("the car ended the app: \(ended.message)") }
        switch request {
        case .perform(.pop), .perform(.popToRoot):
            return controller.depth > 1 ? nil : .nothingDone
        case .perform(.push):
            return controller.root == nil ? .refused("there is no root template to push onto; set one first") : nil
        case .perform(.dismiss):
            return controller.modal == nil ? .refused("no template is presented") : nil
        case .popTo(let id):
            return controller.stack.contains(id) ? nil : .refused("the template is not in the navigation stack")
        default:
            return nil
        }
    }
}
