/// A voice control template as the session, lint and layout see it: a
/// modal card with no buttons; back dismisses it.
extension VoiceControlTemplate: TemplateContent {
    mutating func keepSessionState(of old: any TemplateContent) {
        if let old = old as? VoiceControlTemplate, let active = old.activeStateIdentifier { activate(active) }
    }

    static let kind = TemplateKind.voiceControl
    static let displayName = "voice control"
    static let isModal = true
    static let raisesWhenShown = true
    static let asciiStandIns: [(glyphs: String, ascii: Character)] = []

    var body: TemplateBody { .voiceControl(self) }

    func handlerSlots() -> [HandlerSlot] { [] }

    func findings(in context: RuleContext) -> [RuleFinding] {
        voiceControlStates.isEmpty ? [.exception(.noVoiceControlStates(context.template), at: "voiceControlStates")] : []
    }

    /// Nothing to focus: the driver speaks, or goes back.
    func focusAreas(in environment: TemplateEnvironment) -> [FocusArea] { [] }

    /// It pulses at each whole second.
    func nextChange(after clock: Double, in environment: TemplateEnvironment) -> Double? { (clock + 1).rounded(.down) + 1e-6 }

    func draw(_ context: TemplateContext, on canvas: inout Canvas) {
        VoiceControlLayout.draw(self, clock: context.environment.clock, on: &canvas)
    }
}
