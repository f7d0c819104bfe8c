/// An alert: the app area dimmed, a card centred on it with the first
/// title variant that fits (wrapped, at most 3 lines), and its first two
/// actions side by side.
enum AlertLayout {
    static let maximumTitleLines = 3

    static func draw(_ alert: AlertTemplate, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        ModalLayout.dimAppArea(on: &canvas)
        let pad = geometry.density.rawValue
        let cardWidth = min(geometry.columns(geometry.appWidth) - 4, max(30 * pad, geometry.columns(geometry.appWidth) * 6 / 10))
        let textWidth = cardWidth - 4
        let lines = titleLines(alert.titleVariants, width: textWidth)
        let buttonHeight = 3 * pad
        let cardHeight = min(geometry.rows, 2 + pad + lines.count + pad + buttonHeight + (pad - 1))
        let appLeft = geometry.column(geometry.appX)
        let card = Rect(
            x: appLeft + (geometry.columns - appLeft - cardWidth) / 2, y: (geometry.rows - cardHeight) / 2,
            width: cardWidth, height: cardHeight)
        ModalLayout.card(card, on: &canvas)
        for (index, line) in lines.enumerated() {
            canvas.text(line, column: card.x + 2, row: card.y + 1 + pad + index, columns: textWidth, align: .center, style: Style(.text, on: .card, bold: true))
        }
        let actions = Array(alert.shownActions)
        let buttonsY = card.maxY - 1 - buttonHeight - (pad - 1)
        let gap = 2
        let buttonWidth = actions.count > 1 ? (cardWidth - 2 - 2 - gap) / 2 : (cardWidth - 4) / 2
        let groupWidth = buttonWidth * actions.count + gap * (actions.count - 1)
        var x = card.x + (cardWidth - groupWidth) / 2
        for (index, action) in actions.enumerated() {
            canvas.boxedButton(
                .alertAction(index), action.title, in: Rect(x: x, y: buttonsY, width: buttonWidth, height: buttonHeight),
                ink: ModalLayout.ink(of: action.style), surface: .card)
            x += buttonWidth + gap
        }
    }

    /// The lines of the first variant that fits in `maximumTitleLines`
    /// lines with no word cut; when none does, the last one, wrapped and cut.
    static func titleLines(_ variants: [String], width: Int) -> [String] {
        for variant in variants {
            let lines = TextFit.wrap(variant, width: width)
            let cut = lines.contains { $0.contains(TextFit.ellipsis) } && !variant.contains(TextFit.ellipsis)
            if lines.count <= maximumTitleLines && !cut { return lines }
        }
        return TextFit.wrap(variants.last ?? "", width: width, maximumLines: maximumTitleLines)
    }
}
