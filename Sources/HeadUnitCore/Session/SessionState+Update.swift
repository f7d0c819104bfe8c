extension SessionState {
    /// The session's update: folds one message into the state and returns
    /// the effects for its driver to run (a handler's completion, later).
    ///
    /// This is the only way the state changes. It never fails: a CarPlay
    /// rule broken by the app's handlers ends the app, as in a car.
    @discardableResult
    public mutating func update(_ message: SessionMessage) -> [Effect] {
        defer { keepFocusOnTheRail() }
        if message.isDriverInput { lastInputClock = clock }
        if let logged = logText(of: message) { eventLog.add(logged, at: clock) }
        switch message {
        case .rotate, .flick, .nudge, .press:
            return knob(message)
        case .back:
            back()
        case .home:
            pressHome()
        case .touch(let column, let row):
            let point = geometry.pixel(ofColumn: column, row: row, scale: profile.scale)
            lastTouch = PixelPoint(x: point.x, y: point.y)
            return touch(column: column, row: row)
        case .keyboard(let input):
            typeInto(input)
        case .drag(let fromColumn, let fromRow, let toColumn, let toRow):
            focusRingVisible = false
            if mode == .home {
                if toColumn != fromColumn { swipeHome(towardsNext: toColumn < fromColumn) }
            } else {
                drag(fromColumn: fromColumn, fromRow: fromRow, toColumn: toColumn, toRow: toRow)
            }
        case .media(let key):
            inApp(nowPlayingApp ?? current) { $0.pressMedia(key) }
        case .appearance(let change):
            appearanceFollowsClock = false
            switch change {
            case .day: setAppearance(.day)
            case .night: setAppearance(.night)
            case .toggle: setAppearance(appearance.toggled)
            }
        case .restrict(let on):
            setLimitedUI(on)
        case .speed(let speed):
            car.speed = speed
            setLimitedUI(car.isDriving)
        case .gear(let gear):
            car.gear = gear
            setLimitedUI(car.isDriving)
        case .parkingBrake(let on):
            car.parkingBrake = on
            setLimitedUI(car.isDriving)
        case .connect:
            guard mode == .disconnected else { return [] }
            mode = .app
            connectApps()
            if recentApps.isEmpty { goHome() } else { returnToApp() }
        case .disconnect:
            for index in apps.indices {
                apps[index].clear()
                if apps[index].app.isHosted { hostEvents.append(.disconnected(app: index)) }
            }
            mode = .disconnected
        case .profile(let newProfile):
            profile = newProfile
            scrollToFocus()
        case .cluster(let attached):
            clusterAttached = attached
        case .inspector(let shown):
            inspectorShown = shown
        case .driverSide(let side):
            driverSide = side
        case .open(let tile):
            open(tile)
        case .tick(let seconds):
            tick(seconds)
        case .complete(let index, let template, let control):
            inApp(index) { state in
                guard state.spinning == PendingHandler(template: template, control: control) else { return }
                state.spinning = nil
                if let handler = state.handler(of: control, in: template) { state.run(handler.actions) }
            }
        case .timeline(let index, let entry):
            inApp(index) { state in
                if let entry = state.app.events.timeline[safe: entry] { state.run(entry.actions) }
            }
        case .glyphs(let glyphs):
            self.glyphs = glyphs
        case .host(let index, let command):
            var failure: RuleViolation?
            inApp(index) { failure = $0.host(command) }
            return failure.map { [.hostFailed($0)] } ?? []
        case .phone(let name):
            // The phone acts on its own: playback changes there, and the car
            // follows it without opening now playing.
            guard let index = app(withPhoneEvent: name) else { return [] }
            inApp(index) { $0.run($0.app.events.phone[name] ?? [], opensNowPlaying: false) }
        }
        return []
    }

    /// The rail's controls come and go (the Now Playing button with
    /// playback, dock slots with the display's height): focus on one that
    /// went finds the nearest that is left.
    private mutating func keepFocusOnTheRail() {
        guard tracksFocus, mode == .app, let focus, StatusRailLayout.isRailControl(focus), !StatusRailLayout.controls(self).contains(focus) else { return }
        resetFocus()
    }

    /// Limited UI on or off; every app hears of a change, and focus finds
    /// what is left of a trimmed list.
    private mutating func setLimitedUI(_ on: Bool) {
        let before = limitedUI
        limitedUI = on
        resetFocus()
        guard on != before else { return }
        if apps.contains(where: \.app.isHosted) { hostEvents.append(.limitedUI(on)) }
        for index in apps.indices {
            inApp(index) { $0.run($0.app.events.limitedUI[on] ?? []) }
        }
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
        case (.rotate(let detents), .home):
            rotateHome(by: detents)
        case (.flick(let direction), .home):
            rotateHome(by: direction * 5)
        case (.nudge(let direction), .home):
            nudgeHome(direction)
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
        switch mode {
        case .app: break
        case .home:
            if !recentApps.isEmpty { returnToApp() }
            return
        case .system: return returnToApp()
        case .builtIn: return goHome()
        case .ended, .disconnected: return
        }
        if isPanning { return endPanning() }
        if navigationAlert != nil, controller.modal == nil, topTemplate?.kind == .map {
            return dismissNavigationAlert(.userDismissed)
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
        if nowPlaying.advance(by: seconds) { inApp(nowPlayingApp ?? current) { $0.media(.next) } }
        if appearanceFollowsClock { setAppearance(carApp.night.appearance(atMinute: clockMinute)) }
        for index in apps.indices where apps[index].navigation != nil {
            inApp(index) { $0.drive(for: seconds) }
        }
        if isNavigationBarHidden != barWasHidden { resetFocus() }
    }

    /// The keyboard types into the template in front, which may refuse it
    /// (while driving); what it shows may change with the text.
    private mutating func typeInto(_ input: KeyboardInput) {
        guard mode == .app, let id = activeTemplateID else { return }
        let limited = limitedUI
        guard templates[id]?.changeContent({ $0.type(input, limited: limited) }) == true else { return }
        if app.isHosted, let text = typedText { hostEvents.append(.typed(app: current, template: id, text: text)) }
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

    /// Switches the appearance; the app hears of a change (contentStyle).
    mutating func setAppearance(_ new: Appearance) {
        guard new != appearance else { return }
        appearance = new
        if apps.contains(where: \.app.isHosted) { hostEvents.append(.appearance(new)) }
        for index in apps.indices {
            inApp(index) { $0.run($0.app.events.appearance[new] ?? []) }
        }
    }
}
