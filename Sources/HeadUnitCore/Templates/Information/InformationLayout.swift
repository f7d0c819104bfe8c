/// An information template's body: up to 10 items, leading (detail under
/// title) or two-column (detail at the trailing edge), scrolling above a
/// row of up to 3 buttons pinned to the bottom. The items are text: when
/// they overflow, the body as a whole is a control the knob scrolls.
enum InformationLayout {
    /// The button row pinned to the bottom.
    static let actionRowHeight = 48

    /// The scrolling items above the button row, which layout draws and focus scrolls by.
    static func scrollContent(of information: InformationTemplate, bodyHeight: Int) -> ScrollContent {
        var content = ContentGeometry()
        let itemHeight = information.layout == .leading ? 48 : 32
        for index in information.shownItems.indices {
            content.append(nil, section: index, height: itemHeight)
        }
        return ScrollContent(geometry: content, viewport: bodyHeight - (information.shownActions.isEmpty ? 0 : actionRowHeight))
    }

    static func draw(_ information: InformationTemplate, view: TemplateView, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let actions = information.shownActions
        let scroll = scrollContent(of: information, bodyHeight: geometry.bodyHeight)
        let content = scroll.geometry, viewport = scroll.viewport
        let scrollTop = content.clamp(view.scrollTop, viewport: viewport)
        let bodyTop = geometry.row(DisplayGeometry.barHeight)
        let bodyBottom = geometry.row(DisplayGeometry.barHeight + viewport)
        let appLeft = geometry.column(geometry.appX)
        canvas.clip = Rect(x: appLeft, y: bodyTop, width: geometry.columns - appLeft, height: bodyBottom - bodyTop)
        let left = geometry.appX, right = geometry.width - 8
        for block in content.blocks {
            let item = information.items[block.section]
            let y = DisplayGeometry.barHeight + block.top - scrollTop
            guard y + block.height > DisplayGeometry.barHeight, y < DisplayGeometry.barHeight + viewport else { continue }
            let textX = left + 16, textWidth = right - 16 - textX
            if information.layout == .leading {
                canvas.text(item.title, x: textX, y: y, width: textWidth, style: Style(.text, bold: true))
                canvas.text(item.detail, x: textX, y: y + 16, width: textWidth, style: Style(.secondary))
            } else {
                let detail = canvas.text(item.detail, x: textX, y: y, width: textWidth, align: .trailing, style: Style(.secondary))
                let titleColumns = detail.x - geometry.column(textX) - 1
                canvas.text(item.title, column: geometry.column(textX), row: detail.y, columns: titleColumns, style: Style(.text, bold: true))
            }
        }
        canvas.scrollIndicator(
            column: geometry.columns - 1, rows: bodyTop..<bodyBottom, content: content.height, viewport: viewport, offset: scrollTop)
        canvas.clip = canvas.frame.bounds
        if content.height > viewport {
            canvas.scrollArea(Rect(x: appLeft, y: bodyTop, width: geometry.columns - appLeft, height: bodyBottom - bodyTop))
        }
        let buttons = actions.enumerated().map { ButtonRowLayout.Button(id: .informationAction($0.offset), title: $0.element.title, ink: $0.element.style.ink) }
        ButtonRowLayout.draw(buttons, x: geometry.appX + 8, width: geometry.appWidth - 16, y: geometry.height - actionRowHeight, on: &canvas)
    }
}
