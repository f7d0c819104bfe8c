/// A list template's body: a details header, section headers and 3-line
/// rows (text, detail, separator or progress bar) with the image leading
/// and the accessory trailing, scrolled to keep focus in view; an empty
/// view when it has no items.
enum ListLayout {
    /// The playing indicator.
    static let playing = "▁▃▅"
    /// The cloud accessory: the item is not on the phone yet.
    static let cloud = "⇣"
    /// The glyph an accessory shows at the row's end, if any.
    static func glyph(of accessory: ListAccessory) -> String? {
        switch accessory {
        case .none: nil
        case .disclosureIndicator: Glyphs.disclosure
        case .cloud: cloud
        }
    }

    /// The explicit-content mark.
    static let explicit = "[E]"
    /// The frames of a row waiting for its handler, eight a second.
    static let spinner: [Character] = ["◐", "◓", "◑", "◒"]

    /// Height of a row: text, detail and separator.
    static let rowHeight = 48
    /// Height of a section header.
    static let headerHeight = 16

    /// The blocks of the header and the shown sections, which layout draws
    /// and focus scrolls by.
    static func content(of sections: [ListSection], header: ListDetailsHeader? = nil, grid: [GridButton] = []) -> ContentGeometry {
        var content = ContentGeometry()
        if let header { content.append(header.controls.first, section: headerSection, height: detailsHeaderHeight, holding: header.controls) }
        if !grid.isEmpty {
            let controls = grid.indices.map { ControlID.listHeaderGridButton($0) }
            content.append(controls.first, section: gridSection, height: gridHeaderHeight, holding: controls)
        }
        for sectionIndex in sections.indices {
            if sections[sectionIndex].header != nil {
                content.append(nil, section: sectionIndex, height: headerHeight)
            }
            // Rows are read in place: a list of 100,000 rows copies none.
            for itemIndex in sections[sectionIndex].items.indices {
                let height = sections[sectionIndex].items[itemIndex].imageRow == nil ? rowHeight : imageRowHeight
                content.append(.listItem(section: sectionIndex, item: itemIndex), section: sectionIndex, height: height)
            }
        }
        return content
    }

    /// Draws the list's body from `top` points down (under the bar, or
    /// under a search field), or copies it from the last screen when its
    /// look is the same; a focused row is marked after, so a knob step
    /// from row to row copies the rows.
    static func draw(_ list: ListTemplate, _ context: TemplateContext, top: Int = DisplayGeometry.barHeight, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let look = ListLook(list, context, top: top)
        let bodyTop = geometry.row(top)
        let appLeft = geometry.column(geometry.appX)
        let region = Rect(x: appLeft, y: bodyTop, width: geometry.columns - appLeft, height: geometry.rows - bodyTop)
        // Focus on a row is marked over the drawn rows; on anything else it is drawn with it.
        let focus: ControlID? = if case .listItem? = canvas.focus { nil } else { canvas.focus }
        canvas.part(.body, key: look, region: region, focus: focus) { canvas in
            canvas.clip = region
            draw(look, on: &canvas)
            canvas.clip = canvas.frame.bounds
        }
    }

