/// A grid as the session, lint and layout see it: rows of buttons the knob
/// walks in reading order and nudges between spatially.
extension GridTemplate: TemplateContent {
    static let kind = TemplateKind.grid
    static let displayName = "grid"
    static let isModal = false
    static let raisesWhenShown = false
    static let asciiStandIns: [(glyphs: String, ascii: Character)] = []

    var body: TemplateBody { .grid(self) }
    var navigationTitle: String? { title }

    func handlerSlots() -> [HandlerSlot] {
        HandlerSlot.each(buttons, in: "buttons", control: { .gridButton($0) }, handler: \.handler, isEnabled: \.isEnabled)
    }

    func findings(in context: RuleContext) -> [RuleFinding] {
        guard buttons.count > CarPlayLimits.gridButtons else { return [] }
        return [
            .warning(
                .trimmed(.gridButtonLimit, context.template, count: buttons.count, "buttons", shown: CarPlayLimits.gridButtons),
                at: "buttons[\(CarPlayLimits.gridButtons)]")
        ]
    }

    func focusAreas(in environment: TemplateEnvironment) -> [FocusArea] {
        var rows: [[ControlID]] = []
        var index = 0
        for count in rowCounts {
            rows.append((index..<index + count).filter { buttons[$0].isEnabled }.map { .gridButton($0) })
            index += count
        }
        return [.grid(FocusArea.Names.body, rows)]
    }

    func draw(_ context: TemplateContext, on canvas: inout Canvas) {
        GridLayout.draw(self, on: &canvas)
    }
}
