/// An action sheet as the session, lint and layout see it: a modal column
/// of actions rising from the bottom, trapping focus.
extension ActionSheetTemplate: TemplateContent {
    static let kind = TemplateKind.actionSheet
    static let displayName = "action sheet"
    static let isModal = true
    static let raisesWhenShown = true
    static let asciiStandIns: [(glyphs: String, ascii: Character)] = []

    var body: TemplateBody { .actionSheet(self) }

    func handlerSlots() -> [HandlerSlot] {
        HandlerSlot.each(actions, in: "actions", control: { .sheetAction($0) }, handler: \.handler)
    }

    func findings(in context: RuleContext) -> [RuleFinding] {
        actions.isEmpty ? [.exception(.noActions(context.template), at: "actions")] : []
    }

    mutating func back() -> BackPress { actions.backPress }

    func focusAreas(in environment: TemplateEnvironment) -> [FocusArea] {
        [.column("sheet", actions.indices.map { .sheetAction($0) })]
    }

    func draw(_ context: TemplateContext, on canvas: inout Canvas) {
        ActionSheetLayout.draw(self, focus: canvas.focus, on: &canvas)
    }
}
