/// The navigation bar: a back control when the stack is deeper than its
/// root, the template's bar controls (up to 2 leading and 2 trailing
/// buttons, or now playing's Up Next), and the title centred on the app
/// area, cut where it would meet them.
enum NavigationBarLayout {
    /// The longest back label, in columns at density 1.
    static let backLabelColumns = 14

    /// Draws the bar of `template`, on top of `stack` among `templates`
    /// (the fields alone: a whole app session handed over is copied).
    static func draw(_ stack: [TemplateID], templates: [TemplateID: Template], template: Template, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let row = geometry.textRow(16)
        let appLeft = geometry.column(geometry.appX)
        let appRight = geometry.columns
        let accent = Style(.accent)
        var left = appLeft
        if stack.count > 1 {
            let previous = stack[stack.count - 2]
            let title = templates[previous]?.backTitle ?? ""
            let label = title.isEmpty ? Glyphs.back : "\(Glyphs.back) \(title)"
            let maxColumns = backLabelColumns * geometry.density.rawValue
            // A chevron alone is a car's 44-point button: touched as one.
            left =
                canvas.inlineControl(
                    .back, label, column: left, row: row, maxColumns: maxColumns, style: accent, minimumColumns: geometry.columns(48)
                ).maxX
        }
        let controls = template.body.content.barControls
        for control in controls where control.side == .leading {
            left = canvas.inlineControl(control.id, control.label, column: left, row: row, maxColumns: 12, style: accent).maxX
        }
        var right = appRight
        for control in controls.reversed() where control.side == .trailing {
            let columns = min(TextWidth.columns(of: control.label), 12) + 2
            right = canvas.inlineControl(control.id, control.label, column: right - columns, row: row, maxColumns: columns, style: accent).x
        }
        guard let title = template.title, !title.isEmpty else { return }
        // Centred on the app area when that clears the buttons; otherwise
        // centred in the space between them.
        let available = right - left - 2
        let width = min(TextWidth.columns(of: title), available)
        var start = appLeft + (appRight - appLeft - width) / 2
        if start <= left || start + width >= right { start = left + 1 + (available - width) / 2 }
        canvas.text(title, column: start, row: row, columns: width, style: Style(.text, bold: true))
    }
}
