extension SessionState {
    /// The session's update: folds one message into the state and returns
    /// the effects for its driver to run (a handler's completion, later).
    ///
    /// This is the only way the state changes. It never fails: a CarPlay
    /// rule broken by the app's handlers ends the app, as in a car.
    @discardableResult
    public mutating func update(_ message: SessionMessage) -> [Effect] {
        if message.isDriverInput { lastInputClock = clock }
        switch message {
        case .rotate, .flick, .nudge, .press:
            return knob(message)
        case .back:
            back()
        case .home:
            if mode == .home { returnToApp() } else if mode.showsApp { mode = .home }
        case .touch(let column, let row):
            return touch(column: column, row: row)
        case .keyboard(let input):
            typeInto(input)
        case .drag(let fromColumn, let fromRow, let toColumn, let toRow):
            focusRingVisible = false
            drag(fromColumn: fromColumn, fromRow: fromRow, toColumn: toColumn, toRow: toRow)
        case .media(let key):
            media(key)
        case .appearance(let change):
            appearanceFollowsClock = false
            switch change {
            case .day: setAppearance(.day)
            case .night: setAppearance(.night)
            case .toggle: setAppearance(appearance.toggled)
            }
        case .restrict(let on):
            let before = limitedUI
            limitedUI = on
            resetFocus()
            if on != before { run(app.events.limitedUI[on] ?? []) }
        case .connect:
            if mode == .disconnected { connectApp() }
        case .disconnect:
            controller.clear()
            views = [:]
            spinning = nil
            mode = .disconnected
        case .profile(let newProfile):
            profile = newProfile
            scrollToFocus()
        case .cluster(let attached):
            clusterAttached = attached
        case .tick(let seconds):
            tick(seconds)
        case .complete(let template, let control):
            guard spinning == PendingHandler(template: template, control: control) else { return [] }
            spinning = nil
            if let handler = handler(of: control, in: template) { run(handler.actions) }
        case .timeline(let index):
            if let entry = app.events.timeline[safe: index] { run(entry.actions) }
        case .glyphs(let glyphs):
            self.glyphs = glyphs
        case .phone(let name):
            // The phone acts on its own: playback changes there, and the car
            // follows it without opening now playing.
            run(app.events.phone[name] ?? [], opensNowPlaying: false)
        }
        return []
    }

    private mutating func knob(_ message: SessionMessage) -> [Effect] {
        if !focusRingVisible {
            focusRingVisible = true
            return []
        }
        switch (message, mode) {
        case (.press, _):
            // While panning the knob moves the map; its press ends that.
            if isPanning { endPanning() } else if let control = focus { return activate(control) }
        case (.rotate(let detents), .app):
            rotate(by: detents)
        case (.flick(let direction), .app):
            rotate(by: direction * 5)
        case (.nudge(let direction), .app):
            nudge(direction)
        default:
            break
        }
        return []
    }

    /// The back button: the template on top (or the modal) says what it
    /// does; most leave, popped or dismissed.
    private mutating func back() {
        guard mode == .app else {
            if mode == .home || mode.showsApp { returnToApp() }
            return
        }
        if isPanning { return endPanning() }
        if navigationAlert != nil, controller.modal == nil, topTemplate?.kind == .map {
            navigationAlert = nil
            return resetFocus()
        }
        guard let id = activeTemplateID, var template = templates[id] else { return }
        let pressed = template.back()
        templates[id] = template
        switch pressed {
        case .leave where controller.modal != nil:
            run([.dismiss])
        case .leave:
            if controller.stack.count > 1 { run([.pop]) }
        case .stay:
            resetFocus()
        case .run(let handler):
            run(handler.actions)
        }
    }

    private mutating func touch(column: Int, row: Int) -> [Effect] {
        let screen = Layout.screen(for: self)
        guard let control = screen.control(atColumn: column, row: row) else { return [] }
        focusRingVisible = false
        // A touch on a map does not start the knob's panning; a drag moves it.
        return control == .map ? [] : activate(control)
    }

    private mutating func tick(_ seconds: Double) {
        let barWasHidden = isNavigationBarHidden
        clock += seconds
        if nowPlaying.advance(by: seconds) { media(.next) }
        if appearanceFollowsClock { setAppearance(app.night.appearance(atMinute: clockMinute)) }
        drive(for: seconds)
        if isNavigationBarHidden != barWasHidden { resetFocus() }
    }

    /// The keyboard types into the template in front, which may refuse it
    /// (while driving); what it shows may change with the text.
    private mutating func typeInto(_ input: KeyboardInput) {
        guard mode == .app, let id = activeTemplateID else { return }
        let limited = limitedUI
        guard templates[id]?.changeContent({ $0.type(input, limited: limited) }) == true else { return }
        // New text, new results: focus starts again on the first of them
        // (the back button when there are none), so a press picks the top one.
        views[id]?.scrollTop = 0
        views[id]?.focus = nil
        views[id]?.focusPlace = nil
        resetFocus()
    }

    /// Whether the template in front takes the keyboard (a search field),
    /// and what it holds.
    public var typedText: String? {
        guard mode == .app, let id = activeTemplateID else { return nil }
        return templates[id]?.body.content.typedText
    }

    /// Shows the app again, from the home screen or a system screen; focus
    /// finds what the app did meanwhile.
    mutating func returnToApp() {
        mode = .app
        resetFocus()
    }

    /// Switches the appearance; the app hears of a change (contentStyle).
    mutating func setAppearance(_ new: Appearance) {
        guard new != appearance else { return }
        appearance = new
        run(app.events.appearance[new] ?? [])
    }
}
