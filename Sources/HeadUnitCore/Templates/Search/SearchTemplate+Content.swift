/// A search template as the session, lint and layout see it: the field the
/// keyboard fills (refused while driving, as in a car), and the results,
/// a list the knob walks.
extension SearchTemplate: TemplateContent {
    static let kind = TemplateKind.search
    static let displayName = "search"
    static let isModal = false
    static let asciiStandIns: [(glyphs: String, ascii: Character)] = [("⌕", ">")]

    var body: TemplateBody { .search(self) }
    var typedText: String? { searchText }

    /// Every result's handler, under every query.
    func handlerSlots() -> [HandlerSlot] {
        var slots = HandlerSlot.each(results, in: "results", control: { .listItem(section: 0, item: $0) }, handler: \.handler, isEnabled: \.isEnabled)
        for (query, items) in resultsByQuery.sorted(by: { $0.key < $1.key }) {
            slots += HandlerSlot.each(
                items, in: "resultsByQuery.\(query)", control: { .listItem(section: 0, item: $0) }, handler: \.handler, isEnabled: \.isEnabled)
        }
        return slots
    }

    func focusAreas(in scope: AppScope) -> [FocusArea] {
        resultsList.focusAreas(in: scope)
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

    mutating func keepSessionState(of old: any TemplateContent) {
        if let old = old as? SearchTemplate { keepText(of: old) }
    }

    func scrollContent(limited: Bool, geometry: DisplayGeometry) -> ScrollContent? {
        ScrollContent(geometry: ListLayout.content(of: resultsList.shownSections(limited: limited)), viewport: geometry.bodyHeight - SearchLayout.fieldHeight)
    }

    func draw(_ context: TemplateContext, on canvas: inout Canvas) {
        SearchLayout.draw(self, context, on: &canvas)
    }
}

/// A search template: the field under the bar (what is typed, with a
/// cursor; the notice that the keyboard is locked while driving), and the
/// results as list rows under it.
enum SearchLayout {
    /// The field's height: its line and a rule under it.
    static let fieldHeight = 32

    static func draw(_ search: SearchTemplate, _ context: TemplateContext, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let x = geometry.appX + 8, width = geometry.appWidth - 16
        let y = DisplayGeometry.barHeight
        if context.state.limitedUI {
            canvas.text("⌕ Keyboard not available while driving", x: x, y: y, width: width, style: Style(.secondary))
        } else if search.searchText.isEmpty {
            canvas.text("⌕", x: x, y: y, width: 8, style: Style(.secondary))
            canvas.text("▏", x: x + 16, y: y, width: 8, style: Style(.accent))
            canvas.text("Search", x: x + 24, y: y, width: width - 24, style: Style(.secondary))
        } else {
            let shown = canvas.text("⌕ " + search.searchText, x: x, y: y, width: width - 8, style: Style(.text, bold: true))
            canvas.text("▏", column: shown.maxX, row: shown.y, columns: 1, style: Style(.accent))
        }
        canvas.fill(canvas.cells(x: x, y: y + 24, width: width, height: 8), glyph: Glyphs.separator, style: Style(.separator))
        ListLayout.draw(search.resultsList, context, top: y + fieldHeight, on: &canvas)
    }
}
