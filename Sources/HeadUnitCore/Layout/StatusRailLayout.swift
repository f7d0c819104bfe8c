/// The status rail on the driver's side: clock, signal, the car's state
/// (day or night, limited UI), the dock of three app icons (the navigation
/// app's slot first, then the app playing, then the latest other), the Now
/// Playing button while something plays, and the home button, with a
/// keyline between rail and app.
enum StatusRailLayout {
    /// The day, night and limited-UI marks.
    static let dayMark = "☼", nightMark = "☾", limitedMark = "⊘"

    static func draw(_ state: SessionState, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let rail = Style(.railText, on: .rail)
        // The keyline is one column at any density; the rail's content fills the rest.
        let keyline = geometry.column(DisplayGeometry.railWidth) - 1
        let content = keyline * geometry.density.cellPointWidth
        canvas.fill(Rect(x: 0, y: 0, width: keyline, height: geometry.rows), style: rail)
        canvas.fill(Rect(x: keyline, y: 0, width: 1, height: geometry.rows), glyph: "│", style: Style(.keyline, on: .rail))
        canvas.text(state.clockText, x: 0, y: 0, width: content, align: .trailing, style: Style(.railText, on: .rail, bold: true))
        let connected = state.mode != .disconnected
        canvas.text(connected ? Glyphs.signal : Glyphs.noSignal, x: 0, y: 16, width: content, align: .center, style: rail)
        let marks = (state.appearance == .night ? nightMark : dayMark) + (state.limitedUI ? " " + limitedMark : "")
        canvas.text(
            marks, x: 0, y: 32, width: content, align: .center, style: Style(state.limitedUI ? .railAccent : .railText, on: .rail))

        let home = state.homeScreen
        let shown: HomeScreen.Tile? =
            switch state.mode {
            case .app, .ended, .system: .app(state.shownApp)
            case .builtIn(let app): .builtIn(app)
            case .home, .disconnected, .dashboard: nil
            }
        for (slot, tile) in dockSlots(state) {
            let isShown = tile == shown
            railControl(
                .dockApp(slot), "[\(home.label(of: tile, in: state).glyph)]", y: 48 * (slot + 1),
                style: Style(isShown ? .railAccent : .railText, on: .rail, bold: isShown), width: keyline, on: &canvas)
        }
        if showsNowPlaying(state) {
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
