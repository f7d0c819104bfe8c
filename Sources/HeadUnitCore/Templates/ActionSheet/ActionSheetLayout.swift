/// An action sheet: the app area dimmed and a sheet anchored to the bottom,
/// title and message over stacked full-width actions, each 48 points with
/// its rule, cancel-style actions last after a double rule. When the
/// actions do not all fit, the sheet shows a window around focus.
enum ActionSheetLayout {
    static func draw(_ sheet: ActionSheetTemplate, focus: ControlID?, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        ModalLayout.dimAppArea(on: &canvas)
        let appLeft = geometry.column(geometry.appX)
        let width = geometry.columns - appLeft - 4
        let inner = width - 4
        var header: [(String, Style)] = []
        if let title = sheet.title { header += TextFit.wrap(title, width: inner, maximumLines: 2).map { ($0, Style(.text, on: .card, bold: true)) } }
        if let message = sheet.message { header += TextFit.wrap(message, width: inner, maximumLines: 2).map { ($0, Style(.secondary, on: .card)) } }

        let order = sheet.actions.indices.filter { sheet.actions[$0].style != .cancel } + sheet.actions.indices.filter { sheet.actions[$0].style == .cancel }
        let firstCancel = order.firstIndex { sheet.actions[$0].style == .cancel }
        // Each action is 48 points tall with its rule: its 44-point touch square to itself.
        let pitch = 3 * geometry.density.rawValue
        let available = max(1, (geometry.rows - 2 - header.count - (header.isEmpty ? 0 : 1)) / pitch)
        var shown = order
        if order.count > available {
            let focused = order.firstIndex { focus == .sheetAction($0) } ?? 0
            let start = min(max(0, focused - available / 2), order.count - available)
            shown = Array(order[start..<(start + available)])
        }
        let lines = header.count + (header.isEmpty ? 0 : 1) + shown.count * pitch - 1
        let card = Rect(x: appLeft + 2, y: geometry.rows - lines - 2, width: width, height: lines + 2)
        ModalLayout.card(card, on: &canvas)
        var row = card.y + 1
        for (text, style) in header {
            canvas.text(text, column: card.x + 2, row: row, columns: inner, align: .center, style: style)
            row += 1
        }
        if !header.isEmpty {
            canvas.fill(Rect(x: card.x + 1, y: row, width: width - 2, height: 1), glyph: "─", style: Style(.separator, on: .card))
            row += 1
        }
        for (position, index) in shown.enumerated() {
            if position > 0 {
                let doubled = firstCancel.map { order[$0] == index } ?? false
                canvas.fill(Rect(x: card.x + 1, y: row - 1, width: width - 2, height: 1), glyph: doubled ? "═" : "─", style: Style(.separator, on: .card))
            }
            let action = sheet.actions[index]
            let id = ControlID.sheetAction(index)
            let rect = Rect(x: card.x + 1, y: row, width: width - 2, height: pitch - 1)
            canvas.text(
                action.title, column: rect.x + 1, row: rect.y + (pitch - 1) / 2, columns: rect.width - 2, align: .center,
                style: Style(ModalLayout.ink(of: action.style), on: .card, bold: action.style == .cancel))
            canvas.highlightRow(id, rect)
            canvas.register(id, rect)
            row += pitch
        }
    }
}
