extension SessionState {
    /// Why the car cannot take `message` now (an input it lacks, or turns
    /// off while it moves), or nil when it can.
    public func refusal(of message: SessionMessage) -> InputRefusal? {
        carProfile.refusal(of: message, moving: car.isDriving)
    }

    /// The session's update: folds one message into the state and returns
    /// the effects for its driver to run (a handler's completion, later).
    ///
    /// This is the only way the state changes. It never fails: a CarPlay
    /// rule broken by the app's handlers ends the app, as in a car.
    @discardableResult
    public mutating func update(_ message: SessionMessage) -> [Effect] {
        // An input the car does not have (or turns off while moving) does nothing.
        if let refusal = refusal(of: message) {
            eventLog.add("refused: \(refusal)", at: clock)
            return []
        }
        defer { keepFocusOnTheRail() }
        if message.isDriverInput { lastInputClock = clock }
        if let logged = EventLog.wording(of: message, in: self) { eventLog.add(logged, at: clock) }
        // What the car changes by itself of a hosted app's templates, the
        // app hears in the same step (its own commands it knows of).
        guard !message.isAppRequest, apps.contains(where: \.app.isHosted) else { return apply(message) }
        let before = apps.map(\.controller)
        let scenes = CarScreens.shownScenes(in: self)
        let effects = apply(message)
        for index in apps.indices where apps[index].app.isHosted && apps[index].controller != before[index] {
            carEvents.append(.templatesChanged(app: index))
        }
        CarScreens.tellScenes(&self, since: scenes)
        return effects
    }

    private mutating func apply(_ message: SessionMessage) -> [Effect] {
        switch message {
        case .rotate, .flick, .nudge, .press:
            return DriverHands.knob(message, on: &self)
        case .back:
            DriverHands.back(on: &self)
        case .home:
            pressHome()
        case .dashboard:
            CarScreens.pressDashboard(&self)
        case .touch(let x, let y):
            lastTouch = PixelPoint(x: x, y: y)
            return DriverHands.touch(x: x, y: y, on: &self)
        case .keyboard(let input):
            typeInto(input)
        case .drag(let fromColumn, let fromRow, let toColumn, let toRow):
            focusRingVisible = false
            if mode == .home {
                if toColumn != fromColumn { swipeHome(towardsNext: toColumn < fromColumn) }
            } else {
                withApp(shownApp) { MapNavigation.drag(&$0, fromColumn: fromColumn, fromRow: fromRow, toColumn: toColumn, toRow: toRow) }
            }
        case .media(let key):
            withApp(nowPlayingApp ?? shownApp) { Playback.press(&$0, key) }
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
                if apps[index].app.isHosted { carEvents.append(.disconnected(app: index)) }
            }
            mode = .disconnected
        case .profile(let newProfile):
            profile = newProfile
            withApp(shownApp) { FocusEngine.scrollToFocus(&$0) }
        case .cluster(let attached):
            clusterAttached = attached
        case .clusterControl(let control):
            CarScreens.useCluster(&self, control)
        case .clockRate(let rate):
            clockRate = min(max(rate, ClockRate.range.lowerBound), ClockRate.range.upperBound)
        case .inspector(let shown):
            inspectorShown = shown
        case .driverSide(let side):
            driverSide = side
        case .open(let tile):
            open(tile)
        case .tick(let seconds):
            tick(seconds)
        case .complete(let index, let template, let control):
            withApp(index) { scope in
                guard scope.spinning == PendingHandler(template: template, control: control) else { return }
                scope.spinning = nil
                if let handler = scope.handler(of: control, in: template) { scope.run(handler.actions) }
            }
        case .timeline(let index, let entry):
            withApp(index) { scope in
                if let entry = scope.app.events.timeline[safe: entry] { scope.run(entry.actions) }
            }
        case .glyphs(let glyphs):
            self.glyphs = glyphs
        case .request(let index, let request):
            let outcome = withApp(index) { $0.answer(request) }
            return outcome == .done ? [] : [.answered(outcome)]
        case .phone(let name):
            // The phone acts on its own: playback changes there, and the car
            // follows it without opening now playing.
            guard let index = app(withPhoneEvent: name) else { return [] }
            withApp(index) { $0.run($0.app.events.phone[name] ?? [], opensNowPlaying: false) }
        }
        return []
    }

    /// The rail's controls come and go (the Now Playing button with
    /// playback, dock slots with the display's height): focus on one that
    /// went finds the nearest that is left.
    private mutating func keepFocusOnTheRail() {
        guard tracksFocus, mode == .app, let focus, StatusRailLayout.isRailControl(focus), !StatusRailLayout.controls(self).contains(focus) else { return }
        withApp(shownApp) { FocusEngine.resetFocus(&$0) }
    }

    /// Limited UI on or off; every app hears of a change, and focus finds
    /// what is left of a trimmed list.
    private mutating func setLimitedUI(_ on: Bool) {
        let before = limitedUI
        limitedUI = on
        withApp(shownApp) { FocusEngine.resetFocus(&$0) }
        guard on != before else { return }
        if apps.contains(where: \.app.isHosted) { carEvents.append(.limitedUI(on)) }
        for index in apps.indices {
            withApp(index) { $0.run($0.app.events.limitedUI[on] ?? []) }
        }
    }

    private mutating func tick(_ seconds: Double) {
        let barWasHidden = AppScope.barMayHide(in: self) && shown.isNavigationBarHidden
        clock += seconds
        if nowPlaying.advance(by: seconds) { withApp(nowPlayingApp ?? shownApp) { Playback.apply(&$0, .next) } }
        if appearanceFollowsClock { setAppearance(carApp.night.appearance(atMinute: clockMinute)) }
        for index in apps.indices where apps[index].navigation != nil || apps[index].navigationAlert != nil {
            withApp(index) { MapNavigation.drive(&$0, for: seconds) }
        }
        if (AppScope.barMayHide(in: self) && shown.isNavigationBarHidden) != barWasHidden { withApp(shownApp) { FocusEngine.resetFocus(&$0) } }
    }

    /// The keyboard types into the shown app's template in front.
    private mutating func typeInto(_ input: KeyboardInput) {
        guard mode == .app else { return }
        withApp(shownApp) { $0.type(input) }
    }

    /// Switches the appearance; the app hears of a change (contentStyle).
    mutating func setAppearance(_ new: Appearance) {
        guard new != appearance else { return }
        appearance = new
        if apps.contains(where: \.app.isHosted) { carEvents.append(.appearance(new)) }
        for index in apps.indices {
            withApp(index) { $0.run($0.app.events.appearance[new] ?? []) }
        }
    }
}
