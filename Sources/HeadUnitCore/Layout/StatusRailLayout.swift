/// The status rail on the driver's side: clock, signal, the dock of three
/// app icons (the navigation app's slot first) and the home button, with a
/// keyline between rail and app.
enum StatusRailLayout {
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

        let appIcon = state.app.initial
        let dock = state.app.category == .navigation ? [appIcon, "♪", "☎"] : ["M", appIcon, "☎"]
        let active = dock.firstIndex(of: appIcon)
        for (slot, icon) in dock.enumerated() {
            let y = 48 * (slot + 1)
            guard y + 16 <= geometry.height - 48 else { break }
            let isApp = slot == active && state.mode == .app
            canvas.text("[\(icon)]", x: 0, y: y, width: content, align: .center, style: Style(isApp ? .railAccent : .railText, on: .rail, bold: isApp))
        }
        let homeRow = canvas.text(Glyphs.home, x: 0, y: geometry.height - 32, width: content, align: .center, style: rail)
        canvas.register(.homeButton, Rect(x: 0, y: homeRow.y, width: keyline, height: 1))
    }
}
