/// A grid template's body: up to 8 buttons, one row up to 4, otherwise two
/// balanced rows; each a boxed glyph with the first title variant that
/// fits under it, spread evenly across the app area.
enum GridLayout {
    /// Icon box: 40 points across, 48 down (5 x 3 cells at density 1).
    static let iconSize = (width: 40, height: 48)
    /// A button: icon and title line.
    static let buttonHeight = 64
    static let rowGap = 16

    static func draw(_ grid: GridTemplate, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let rows = grid.rowCounts
        let total = rows.count * buttonHeight + max(0, rows.count - 1) * rowGap
        let top = DisplayGeometry.barHeight + max(16, (geometry.bodyHeight - total) / 2 / 16 * 16)
        var index = 0
        for (rowIndex, count) in rows.enumerated() {
            let y = top + rowIndex * (buttonHeight + rowGap)
            let slotWidth = geometry.appWidth / count / 8 * 8
            let groupX = geometry.appX + (geometry.appWidth - slotWidth * count) / 2 / 8 * 8
            for slot in 0..<count {
                drawButton(grid.buttons[index], id: .gridButton(index), x: groupX + slot * slotWidth, width: slotWidth, y: y, on: &canvas)
                index += 1
            }
        }
    }

    /// One button: its icon box, the title under it, and its control.
    static func drawButton(_ button: GridButton, id: ControlID, x: Int, width: Int, y: Int, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let focused = canvas.isFocused(id)
        let ink: Ink = button.isEnabled ? .text : .disabled
        let boxX = x + (width - iconSize.width) / 2 / 8 * 8
        let box = canvas.cells(x: boxX, y: y, width: iconSize.width, height: iconSize.height)
        canvas.box(box, style: Style(focused ? .focusEdge : (button.isEnabled ? .separator : .disabled)), focused: focused)
        canvas.text(button.glyph, column: box.x + 1, row: box.y + (box.height - 1) / 2, columns: box.width - 2, align: .center, style: Style(ink, bold: true))
        if button.isUnread { canvas.text(Glyphs.badge, column: box.x, row: box.y, columns: 1, style: Style(.accent)) }
        let titleColumns = geometry.columns(width) - 1
        let title = TextFit.firstFitting(button.titleVariants, width: titleColumns - 2)
        let titleWidth = TextWidth.columns(of: title) + 2
        let titleRow = geometry.textRow(y + iconSize.height)
        canvas.inlineControl(
            id, title, column: geometry.column(x) + (geometry.columns(width) - titleWidth) / 2, row: titleRow,
            maxColumns: titleWidth, style: Style(ink), registers: false)
        canvas.register(id, canvas.cells(x: x, y: y, width: width, height: buttonHeight), enabled: button.isEnabled)
    }
}
