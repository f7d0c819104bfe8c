/// The screens the car shows instead of the app's templates: its home
/// screen, the notice that no phone is connected, the notice that the app
/// was ended for breaking a CarPlay rule, and the car's own screens an app
/// hands over to (Siri, Maps, Phone).
enum SystemScreensLayout {
    /// The home screen: a page of app tiles (icon and name, as a grid
    /// shows its buttons), the page's dots under them when there are more.
    static func home(_ state: SessionState, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let home = state.homeScreen
        let page = home.page(of: state.homeFocus)
        let rows = home.rows(ofPage: page)
        let slotWidth = geometry.appWidth / home.columns / 8 * 8
        let groupX = geometry.appX + (geometry.appWidth - slotWidth * home.columns) / 2 / 8 * 8
        let height = rows.count * HomeScreen.tileHeight
        let top = max(16, (geometry.height - height - (home.pages > 1 ? 16 : 0)) / 2 / 16 * 16)
        for (rowIndex, row) in rows.enumerated() {
            for (slot, index) in row.enumerated() {
                let label = home.label(of: home.tiles[index], in: state)
                GridLayout.drawButton(
                    GridButton(titleVariants: [label.name], glyph: label.glyph), id: .homeApp(index), x: groupX + slot * slotWidth, width: slotWidth,
                    y: top + rowIndex * HomeScreen.tileHeight, on: &canvas)
            }
        }
        guard home.pages > 1 else { return }
        let dots = (0..<home.pages).map { $0 == page ? "●" : "·" }.joined(separator: " ")
        canvas.text(dots, x: geometry.appX, y: top + height, width: geometry.appWidth, align: .center, style: Style(.secondary))
    }

    /// One of the car's own apps where no scenario fills its place: its
    /// name, a line on what it stands in for, and the way home.
    static func builtIn(_ app: BuiltInApp, on canvas: inout Canvas) {
        let bottom = message(title: app.name, body: app.blurb, titleInk: .accent, on: &canvas)
        button(.systemButton, "Home", below: bottom, ink: .accent, on: &canvas)
    }

    /// No phone connected.
    static func disconnected(_ state: SessionState, on canvas: inout Canvas) {
        message(title: "No iPhone Connected", body: "Connect to use \(state.shown.app.name).", titleInk: .text, on: &canvas)
    }

    /// The app was ended by a broken rule, with a button that relaunches it.
    static func ended(_ state: SessionState, violation: RuleViolation, on canvas: inout Canvas) {
        let bottom = message(
            title: "\(state.shown.app.name) Stopped", body: violation.description, titleInk: .destructive, on: &canvas)
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
            button(.systemButton, "Back to \(state.shown.app.name)", below: bottom, ink: .accent, on: &canvas)
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
