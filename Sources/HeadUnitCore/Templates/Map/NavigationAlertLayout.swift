/// A navigation alert: a banner card across the top of the map with the
/// title and subtitle variants that fit, and its one or two buttons. Over
/// a guidance card (narrow displays) it sits below that card, or at the
/// foot of the map when there is no room: never half over it.
enum NavigationAlertLayout {
    static func draw(_ alert: NavigationAlert, over map: Rect, clearing guidance: Rect?, on canvas: inout Canvas) {
        let pad = canvas.geometry.density.rawValue
        let width = min(map.width - 2, max(28 * pad, map.width * 7 / 10))
        let height = 4 + 3 * pad
        let top = guidance.map { $0.maxY + height <= map.maxY ? $0.maxY : map.maxY - height } ?? map.y
        let card = Rect(x: map.x + (map.width - width) / 2, y: top, width: width, height: height)
        ModalLayout.card(card, on: &canvas)
        let inner = width - 4
        canvas.text(
            TextFit.firstFitting(alert.titleVariants, width: inner), column: card.x + 2, row: card.y + 1, columns: inner, align: .center,
            style: Style(.text, on: .card, bold: true))
        canvas.text(
            TextFit.firstFitting(alert.subtitleVariants, width: inner), column: card.x + 2, row: card.y + 2, columns: inner, align: .center,
            style: Style(.secondary, on: .card))
        let buttons = alert.actions.enumerated().map {
            ButtonRowLayout.Button(id: .navigationAlertAction($0.offset), title: $0.element.title, ink: ModalLayout.ink(of: $0.element.style))
        }
        let density = canvas.geometry.density
        let span = (width - 2) * density.cellPointWidth
        let each = min(128, (span - 8 * (buttons.count - 1)) / buttons.count / 8 * 8)
        let group = each * buttons.count + 8 * (buttons.count - 1)
        ButtonRowLayout.draw(
            buttons, x: (card.x + 1) * density.cellPointWidth + (span - group) / 2, width: group, y: (card.y + 3) * density.cellPointHeight, surface: .card,
            on: &canvas)
    }
}
