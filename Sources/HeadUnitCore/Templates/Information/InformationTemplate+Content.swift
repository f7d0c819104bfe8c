/// An information template as the session, lint and layout see it: a
/// scrolling column of items over a row of up to 3 buttons.
extension InformationTemplate: TemplateContent {
    static let kind = TemplateKind.information
    static let displayName = "information"
    static let isModal = false
    static let asciiStandIns: [(glyphs: String, ascii: Character)] = []

    var body: TemplateBody { .information(self) }
    var navigationTitle: String? { title }

    func handlerSlots() -> [HandlerSlot] {
        HandlerSlot.each(actions, in: "actions", control: { .informationAction($0) }, handler: \.handler)
    }

    func findings(in context: RuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        if items.count > CarPlayLimits.informationItems {
            findings.append(
                .warning(
                    .trimmed(.informationLimit, context.template, count: items.count, "items", shown: CarPlayLimits.informationItems),
                    at: "items[\(CarPlayLimits.informationItems)]"))
        }
        if actions.count > CarPlayLimits.informationActions {
            findings.append(
                .warning(
                    .trimmed(.informationLimit, context.template, count: actions.count, "actions", shown: CarPlayLimits.informationActions),
                    at: "actions[\(CarPlayLimits.informationActions)]"))
        }
        return findings
    }

    func focusAreas(in state: SessionState) -> [FocusArea] {
        [
            .column(FocusAreas.body, shownItems.indices.map { .informationItem($0) }),
            .row("actions", shownActions.indices.map { .informationAction($0) }),
        ]
    }

    func scrollContent(limited: Bool, bodyHeight: Int) -> ScrollContent? {
        InformationLayout.scrollContent(of: self, bodyHeight: bodyHeight)
    }

    func draw(_ context: TemplateContext, on canvas: inout Canvas) {
        InformationLayout.draw(self, view: context.view, on: &canvas)
    }
}
