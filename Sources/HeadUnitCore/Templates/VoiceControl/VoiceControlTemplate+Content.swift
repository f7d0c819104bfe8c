/// A voice control template as the session, lint and layout see it: a
/// modal card with no buttons; back dismisses it.
extension VoiceControlTemplate: TemplateContent {
    mutating func keepSessionState(of old: any TemplateContent) {
        if let old = old as? VoiceControlTemplate, let active = old.activeStateIdentifier { activate(active) }
    }

    static let kind = TemplateKind.voiceControl
    static let displayName = "voice control"
    static let isModal = true
    static let asciiStandIns: [(glyphs: String, ascii: Character)] = []

    var body: TemplateBody { .voiceControl(self) }

    func handlerSlots() -> [HandlerSlot] { [] }

    func findings(in context: RuleContext) -> [RuleFinding] {
        voiceControlStates.isEmpty ? [.exception(.noVoiceControlStates(context.template), at: "voiceControlStates")] : []
    }

    /// Nothing to focus: the driver speaks, or goes back.
    func focusAreas(in scope: AppScope) -> [FocusArea] { [] }

    func draw(_ context: TemplateContext, on canvas: inout Canvas) {
        VoiceControlLayout.draw(self, clock: context.state.clock, on: &canvas)
    }
}

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
