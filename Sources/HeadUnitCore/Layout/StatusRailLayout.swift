/// The status rail on the driver's side: clock, signal, the car's state
/// (day or night, limited UI), the dock of three app icons (the navigation
/// app's slot first, then the app playing, then the latest other), the Now
/// Playing button while something plays, and the home button, with a
/// keyline between rail and app.
enum StatusRailLayout {
    /// The day, night and limited-UI marks.
    static let dayMark = "☼", nightMark = "☾", limitedMark = "⊘"

    /// Draws the rail for `state`, or copies it from the canvas's memory
    /// when it shows the same as when it was drawn there.
    static func draw(_ state: SessionState, on canvas: inout Canvas) {
        let content = content(of: state)
        let focus = canvas.focus.flatMap { isRailControl($0) ? $0 : nil }
        let region = Rect(x: 0, y: 0, width: canvas.geometry.column(DisplayGeometry.railWidth), height: canvas.geometry.rows)
        canvas.part(.rail, key: content, region: region, focus: focus) { draw(content, state, on: &$0) }
    }

    /// What the rail shows for `state`.
    private static func content(of state: SessionState) -> RailContent {
        let shown: HomeScreen.Tile? =
            switch state.mode {
            case .app, .ended, .system: .app(state.shownApp)
            case .builtIn(let app): .builtIn(app)
            case .home, .disconnected, .dashboard: nil
            }
        return RailContent(
            minute: state.clockMinute, connected: state.mode != .disconnected, night: state.appearance == .night, limitedUI: state.limitedUI,
            dock: dockSlots(state).map { slot in
                let name: String? = if case .app(let index) = slot.tile { state.apps[index].app.name } else { nil }
                return RailSlot(slot: slot.slot, tile: slot.tile, appName: name, isShown: slot.tile == shown)
            },
            showsNowPlaying: showsNowPlaying(state))
    }

    /// Draws `content`, its dock's labels as `state`'s home screen names them.
    private static func draw(_ content: RailContent, _ state: SessionState, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let rail = Style(.railText, on: .rail)
        // The keyline is one column at any density; the rail's content fills the rest.
        let keyline = geometry.column(DisplayGeometry.railWidth) - 1
        let width = keyline * geometry.density.cellPointWidth
        canvas.fill(Rect(x: 0, y: 0, width: keyline, height: geometry.rows), style: rail)
        canvas.fill(Rect(x: keyline, y: 0, width: 1, height: geometry.rows), glyph: "│", style: Style(.keyline, on: .rail))
        canvas.text(
            SessionState.clockText(ofMinute: content.minute), x: 0, y: 0, width: width, align: .trailing, style: Style(.railText, on: .rail, bold: true))
        canvas.text(content.connected ? Glyphs.signal : Glyphs.noSignal, x: 0, y: 16, width: width, align: .center, style: rail)
        let marks = (content.night ? nightMark : dayMark) + (content.limitedUI ? " " + limitedMark : "")
        canvas.text(marks, x: 0, y: 32, width: width, align: .center, style: Style(content.limitedUI ? .railAccent : .railText, on: .rail))
        let home = state.homeScreen
        for slot in content.dock {
            railControl(
                .dockApp(slot.slot), "[\(home.label(of: slot.tile, in: state).glyph)]", y: 48 * (slot.slot + 1),
                style: Style(slot.isShown ? .railAccent : .railText, on: .rail, bold: slot.isShown), width: keyline, on: &canvas)
        }
        if content.showsNowPlaying {
            railControl(.railNowPlaying, ListLayout.playing, y: nowPlayingY(geometry), style: Style(.railAccent, on: .rail), width: keyline, on: &canvas)
        }
        railControl(.homeButton, Glyphs.home, y: geometry.height - 32, style: rail, width: keyline, on: &canvas)
    }

    /// The rail's controls top to bottom, as the knob reaches them.
    static func controls(_ state: SessionState) -> [ControlID] {
        dockSlots(state).map { .dockApp($0.slot) } + (showsNowPlaying(state) ? [.railNowPlaying] : []) + [.homeButton]
    }

    /// Whether a control is one of the rail's.
    static func isRailControl(_ control: ControlID) -> Bool {
        switch control {
        case .dockApp, .railNowPlaying, .homeButton: true
        default: false
        }
    }

    /// The dock's slots that fit above the home button, or above the Now
    /// Playing button while it shows (which then takes the last slot's
    /// place): the rail's controls are 48 points apart, each with its
    /// 44-point touch square to itself.
    private static func dockSlots(_ state: SessionState) -> [(slot: Int, tile: HomeScreen.Tile)] {
        let limit = showsNowPlaying(state) ? nowPlayingY(state.geometry) - 48 : state.geometry.height - 96
        return state.dock.enumerated().filter { 48 * ($0.offset + 1) <= limit }.map { ($0.offset, $0.element) }
    }

    /// The Now Playing button's row: 48 points above the home button's.
    private static func nowPlayingY(_ geometry: DisplayGeometry) -> Int { geometry.height - 80 }

    private static func showsNowPlaying(_ state: SessionState) -> Bool {
        state.nowPlayingApp != nil && state.nowPlaying.isPlaying && state.mode != .disconnected
    }

    /// A rail control: its label centred on its row (with the focus ring
    /// round it when the knob is on it), the whole width of the rail touchable.
    private static func railControl(_ id: ControlID, _ label: String, y: Int, style: Style, width: Int, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let row = geometry.textRow(y)
        let columns = TextWidth.columns(of: label) + 2
        canvas.inlineControl(id, label, column: max(0, (width - columns + 1) / 2), row: row, maxColumns: columns, style: style, registers: false)
        canvas.register(id, Rect(x: 0, y: row, width: width, height: 1))
    }
}
