/// An alert as the session, lint and layout see it: a modal card whose
/// first two actions sit in one row and trap focus.
extension AlertTemplate: TemplateContent {
    static let kind = TemplateKind.alert
    static let displayName = "alert"
    static let isModal = true
    static let raisesWhenShown = true
    static let asciiStandIns: [(glyphs: String, ascii: Character)] = []

    var body: TemplateBody { .alert(self) }

    func handlerSlots() -> [HandlerSlot] {
        HandlerSlot.each(actions, in: "actions", control: { .alertAction($0) }, handler: \.handler)
    }

    func findings(in context: RuleContext) -> [RuleFinding] {
        if actions.isEmpty { return [.exception(.noActions(context.template), at: "actions")] }
        guard actions.count > CarPlayLimits.alertActionsShown else { return [] }
        return [
            .warning(
                .trimmed(.alertActions, context.template, count: actions.count, "actions", shown: CarPlayLimits.alertActionsShown),
                at: "actions[\(CarPlayLimits.alertActionsShown)]")
        ]
    }

    mutating func back() -> BackPress { actions.backPress }

    func focusAreas(in environment: TemplateEnvironment) -> [FocusArea] {
        [.row("alert", shownActions.indices.map { .alertAction($0) })]
    }

    /// The first action that does not cancel, as a car focuses it.
    func initialFocus(in areas: [FocusArea]) -> ControlID? {
        .alertAction(shownActions.firstIndex { $0.style != .cancel } ?? 0)
    }

    func draw(_ context: TemplateContext, on canvas: inout Canvas) {
        AlertLayout.draw(self, on: &canvas)
    }
}
