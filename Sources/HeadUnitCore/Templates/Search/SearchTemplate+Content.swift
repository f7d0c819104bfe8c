/// A search template as the session, lint and layout see it: the field the
/// keyboard fills (refused while driving, as in a car), and the results,
/// a list the knob walks.
extension SearchTemplate: TemplateContent {
    static let kind = TemplateKind.search
    static let displayName = "search"
    static let isModal = false
    static let raisesWhenShown = false
    static let asciiStandIns: [(glyphs: String, ascii: Character)] = [("⌕", ">")]

    var body: TemplateBody { .search(self) }
    var typedText: String? { searchText }
    static let takesTyping = true

    /// Every result's handler, under every query.
    func handlerSlots() -> [HandlerSlot] {
        var slots = HandlerSlot.each(results, in: "results", control: { .listItem(section: 0, item: $0) }, handler: \.handler, isEnabled: \.isEnabled)
        for (query, items) in resultsByQuery.sorted(by: { $0.key < $1.key }) {
            slots += HandlerSlot.each(
                items, in: "resultsByQuery.\(query)", control: { .listItem(section: 0, item: $0) }, handler: \.handler, isEnabled: \.isEnabled)
        }
        return slots
    }

    func focusAreas(in environment: TemplateEnvironment) -> [FocusArea] {
        resultsList.focusAreas(in: environment)
    }

    mutating func press(_ control: ControlID, limited: Bool) -> ControlPress {
        var list = resultsList
        return list.press(control, limited: limited)
    }

    /// Typing fills the field; while the car limits the interface (driving)
    /// the keyboard is refused.
    mutating func type(_ input: KeyboardInput, limited: Bool) -> Bool {
        !limited && type(input)
    }

    /// A search pushed again starts with an empty field.
    mutating func clearForShowing() { clear() }
    var clearsWhenShown: Bool { true }

    mutating func keepSessionState(of old: any TemplateContent) {
        if let old = old as? SearchTemplate { keepText(of: old) }
    }

    func scrollContent(limited: Bool, geometry: DisplayGeometry) -> ScrollContent? {
        ScrollContent(
            geometry: ListLayout.content(of: resultsList.shownSections(limited: limited)), viewport: geometry.bodyHeight - SearchLayout.fieldHeight
        )
    }

    func draw(_ context: TemplateContext, on canvas: inout Canvas) {
        SearchLayout.draw(self, context, on: &canvas)
    }
}
