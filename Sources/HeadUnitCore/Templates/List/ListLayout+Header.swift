/// A list's headers, the first blocks of its scrolling body. The details
/// header: the thumbnail on the leading side (12 cells by 4 at density 1)
/// with the playback action and progress on the line under it; beside it
/// the title, the subtitle and the body (up to 2 lines of the first
/// variant that fits), and under those the action buttons, leading to
/// trailing; then the separator. Under it the header's grid buttons, in
/// one row across the app area, then the separator.
extension ListLayout {
    /// The section numbers of the headers' blocks.
    static let headerSection = -1
    static let gridSection = -2
    /// Height of a details header: 4 lines, the buttons' line, the separator.
    static let detailsHeaderHeight = 96
    static let thumbnailSize = (width: 96, height: 64)
    /// Height of the grid buttons' row: a button and the separator.
    static let gridHeaderHeight = GridLayout.buttonHeight + 16

    /// Draws the header block `block` of `list` at `y` points.
    static func drawHeaderBlock(_ block: ContentGeometry.Block, of list: ListTemplate, y: Int, on canvas: inout Canvas) {
        if block.section == gridSection { return drawHeaderGrid(list.headerGridButtons, y: y, on: &canvas) }
        if let header = list.detailsHeader { drawDetailsHeader(header, y: y, on: &canvas) }
    }

    /// The grid buttons, spread evenly across the app area, and the separator.
    private static func drawHeaderGrid(_ buttons: [GridButton], y: Int, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let slot = (geometry.appWidth - 16) / max(1, buttons.count) / 8 * 8
        let x = geometry.appX + (geometry.appWidth - slot * buttons.count) / 2 / 8 * 8
        for (index, button) in buttons.enumerated() {
            GridLayout.drawButton(button, id: .listHeaderGridButton(index), x: x + index * slot, width: slot, y: y, on: &canvas)
        }
        let left = geometry.appX + 8, right = geometry.width - 16
        let line = Rect(
            x: geometry.column(left), y: geometry.row(y + GridLayout.buttonHeight), width: geometry.column(right) - geometry.column(left), height: 1)
        canvas.fill(line, glyph: Glyphs.separator, style: Style(.separator))
    }

    private static func drawDetailsHeader(_ header: ListDetailsHeader, y: Int, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let left = geometry.appX + 8, right = geometry.width - 16
        ThumbnailLayout.draw(
            header.thumbnail, in: canvas.cells(x: left, y: y, width: thumbnailSize.width, height: thumbnailSize.height), enabled: true, on: &canvas)
        drawPlayback(header, x: left, y: y + thumbnailSize.height, on: &canvas)

        let textX = left + thumbnailSize.width + 16, width = right - textX
        var lines: [(text: String, style: Style)] = []
        if let title = header.title { lines.append((title, Style(.text, bold: true))) }
        if let subtitle = header.subtitle { lines.append((subtitle, Style(.secondary))) }
        let body = bodyLines(header.bodyVariants, width: geometry.columns(width), room: 4 - lines.count)
        lines += body.map { ($0, Style(.text)) }
        for (index, line) in lines.prefix(4).enumerated() {
            canvas.text(line.text, x: textX, y: y + index * 16, width: width, style: line.style)
        }

        var column = geometry.column(textX) - 1
        let row = geometry.textRow(y + thumbnailSize.height)
        for (index, button) in header.buttons.enumerated() {
            let style = Style(button.handler == nil ? .disabled : .accent)
            let end = geometry.column(right)
            guard column < end else { break }
            let cells = canvas.inlineControl(
                .listHeaderButton(index), "[\(button.title)]", column: column, row: row, maxColumns: end - column, style: style, registers: false)
            canvas.register(.listHeaderButton(index), cells, enabled: button.handler != nil)
            column = cells.maxX
        }
        let line = Rect(x: geometry.column(left), y: geometry.row(y + 80), width: geometry.column(right) - geometry.column(left), height: 1)
        canvas.fill(line, glyph: Glyphs.separator, style: Style(.separator))
    }

    /// The playback action's mark and the progress bar, under the thumbnail.
    private static func drawPlayback(_ header: ListDetailsHeader, x: Int, y: Int, on canvas: inout Canvas) {
        let span = canvas.cells(x: x, y: y, width: thumbnailSize.width, height: 16)
        var barX = span.x
        if let mark = header.playback {
            barX = canvas.text(mark.glyph, column: span.x, row: span.y, columns: span.width, style: Style(.accent, bold: true)).maxX + 1
        }
        guard let progress = header.progress, barX < span.maxX else { return }
        let width = span.maxX - barX
        let done = Int((Double(width) * min(max(progress, 0), 1)).rounded())
        canvas.fill(Rect(x: barX, y: span.y, width: done, height: 1), glyph: Glyphs.progressDone, style: Style(.progress))
        canvas.fill(Rect(x: barX + done, y: span.y, width: width - done, height: 1), glyph: Glyphs.progressLeft, style: Style(.separator))
    }

    /// The body's lines: the first variant that fits in `room` lines of
    /// `width` columns, as CarPlay chooses; else the last, cut to them.
    private static func bodyLines(_ variants: [String], width: Int, room: Int) -> [String] {
        guard room > 0, let last = variants.last else { return [] }
        let fitting = variants.first { TextFit.wrap($0, width: width).count <= room } ?? last
        return TextFit.wrap(fitting, width: width, maximumLines: room)
    }
}
