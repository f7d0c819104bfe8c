extension AppScope {
    /// Does what a hosted app's code asks, in the app in context; a CarPlay
    /// rule it breaks ends the app, as in a car, and is returned: the error
    /// the app's call gets.
    mutating func host(_ command: HostCommand) -> RuleViolation? {
        switch command {
        case .define(let defined):
            for template in defined {
                var new = template
                if let old = templates[template.id] { new.changeContent { $0.keepSessionState(of: old.body.content) } }
                templates[template.id] = new
            }
            resetFocus()
        case .selectTab(let index):
            guard controller.tabRoots.indices.contains(index) else { return nil }
            selectTab(index)
            resetFocus()
        case .showTripPreviews(let trips):
            guard let id = mapTemplateID, !trips.isEmpty else { return nil }
            showTripPreviews(trips, on: id)
        case .presentNavigationAlert(let alert):
            guard mapTemplateID != nil else {
                let violation = RuleViolation.needsMapTemplate("presentNavigationAlert", root: controller.root.flatMap { templates[$0] })
                end(violation)
                return violation
            }
            presentNavigationAlert(alert, id: "app")
        case .notice(let text):
            guard !state.notices.contains(text) else { return nil }
            state.notices.append(text)
            state.eventLog.add("\(app.name): note: \(text)", at: state.clock)
        case .perform(let action):
            do {
                try perform(action, opensNowPlaying: false)
            } catch {
                end(error)
                return error
            }
        case .forget(let ids):
            let shown = Set(controller.shown)
            for id in ids where !shown.contains(id) {
                templates[id] = nil
                views[id] = nil
            }
        case .popTo(let id):
            for popped in controller.pop(to: id) { views[popped] = nil }
            resetFocus()
        case .finish(let pending):
            if spinning == pending { spinning = nil }
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
        }
        return nil
    }
}
