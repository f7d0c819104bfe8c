/// An information template as the session, lint and layout see it: a
/// scrolling column of items over a row of up to 3 buttons.
extension InformationTemplate: TemplateContent {
    static let kind = TemplateKind.information
    static let displayName = "information"
    static let isModal = false
    static let raisesWhenShown = false
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

    /// The items are text (CPInformationItem has no handler): the knob
    /// stops only on the actions, and on the body as a whole when it
    /// overflows, where turning scrolls it.
    func focusAreas(in environment: TemplateEnvironment) -> [FocusArea] {
        let scroll = InformationLayout.scrollContent(of: self, bodyHeight: environment.geometry.bodyHeight)
        return [
            .column(FocusArea.Names.body, scroll.geometry.height > scroll.viewport ? [.scrollBody] : []),
            .row("actions", shownActions.indices.map { .informationAction($0) }),
        ]
    }

    /// The first action, where a driver acts; else the scrolling body.
    func initialFocus(in areas: [FocusArea]) -> ControlID? {
        shownActions.isEmpty ? areas.first { $0.name == FocusArea.Names.body }?.controls.first : .informationAction(0)
    }

    func scrollContent(limited: Bool, geometry: DisplayGeometry) -> ScrollContent? {
        InformationLayout.scrollContent(of: self, bodyHeight: geometry.bodyHeight)
    }

    func draw(_ context: TemplateContext, on canvas: inout Canvas) {
        InformationLayout.draw(self, view: context.view, on: &canvas)
    }
}
