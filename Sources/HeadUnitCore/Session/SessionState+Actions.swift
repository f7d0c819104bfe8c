extension SessionState {
    /// Presses a control: runs what it does. Moving focus never gets here.
    mutating func activate(_ control: ControlID) -> [Effect] {
        switch control {
        case .homeApp, .homeButton:
            mode = mode == .home ? .app : .home
            return []
        case .relaunch:
            nowPlaying.isPlaying = false
            connectApp()
            return []
        case .back:
            run([.pop])
            return []
        case .tab(let index):
            // Focus stays on the tab bar, which every tab's root shares.
            controller.selectTab(index)
            for id in controller.stack where views[id] == nil { views[id] = TemplateView() }
            if let top = controller.top, controller.stack.count == 1 {
                views[top]?.focus = .tab(index)
                views[top]?.memory["tabs"] = .tab(index)
            }
            return []
        case .nowPlaying(.previous):
            media(.previous)
            return []
        case .nowPlaying(.playPause):
            media(.playPause)
            return []
        case .nowPlaying(.next):
            media(.next)
            return []
        case .nowPlayingButton(let index):
            toggleNowPlayingButton(index)
        default:
            break
        }
        guard let id = activeTemplateID, let handler = handler(of: control, in: id) else { return [] }
        if case .listItem = control, handler.delay > 0 || !handler.completes {
            guard spinning == nil else { return [] }
            spinning = PendingHandler(template: id, control: control)
            return handler.completes ? [.schedule(after: handler.delay, .complete(id, control))] : []
        }
        run(handler.actions)
        return []
    }

    /// The handler a control of a template runs.
    func handler(of control: ControlID, in id: TemplateID) -> Handler? {
        guard let template = templates[id] else { return nil }
        switch (control, template.body) {
        case (.leadingButton(let index), _):
            return template.barButtons.leading[safe: index]?.handler
        case (.trailingButton(let index), _):
            return template.barButtons.trailing[safe: index]?.handler
        case (.listItem(let section, let item), .list(let list)):
            let row = list.shownSections(limited: limitedUI)[safe: section]?.items[safe: item]
            return row?.isEnabled == true ? row?.handler : nil
        case (.gridButton(let index), .grid(let grid)):
            let button = grid.buttons[safe: index]
            return button?.isEnabled == true ? button?.handler : nil
        case (.informationAction(let index), .information(let information)):
            return information.actions[safe: index]?.handler
        case (.alertAction(let index), .alert(let alert)):
            return alert.actions[safe: index]?.handler
        case (.sheetAction(let index), .actionSheet(let sheet)):
            return sheet.actions[safe: index]?.handler
        case (.nowPlaying(.upNext), .nowPlaying(let nowPlaying)):
            return nowPlaying.upNextHandler
        case (.nowPlaying(.albumArtist), .nowPlaying(let nowPlaying)):
            return nowPlaying.albumArtistHandler
        case (.nowPlayingButton(let index), .nowPlaying(let nowPlaying)):
            return nowPlaying.buttons[safe: index]?.handler
        default:
            return nil
        }
    }

    /// Runs a handler's actions in order. The first CarPlay rule broken
    /// ends the app, and nothing after it runs. While the app is not on
    /// screen (disconnected, ended) only what needs no screen runs:
    /// playback and item updates, as a phone does on its own.
    mutating func run(_ actions: [Action], opensNowPlaying: Bool = true) {
        do {
            for action in actions where mode == .app || action.needsNoScreen { try perform(action, opensNowPlaying: opensNowPlaying) }
        } catch {
            end(error)
        }
    }

    /// Ends the app for a broken rule.
    mutating func end(_ violation: RuleViolation) {
        mode = .ended(violation)
        controller.clear()
        views = [:]
        spinning = nil
    }

    /// A media key: play, pause, or step through the app's tracks.
    mutating func media(_ key: MediaKey) {
        switch key {
        case .playPause: nowPlaying.isPlaying.toggle()
        case .play: nowPlaying.isPlaying = true
        case .pause: nowPlaying.isPlaying = false
        case .next, .previous:
            guard let current = nowPlaying.track,
                let index = app.tracks.firstIndex(where: { $0.id == current.id })
            else { return }
            if key == .previous, nowPlaying.elapsed > 3 {
                nowPlaying.elapsed = 0
                return
            }
            let target = key == .next ? index + 1 : index - 1
            if let track = app.tracks[safe: target] {
                nowPlaying.start(track)
            } else {
                nowPlaying.isPlaying = false
                nowPlaying.elapsed = key == .next ? (current.duration ?? 0) : 0
            }
        }
        if nowPlaying.track == nil { nowPlaying.isPlaying = false }
    }

    private mutating func perform(_ action: Action, opensNowPlaying: Bool) throws(RuleViolation) {
        switch action {
        case .push(let id):
            try controller.push(id, in: templates)
            views[id] = TemplateView()
            resetFocus()
        case .pop:
            let popped = controller.top
            if controller.pop(), let popped { views[popped] = nil }
            resetFocus()
        case .popToRoot:
            for id in controller.popToRoot() { views[id] = nil }
            resetFocus()
        case .present(let id):
            try controller.present(id, in: templates)
            views[id] = TemplateView()
            resetFocus()
        case .dismiss:
            if let modal = controller.modal, controller.dismiss() { views[modal] = nil }
            resetFocus()
        case .play(let trackID):
            if let trackID, let track = app.track(trackID) {
                nowPlaying.start(track)
            } else if nowPlaying.track != nil {
                nowPlaying.isPlaying = true
            }
            if mode == .app && opensNowPlaying { try showNowPlaying() }
        case .pause:
            media(.pause)
        case .next:
            media(.next)
        case .previous:
            media(.previous)
        case .setRoot(let id):
            try controller.setRoot(id, in: templates)
            views = [:]
            for id in controller.stack + controller.tabRoots where views[id] == nil { views[id] = TemplateView() }
            spinning = nil
            resetFocus()
        case .update(let update):
            guard case .list(var list)? = templates[update.template]?.body else { return }
            for section in list.sections.indices {
                for item in list.sections[section].items.indices where list.sections[section].items[item].id == update.item {
                    list.sections[section].items[item] = update.applied(to: list.sections[section].items[item])
                }
            }
            templates[update.template]?.body = .list(list)
            resetFocus()
        }
    }

    private mutating func showNowPlaying() throws(RuleViolation) {
        let id = app.nowPlayingID
        if controller.top == id { return }
        if controller.stack.contains(id) {
            for popped in controller.pop(to: id) { views[popped] = nil }
            return resetFocus()
        }
        try perform(.push(id), opensNowPlaying: true)
    }

    private mutating func toggleNowPlayingButton(_ index: Int) {
        guard case .nowPlaying(var nowPlaying)? = templates[app.nowPlayingID]?.body,
            nowPlaying.buttons.indices.contains(index)
        else { return }
        switch nowPlaying.buttons[index].kind {
        case .shuffle, .repeat:
            nowPlaying.buttons[index].isSelected.toggle()
            templates[app.nowPlayingID]?.body = .nowPlaying(nowPlaying)
        default:
            break
        }
    }
}

extension Action {
    /// Whether the action works without the app on screen.
    var needsNoScreen: Bool {
        switch self {
        case .play, .pause, .next, .previous, .update: true
        case .push, .pop, .popToRoot, .present, .dismiss, .setRoot: false
        }
    }
}

extension Array {
    /// The element at `index`, or nil when it is out of range.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
