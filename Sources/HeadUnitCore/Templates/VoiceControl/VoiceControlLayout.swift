/// The voice control card: the state's image (pulsing when it repeats)
/// over its title, on the dimmed app.
enum VoiceControlLayout {
    static func draw(_ template: VoiceControlTemplate, clock: Double, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        ModalLayout.dimAppArea(on: &canvas)
        let appLeft = geometry.column(geometry.appX)
        let width = min(geometry.columns - appLeft - 4, 30 * geometry.density.rawValue)
        let card = Rect(x: appLeft + (geometry.columns - appLeft - width) / 2, y: (geometry.rows - 7) / 2, width: width, height: 7)
        ModalLayout.card(card, on: &canvas)
        guard let state = template.activeState else { return }
        let image = state.image ?? "◉"
        let pulse = state.repeats && Int(clock) % 2 == 1
        canvas.text(pulse ? "·" : image, column: card.x + 1, row: card.y + 2, columns: width - 2, align: .center, style: Style(.accent, on: .card, bold: true))
        canvas.text(
            TextFit.firstFitting(state.titleVariants, width: width - 4), column: card.x + 2, row: card.y + 4, columns: width - 4, align: .center,
            style: Style(.text, on: .card, bold: true))
    }
}
