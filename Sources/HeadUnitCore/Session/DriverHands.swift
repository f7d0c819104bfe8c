/// What the driver's hands do, routed to the screen they act on: the
/// knob (the home screen's tiles, or the app on screen), the back button,
/// a touch (the car's own controls, or the app's), a press of a control.
enum DriverHands {
    static func knob(_ message: SessionMessage, on state: inout SessionState) -> [Effect] {
        var message = message
        if !state.focusRingVisible {
            // The first detent (or press) shows the hidden ring; the rest of a turn moves it.
            state.focusRingVisible = true
            guard case .rotate(let detents) = message, abs(detents) > 1 else { return [] }
            message = .rotate(detents - detents.signum())
        }
        switch (message, state.mode) {
        case (.press, _):
            // While panning the knob moves the map; its press ends that.
            if state.shown.isPanning {
                state.withApp(state.shownApp) { MapNavigation.endPanning(&$0) }
            } else if let control = state.focus {
                return activate(control, on: &state)
            }
        case (.rotate(let detents), .home):
            state.rotateHome(by: detents)
        case (.flick(let direction), .home):
            state.rotateHome(by: direction * 5)
        case (.nudge(let direction), .home):
            state.nudgeHome(direction)
        case (.rotate(let detents), .dashboard):
            CarScreens.rotateDashboard(&state, by: detents)
        case (.flick(let direction), .dashboard):
            CarScreens.rotateDashboard(&state, by: direction * 5)
        case (.nudge(let direction), .dashboard):
            CarScreens.rotateDashboard(&state, by: direction == .left || direction == .up ? -1 : 1)
        case (.rotate(let detents), .app):
            state.withApp(state.shownApp) { FocusEngine.rotate(&$0, by: detents) }
        case (.flick(let direction), .app):
            state.withApp(state.shownApp) { FocusEngine.rotate(&$0, by: direction * 5) }
        case (.nudge(let direction), .app):
            state.withApp(state.shownApp) { FocusEngine.nudge(&$0, direction) }
        default:
            break
        }
        return []
    }

    /// The back button: the template on top (or the modal) says what it
    /// does; most leave, popped or dismissed.
    static func back(on state: inout SessionState) {
        switch state.mode {
        case .app: break
        case .home:
            if !state.recentApps.isEmpty { state.returnToApp() }
            return
        case .system: return state.returnToApp()
        case .builtIn: return state.goHome()
        case .dashboard: return CarScreens.pressDashboard(&state)
        case .ended, .disconnected: return
        }
        state.withApp(state.shownApp) { $0.back() }
    }

    /// Presses a control of the screen: the car's own (the rail, the home
    /// screen's tiles, the buttons of its screens), or the shown app's.
    static func activate(_ control: ControlID, on state: inout SessionState) -> [Effect] {
        switch control {
        case .homeButton:
            state.pressHome()
        case .homeApp(let index):
            if let tile = state.homeScreen.tiles[safe: index] { state.open(tile) }
        case .dockApp(let slot):
            if let tile = state.dock[safe: slot] { state.open(tile) }
        case .railNowPlaying:
            state.openNowPlaying()
        case .relaunch:
            if state.nowPlayingApp == state.shownApp { state.nowPlaying.isPlaying = false }
            state.withApp(state.shownApp) { $0.connect() }
            state.returnToApp()
        case .systemButton:
            if case .builtIn = state.mode { state.goHome() } else { state.returnToApp() }
        case .dashboardButton(let index):
            CarScreens.chooseDashboardButton(&state, index)
        case .nowPlaying(let transport) where state.mode == .dashboard:
            CarScreens.pressTransport(&state, transport)
        default:
            return state.withApp(state.shownApp) { $0.activate(control) }
        }
        return []
    }

    static func touch(x: Int, y: Int, on state: inout SessionState) -> [Effect] {
        let screen = Layout.screen(for: state)
        let scale = Double(max(1, state.profile.scale))
        guard let control = TouchTarget.control(atX: Double(x) / scale, y: Double(y) / scale, on: screen, density: state.density) else { return [] }
        state.focusRingVisible = false
        // A touch on a map does not start the knob's panning; a drag moves it.
        return control == .map ? [] : activate(control, on: &state)
    }
}

extension ControlRegion {
    /// A touch in the middle of the control's cells, in display pixels.
    public func touchedInTheMiddle(on state: SessionState) -> SessionMessage {
        let point = state.geometry.pixel(ofColumn: rect.x + rect.width / 2, row: rect.y + rect.height / 2, scale: state.profile.scale)
        return .touch(x: point.x, y: point.y)
    }
}
