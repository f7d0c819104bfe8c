/// The screens the car shows instead of the app's templates: its home
/// screen, the notice that no phone is connected, and the notice that the
/// app was ended for breaking a CarPlay rule.
enum SystemScreensLayout {
    /// The home screen: the app's tile, focused; pressing it returns to the app.
    static func home(_ state: SessionState, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        canvas.text("CarPlay", x: geometry.appX, y: 16, width: geometry.appWidth, align: .center, style: Style(.secondary, bold: true))
        let tileWidth = 96
        let x = geometry.appX + (geometry.appWidth - tileWidth) / 2 / 8 * 8
        let y = DisplayGeometry.barHeight + max(16, (geometry.bodyHeight - 64) / 2 / 16 * 16)
        let iconX = x + (tileWidth - GridLayout.iconSize.width) / 2 / 8 * 8
        let box = canvas.cells(x: iconX, y: y, width: GridLayout.iconSize.width, height: GridLayout.iconSize.height)
        let focused = canvas.isFocused(.homeApp)
        canvas.box(box, style: Style(focused ? .focusEdge : .separator), focused: focused)
        canvas.text(
            state.app.initial, column: box.x + 1, row: box.y + (box.height - 1) / 2, columns: box.width - 2, align: .center, style: Style(.accent, bold: true))
        let title = TextFit.truncate(state.app.name, to: geometry.columns(tileWidth) - 2)
        let titleWidth = TextWidth.columns(of: title) + 2
        canvas.inlineControl(
            .homeApp, title, column: geometry.column(x) + (geometry.columns(tileWidth) - titleWidth) / 2,
            row: geometry.textRow(y + GridLayout.iconSize.height), maxColumns: titleWidth, style: Style(.text), registers: false)
        canvas.register(.homeApp, canvas.cells(x: x, y: y, width: tileWidth, height: GridLayout.buttonHeight))
    }

    /// No phone connected.
    static func disconnected(_ state: SessionState, on canvas: inout Canvas) {
        message(title: "No iPhone Connected", body: "Connect to use \(state.app.name).", titleInk: .text, on: &canvas)
    }

    /// The app was ended by a broken rule, with a button that relaunches it.
    static func ended(_ state: SessionState, violation: RuleViolation, on canvas: inout Canvas) {
        let bottom = message(
            title: "\(state.app.name) Stopped", body: violation.description, titleInk: .destructive, on: &canvas)
        let geometry = canvas.geometry
        let width = 128
        let x = geometry.appX + (geometry.appWidth - width) / 2 / 8 * 8
        let y = min(geometry.height - 48, bottom + 16)
        canvas.boxedButton(.relaunch, "Relaunch", in: canvas.cells(x: x, y: y, width: width, height: 48), ink: .accent)
    }

    /// A centred title over wrapped body text; returns where the text ends, in points.
    @discardableResult
    private static func message(title: String, body: String, titleInk: Ink, on canvas: inout Canvas) -> Int {
        let geometry = canvas.geometry
        let width = geometry.appWidth - 32
        let lines = Array(TextFit.wrap(body, width: geometry.columns(width)).prefix(4))
        var y = max(16, (geometry.height - 16 * (lines.count + 2) - 64) / 2 / 16 * 16)
        canvas.text(title, x: geometry.appX + 16, y: y, width: width, align: .center, style: Style(titleInk, bold: true))
        y += 32
        for line in lines {
            canvas.text(line, x: geometry.appX + 16, y: y, width: width, align: .center, style: Style(.secondary))
            y += 16
        }
        return y
    }
}
