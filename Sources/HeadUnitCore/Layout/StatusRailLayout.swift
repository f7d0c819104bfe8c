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
        let marks = [state.appearance == .night ? nightMark : dayMark] + (state.limitedUI ? [limitedMark] : [])
        canvas.text(
            marks.joined(separator: " "), x: 0, y: 32, width: content, align: .center, style: Style(state.limitedUI ? .railAccent : .railText, on: .rail))

        let home = state.homeScreen
        let shown: HomeScreen.Tile? =
            switch state.mode {
            case .app, .ended, .system: .app(state.shownApp)
            case .builtIn(let app): .builtIn(app)
            case .home, .disconnected: nil
            }
        let nowPlayingY = geometry.height - 64
        for (slot, tile) in state.dock.enumerated() {
            let y = 48 * (slot + 1)
            guard y + 16 <= nowPlayingY - 16 else { break }
            let isShown = tile == shown
            let drawn = canvas.text(
                "[\(home.label(of: tile, in: state).glyph)]", x: 0, y: y, width: content, align: .center,
                style: Style(isShown ? .railAccent : .railText, on: .rail, bold: isShown))
            registerInRail(.dockApp(slot), row: drawn.y, width: keyline, on: &canvas)
        }
        if state.nowPlayingApp != nil, state.nowPlaying.isPlaying, connected {
            let drawn = canvas.text(ListLayout.playing, x: 0, y: nowPlayingY, width: content, align: .center, style: Style(.railAccent, on: .rail))
            registerInRail(.railNowPlaying, row: drawn.y, width: keyline, on: &canvas)
        }
        let homeRow = canvas.text(Glyphs.home, x: 0, y: geometry.height - 32, width: content, align: .center, style: rail)
        registerInRail(.homeButton, row: homeRow.y, width: keyline, on: &canvas)
    }

    /// A rail control: the whole width of the rail on its row.
    private static func registerInRail(_ id: ControlID, row: Int, width: Int, on canvas: inout Canvas) {
        canvas.register(id, Rect(x: 0, y: row, width: width, height: 1))
    }
}
