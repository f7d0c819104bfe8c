/// The status rail on the driver's side: clock, signal, the dock of three
/// app icons (the navigation app's slot first) and the home button, with a
/// keyline between rail and app.
enum StatusRailLayout {
    static func draw(_ state: SessionState, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let rail = Style(.railText, on: .rail)
        let content = DisplayGeometry.railWidth - 8
        canvas.fill(canvas.cells(x: 0, y: 0, width: content, height: geometry.height), style: rail)
        canvas.fill(canvas.cells(x: content, y: 0, width: 8, height: geometry.height), glyph: "│", style: Style(.keyline))
        canvas.text(state.clockText, x: 0, y: 0, width: content, align: .trailing, style: Style(.railText, on: .rail, bold: true))
        let connected = state.mode != .disconnected
        canvas.text(connected ? Glyphs.signal : Glyphs.noSignal, x: 0, y: 16, width: content, align: .center, style: rail)

        let appIcon = String(state.app.name.first(where: { TextWidth.columns(of: $0) > 0 }) ?? "?").uppercased()
        let dock = state.app.category == .navigation ? [appIcon, "♪", "P"] : ["M", appIcon, "P"]
        let active = dock.firstIndex(of: appIcon)
        for (slot, icon) in dock.enumerated() {
            let y = 48 * (slot + 1)
            guard y + 16 <= geometry.height - 48 else { break }
            let isApp = slot == active && state.mode == .app
            canvas.text("[\(icon)]", x: 0, y: y, width: content, align: .center, style: Style(isApp ? .railAccent : .railText, on: .rail, bold: isApp))
        }
        let homeRow = canvas.text(Glyphs.home, x: 0, y: geometry.height - 32, width: content, align: .center, style: rail)
        canvas.register(.homeButton, Rect(x: 0, y: homeRow.y, width: geometry.column(content), height: 1))
    }
}
