/// The screens the car shows instead of the app's templates: its home
/// screen, the notice that no phone is connected, the notice that the app
/// was ended for breaking a CarPlay rule, and the car's own screens an app
/// hands over to (Siri, Maps, Phone).
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
        button(.relaunch, "Relaunch", below: bottom, ink: .accent, on: &canvas)
    }

    /// A system screen. Siri is a card over the dimmed app, reading the
    /// conversation, with Dismiss; Maps and Phone fill the app area and
    /// offer the way back to the app.
    static func system(_ screen: SystemScreen, _ state: SessionState, on canvas: inout Canvas) {
        switch screen {
        case .siri(let reading):
            siri(reading, on: &canvas)
        case .maps(let destination):
            let bottom = message(title: "Maps", body: "Directions to \(destination)", titleInk: .accent, on: &canvas)
            button(.systemButton, "Back to \(state.app.name)", below: bottom, ink: .accent, on: &canvas)
        case .phone(let calling):
            let bottom = message(title: "Calling…", body: calling, titleInk: .text, on: &canvas)
            button(.systemButton, "End", below: bottom, ink: .destructive, on: &canvas)
        }
    }

    /// Siri's card at the bottom of the dimmed app: its mark, what it
    /// reads (up to 3 lines), and Dismiss.
    private static func siri(_ reading: String, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        ModalLayout.dimAppArea(on: &canvas)
        let appLeft = geometry.column(geometry.appX)
        let width = geometry.columns - appLeft - 4
        let lines = TextFit.wrap(reading, width: width - 4, maximumLines: 3)
        let buttonWidth = min(width - 4, 14 * geometry.density.rawValue)
        let height = lines.count + 6
        let card = Rect(x: appLeft + 2, y: max(0, geometry.rows - height - 1), width: width, height: min(height, geometry.rows))
        ModalLayout.card(card, on: &canvas)
        canvas.text("◉ Siri", column: card.x + 2, row: card.y + 1, columns: width - 4, style: Style(.accent, on: .card, bold: true))
        for (index, line) in lines.enumerated() {
            canvas.text(line, column: card.x + 2, row: card.y + 2 + index, columns: width - 4, style: Style(.text, on: .card))
        }
        let buttonRect = Rect(x: card.x + (width - buttonWidth) / 2, y: card.maxY - 4, width: buttonWidth, height: 3)
        canvas.boxedButton(.systemButton, "Dismiss", in: buttonRect, ink: .accent, surface: .card)
    }

    /// A screen's one button, at least 128 points wide, centred under the
    /// text ending at `bottom` points.
    private static func button(_ id: ControlID, _ label: String, below bottom: Int, ink: Ink, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let width = min(geometry.appWidth - 32, max(128, (TextWidth.columns(of: label) + 4) * 8) / 8 * 8)
        let x = geometry.appX + (geometry.appWidth - width) / 2 / 8 * 8
        let y = min(geometry.height - 48, bottom + 16)
        canvas.boxedButton(id, label, in: canvas.cells(x: x, y: y, width: width, height: 48), ink: ink)
    }

    /// A centred title over wrapped body text; returns where the text ends, in points.
    @discardableResult
    private static func message(title: String, body: String, titleInk: Ink, on canvas: inout Canvas) -> Int {
        let geometry = canvas.geometry
        let width = geometry.appWidth - 32
        let lines = TextFit.wrap(body, width: geometry.columns(width), maximumLines: 4)
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