    /// Draws the body a look shows, within the canvas's clip.
    private static func draw(_ look: ListLook, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let list = look.list, top = look.top
        let sections = list.shownSections(limited: look.limited)
        let content = list.content(limited: look.limited)
        let viewport = geometry.height - top

        // No rows and no section headers: the empty view, under the headers.
        let headers = content.blocks.prefix { $0.section < 0 }
        if content.blocks.count == headers.count {
            for block in headers { drawHeaderBlock(block, of: list, y: top + block.top, on: &canvas) }
            return drawEmptyView(list, top: top + (headers.last.map { $0.top + $0.height } ?? 0), on: &canvas)
        }
        let scrollTop = content.clamp(look.scrollTop, viewport: viewport)
        // The leading column is kept when any row has something to show in it.
        let hasImages = list.showsAll(limited: look.limited) ? list.index.showsLeadingColumn(playing: look.playing) : hasLeadingContent(sections, look)
        for block in content.blocks[content.visible(from: scrollTop, viewport: viewport)] {
            canvas.blocksLaidOut += 1
            let y = top + block.top - scrollTop
            guard y + block.height > top, y < geometry.height else { continue }
            if block.section < 0 {
                drawHeaderBlock(block, of: list, y: y, on: &canvas)
            } else if case .listItem(let sectionIndex, let itemIndex)? = block.control {
                let item = sections[sectionIndex].items[itemIndex]
                let control = ControlID.listItem(section: sectionIndex, item: itemIndex)
                // A row is all it is drawn from: one the last screen drew is copied, wherever it was.
                if let images = item.imageRow {
                    let row = ImageRow(item: item, images: images, section: sectionIndex, index: itemIndex, spinner: look.spinnerFrame(ofRow: control))
                    canvas.block(control, key: row, y: y, height: block.height) { row.draw(at: $1, on: &$0) }
                } else {
                    let spinner = look.spinning == PendingHandler(template: look.template, control: control) ? look.spinnerFrame : nil
                    let row = Row(item: item, control: control, hasImages: hasImages, playing: look.showsPlaying(item), spinner: spinner)
                    canvas.block(control, key: row, y: y, height: block.height) { row.draw(at: $1, on: &$0) }
                }
            } else {
                drawHeader(sections[block.section], y: y, on: &canvas)
            }
        }
        canvas.scrollIndicator(
            column: geometry.columns - 1, rows: geometry.row(top)..<geometry.rows, content: content.height,
            viewport: viewport, offset: scrollTop)
    }

    /// Whether some row of `sections` shows something in the leading column.
    private static func hasLeadingContent(_ sections: [ListSection], _ look: ListLook) -> Bool {
        sections.contains {
            $0.items.contains { $0.image != nil || $0.message != nil || (look.showsPlaying($0) && $0.playingIndicatorLocation == .leading) }
        }
    }

    /// Draws a row's trailing mark at `x`: the spinner's `frame` while its
    /// handler runs, else its accessory; whether it drew one.
    static func drawAccessory(_ item: ListItem, spinner frame: Int?, x: Int, y: Int, on canvas: inout Canvas) -> Bool {
        let accessory = frame.map { String(spinner[$0]) } ?? glyph(of: item.accessory)
        guard let accessory else { return false }
        canvas.text(accessory, x: x, y: y, width: 8, style: Style(item.isEnabled ? .secondary : .disabled))
        return true
    }

    private static func drawHeader(_ section: ListSection, y: Int, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let width = geometry.appWidth - 24
        canvas.text(section.header ?? "", x: geometry.appX + 8, y: y, width: width - 16, style: Style(.secondary, bold: true))
        if let index = section.shownIndexTitle {
            canvas.text(index, x: geometry.appX + 8, y: y, width: width, align: .trailing, style: Style(.secondary))
        }
    }

    private static func drawEmptyView(_ list: ListTemplate, top: Int, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let middle = top + ((geometry.height - top) / 2 / 16) * 16 - 16
        let width = geometry.appWidth - 32
        let title = TextFit.firstFitting(list.emptyViewTitleVariants, width: geometry.columns(width))
        let subtitle = TextFit.firstFitting(list.emptyViewSubtitleVariants, width: geometry.columns(width))
        canvas.text(title, x: geometry.appX + 16, y: middle, width: width, align: .center, style: Style(.text, bold: true))
        canvas.text(subtitle, x: geometry.appX + 16, y: middle + 16, width: width, align: .center, style: Style(.secondary))
    }

    /// One list row, and all it is drawn from.
    private struct Row: Equatable, Sendable {
        let item: ListItem
        let control: ControlID
        /// Whether the list keeps its leading column.
        let hasImages: Bool
        /// Whether it shows the playing indicator.
        let playing: Bool
        /// The spinner's frame while its handler works.
        let spinner: Int?

