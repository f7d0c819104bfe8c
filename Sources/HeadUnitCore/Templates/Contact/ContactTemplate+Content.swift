/// A contact as the session, lint and layout see it: the person's details,
/// and a row of up to 4 buttons the knob walks.
extension ContactTemplate: TemplateContent {
    static let kind = TemplateKind.contact
    static let displayName = "contact"
    static let isModal = false
    static let raisesWhenShown = false
    static let asciiStandIns: [(glyphs: String, ascii: Character)] = []

    var body: TemplateBody { .contact(self) }

    func handlerSlots() -> [HandlerSlot] {
        HandlerSlot.each(contact.actions, in: "contact.actions", control: { .contactAction($0) }, handler: \.handler)
    }

    func findings(in context: RuleContext) -> [RuleFinding] {
        let limit = CarPlayLimits.contactActions
        guard contact.actions.count > limit else { return [] }
        return [.warning(.trimmed(.contactActions, context.template, count: contact.actions.count, "buttons", shown: limit), at: "contact.actions[\(limit)]")]
    }

    func focusAreas(in environment: TemplateEnvironment) -> [FocusArea] {
        [.row("actions", shownActions.indices.map { .contactAction($0) })]
    }

    func draw(_ context: TemplateContext, on canvas: inout Canvas) {
        ContactLayout.draw(self, on: &canvas)
    }
}
