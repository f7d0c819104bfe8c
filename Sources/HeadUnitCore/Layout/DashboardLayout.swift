/// CarPlay Dashboard: the app area split in two, the navigation app's map
/// on the leading side (its guidance over it during a trip, else its
/// shortcut buttons, up to two, at its foot) and now playing on the
/// trailing side, as CarPlay Dashboard shows them.
enum DashboardLayout {
    static func draw(_ state: SessionState, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let appLeft = geometry.column(geometry.appX)
        let columns = geometry.columns - appLeft
        // The map takes a little over half, so that now playing keeps its words on a narrow display.
        let mapColumns = columns * 11 / 20
        let map = Rect(x: appLeft, y: 0, width: mapColumns, height: geometry.rows)
        let playing = Rect(x: appLeft + mapColumns + 1, y: 1, width: columns - mapColumns - 2, height: min(geometry.rows - 2, 7))
        drawMap(state, in: map, on: &canvas)
        drawNowPlaying(state, in: playing, on: &canvas)
    }

    /// The navigation app's map, its guidance or its shortcut buttons; the
    /// car's Maps without a navigation app.
    private static func drawMap(_ state: SessionState, in rect: Rect, on canvas: inout Canvas) {
        guard let index = CarScreens.dashboardApp(in: state) else {
            canvas.text(BuiltInApp.maps.name, column: rect.x, row: rect.height / 2, columns: rect.width, align: .center, style: Style(.secondary, bold: true))
            return
        }
        let app = state.scope(of: index)
        if let id = app.mapTemplateID, case .map(let template)? = app.templates[id]?.body {
            MapLayout.draw(
                MapTemplateLayout.picture(template, app.navigation), template.fittingRegion(rect, geometry: canvas.geometry), in: rect, panning: false,
                on: &canvas)
        } else {
            canvas.text(app.app.name, column: rect.x, row: rect.height / 2, columns: rect.width, align: .center, style: Style(.secondary, bold: true))
        }
        if let session = app.navigation {
            let panel = Rect(x: rect.x + 1, y: 1, width: rect.width - 2, height: min(rect.height - 2, 7))
            GuidanceLayout.draw(session, units: app.app.navigation.units, clockSeconds: state.clockSeconds, in: panel, on: &canvas)
            return
        }
        let buttons = CarScreens.dashboardButtons(in: state)
        for (slot, button) in buttons.enumerated() {
            let box = Rect(x: rect.x + 1, y: rect.maxY - 1 - 3 * (buttons.count - slot), width: rect.width - 2, height: 3)
            drawButton(button, id: .dashboardButton(slot), in: box, on: &canvas)
        }
    }

    /// A shortcut button: a card with its glyph and the title and subtitle
    /// that fit, heavy and filled when focused.
    private static func drawButton(_ button: DashboardButton, id: ControlID, in box: Rect, on canvas: inout Canvas) {
        let focused = canvas.isFocused(id)
        let surface: Surface = focused ? .focus : .card
        canvas.fill(box, style: Style(.text, on: surface))
        canvas.box(box, style: Style(focused ? .focusEdge : .separator, on: surface), focused: focused)
        let inner = box.width - 4
        let glyph = button.glyph.map { "\($0) " } ?? ""
        let title = glyph + TextFit.firstFitting(button.titleVariants, width: inner - TextWidth.columns(of: glyph))
        // The subtitle's variant that fits beside the title.
        let subtitle = TextFit.firstFitting(button.subtitleVariants, width: inner - TextWidth.columns(of: title) - 2)
        let line = [title, subtitle].filter { !$0.isEmpty }.joined(separator: "  ")
        canvas.text(line, column: box.x + 2, row: box.y + 1, columns: inner, style: Style(focused ? .focusText : .text, on: surface, bold: true))
        canvas.register(id, box)
    }

    /// Now playing's card: what plays, who by, and its transport (previous,
    /// play or pause, next), which the knob reaches after the shortcut
    /// buttons and a finger presses.
    private static func drawNowPlaying(_ state: SessionState, in card: Rect, on canvas: inout Canvas) {
        ModalLayout.card(card, on: &canvas)
        let inner = card.width - 4
        canvas.text("Now Playing", column: card.x + 2, row: card.y + 1, columns: inner, style: Style(.secondary, on: .card))
        guard let track = state.nowPlaying.track else {
            canvas.text("Not Playing", column: card.x + 2, row: card.y + 3, columns: inner, style: Style(.text, on: .card, bold: true))
            return
        }
        canvas.text(track.title, column: card.x + 2, row: card.y + 3, columns: inner, style: Style(.text, on: .card, bold: true))
        canvas.text(track.artist ?? "", column: card.x + 2, row: card.y + 4, columns: inner, style: Style(.secondary, on: .card))
        let transport = NowPlayingLayout.transport(isPlaying: state.nowPlaying.isPlaying)
        let widths = transport.map { TextWidth.columns(of: $0.1) + 2 }
        // A column between them where the card has it (each keeps its own padding).
        let gap = inner >= widths.reduce(0, +) + transport.count - 1 ? 1 : 0
        var column = card.x + 2 + max(0, inner - widths.reduce(0, +) - gap * (transport.count - 1)) / 2
        for (index, (id, label)) in transport.enumerated() {
            column = canvas.inlineControl(id, label, column: column, row: card.maxY - 2, maxColumns: widths[index], style: Style(.accent, on: .card)).maxX + gap
        }
    }
}