        /// Draws the row from `y` points down.
        func draw(at y: Int, on canvas: inout Canvas) {
            let geometry = canvas.geometry
            let left = geometry.appX
            let right = geometry.width - 8  // the last column is the scroll indicator's
            let textX = left + (hasImages ? 48 : 16)
            let enabled = item.isEnabled
            let textInk: Ink = enabled ? .text : .disabled
            let detailInk: Ink = enabled ? .secondary : .disabled

            // Image, or the playing indicator in its place; a message item's
            // unread mark and avatar.
            let imageRect = canvas.cells(x: left + 8, y: y, width: 32, height: 32)
            if let message = item.message {
                ListLayout.drawLeading(message, image: item.image, x: left + 8, y: y, on: &canvas)
            } else if playing && item.playingIndicatorLocation == .leading {
                canvas.text(ListLayout.playing, x: left + 8, y: y, width: 32, style: Style(.accent))
            } else if let image = item.image {
                ListLayout.drawTile(image, in: imageRect, enabled: enabled, on: &canvas)
            }

            // Trailing: spinner, accessory, trailing playing indicator.
            var trailingX = right - 16
            if ListLayout.drawAccessory(item, spinner: spinner, x: trailingX, y: y, on: &canvas) {
                trailingX -= 16
            } else if let message = item.message {
                trailingX = ListLayout.drawTrailing(message, right: trailingX + 8, y: y, on: &canvas) - 16
            }
            if playing && item.playingIndicatorLocation == .trailing {
                trailingX -= 16
                canvas.text(ListLayout.playing, x: trailingX, y: y, width: 24, style: Style(.accent))
                trailingX -= 8
            }

            // Text, explicit mark and detail.
            let textWidth = trailingX - textX
            let explicitColumns = item.isExplicitContent ? TextWidth.columns(of: ListLayout.explicit) + 1 : 0
            let shown = canvas.text(
                (item.message?.leadingItem.glyph.map { "\($0) " } ?? "") + item.text, x: textX, y: y,
                width: textWidth - explicitColumns * geometry.density.cellPointWidth,
                style: Style(textInk))
            if item.isExplicitContent {
                canvas.text(ListLayout.explicit, column: shown.maxX + 1, row: shown.y, columns: explicitColumns - 1, style: Style(detailInk))
            }
            // Joined without an array: every row of every step draws it.
            let leading = item.message?.leadingDetailImage
            if let detail = leading.map({ image in item.detailText.map { "\(image) \($0)" } ?? image }) ?? item.detailText {
                canvas.text(detail, x: textX, y: y + 16, width: textWidth, style: Style(detailInk))
            }

            // Third line: the progress bar, or the separator.
            let lineRow = geometry.row(y + 40)
            let lineRect = Rect(x: geometry.column(textX), y: lineRow, width: geometry.column(right - 8) - geometry.column(textX), height: 1)
            if let progress = item.playbackProgress {
                let done = Int((Double(lineRect.width) * min(max(progress, 0), 1)).rounded())
                canvas.fill(Rect(x: lineRect.x, y: lineRow, width: done, height: 1), glyph: Glyphs.progressDone, style: Style(.progress))
                canvas.fill(
                    Rect(x: lineRect.x + done, y: lineRow, width: lineRect.width - done, height: 1), glyph: Glyphs.progressRest, style: Style(.separator))
            } else {
                canvas.fill(lineRect, glyph: Glyphs.separator, style: Style(.separator))
            }

            // The highlight spans the image's rows and the text and detail lines.
            let firstLine = geometry.row(y), lastLine = max(geometry.textRow(y + 16), imageRect.maxY - 1)
            let rowRect = Rect(x: geometry.column(left), y: firstLine, width: geometry.columns(right - left), height: lastLine - firstLine + 1)
            canvas.highlightRow(control, rowRect)
            canvas.register(control, canvas.cells(x: left, y: y, width: right - left, height: ListLayout.rowHeight), enabled: enabled)
        }
    }
}
