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
        if context.environment.limitedUI {
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
