/// A point-of-interest template: the picker of places (or the selected
/// place's detail card) on the leading side, the map beside it; on a
/// portrait display the map on top and the picker under it.
enum PointOfInterestLayout {
    /// Height of a place in the picker: its title, its subtitle, a rule.
    static let rowHeight = 48
    /// The picker's title line.
    static let titleHeight = 16

    /// Where the picker and the map go on a display, in cells.
    struct Panes {
        let picker: Rect
        let map: Rect
    }

    static func panes(_ geometry: DisplayGeometry) -> Panes {
        let appLeft = geometry.column(geometry.appX)
        let top = geometry.row(DisplayGeometry.barHeight)
        if geometry.height >= 400 {
            let mapRows = geometry.row(160)
            return Panes(
                picker: Rect(x: appLeft, y: top + mapRows, width: geometry.columns - appLeft, height: geometry.rows - top - mapRows),
                map: Rect(x: appLeft + 1, y: top, width: geometry.columns - appLeft - 2, height: mapRows))
        }
        let pickerColumns = geometry.columns(min(geometry.appWidth / 2 / 8 * 8, 224))
        return Panes(
            picker: Rect(x: appLeft, y: top, width: pickerColumns, height: geometry.rows - top),
            map: Rect(x: appLeft + pickerColumns + 1, y: top, width: geometry.columns - appLeft - pickerColumns - 1, height: geometry.rows - top))
    }

    /// The picker's places, which layout draws and focus scrolls by.
    static func scrollContent(of template: PointOfInterestTemplate, geometry: DisplayGeometry) -> ScrollContent {
        var content = ContentGeometry()
        for index in template.shownPlaces.indices { content.append(.pointOfInterest(index), section: index, height: rowHeight) }
        let picker = panes(geometry).picker
        return ScrollContent(geometry: content, viewport: picker.height * geometry.density.cellPointHeight - titleHeight)
    }

    static func draw(_ template: PointOfInterestTemplate, _ context: TemplateContext, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let panes = panes(geometry)
        let region = context.view.mapRegion ?? template.fittingRegion(in: geometry)
        let focusedPlace = template.selectedIndex ?? { if case .pointOfInterest(let index)? = canvas.focus { return index } else { return nil } }()
        let pins = template.shownPlaces.enumerated().map { index, place in
            MapLayout.Pin(
                location: place.location, label: PointOfInterestTemplate.pinLabel(place, index: index), title: place.title, isMarked: index == focusedPlace)
        }
        MapLayout.draw(MapPicture(pins: pins), region, in: panes.map, panning: context.view.isPanning, on: &canvas)
        if let place = template.selectedPlace {
            drawCard(place, in: panes.picker, on: &canvas)
        } else {
            drawPicker(template, view: context.view, in: panes.picker, on: &canvas)
        }
    }

    /// The title, then the places, scrolled to keep focus in view; "No
    /// Locations" when there are none.
    private static func drawPicker(_ template: PointOfInterestTemplate, view: TemplateView, in pane: Rect, on canvas: inout Canvas) {
        let geometry = canvas.geometry
        let cellHeight = geometry.density.cellPointHeight
        let x = pane.x * geometry.density.cellPointWidth, width = pane.width * geometry.density.cellPointWidth
        let top = pane.y * cellHeight
        canvas.text(template.title, x: x + 8, y: top, width: width - 16, style: Style(.text, bold: true))
        guard !template.shownPlaces.isEmpty else {
            canvas.text("No Locations", x: x + 8, y: top + 32, width: width - 16, align: .center, style: Style(.secondary))
            return
        }
        let scroll = scrollContent(of: template, geometry: geometry)
        let scrollTop = scroll.geometry.clamp(view.scrollTop, viewport: scroll.viewport)
        let bodyTop = top + titleHeight
        let previousClip = canvas.clip
        canvas.clip = Rect(x: pane.x, y: geometry.row(bodyTop), width: pane.width, height: pane.maxY - geometry.row(bodyTop))
        defer { canvas.clip = previousClip }
        for block in scroll.geometry.blocks {
            let y = bodyTop + block.top - scrollTop
            guard y + block.height > bodyTop, y < pane.maxY * cellHeight, let control = block.control else { continue }
            let place = template.shownPlaces[block.section]
            let label = PointOfInterestTemplate.pinLabel(place, index: block.section)
            canvas.text(label, x: x + 8, y: y, width: 16, style: Style(.accent, bold: true))
            canvas.text(place.title, x: x + 32, y: y, width: width - 48, style: Style(.text))
            if let subtitle = place.subtitle ?? place.summary {
                canvas.text(subtitle, x: x + 32, y: y + 16, width: width - 48, style: Style(.secondary))
            }
            canvas.fill(Rect(x: pane.x + 4, y: geometry.row(y + 40), width: pane.width - 5, height: 1), glyph: Glyphs.separator, style: Style(.separator))
            let rowRect = Rect(x: pane.x, y: geometry.row(y), width: pane.width, height: geometry.textRow(y + 16) - geometry.row(y) + 1)
            canvas.highlightRow(control, rowRect)
            canvas.register(control, canvas.cells(x: x, y: y, width: width, height: rowHeight))
        }
        canvas.scrollIndicator(
            column: pane.maxX - 1, rows: geometry.row(bodyTop)..<pane.maxY, content: scroll.geometry.height, viewport: scroll.viewport, offset: scrollTop)
    }

    /// The selected place's card: its detail title, subtitle and summary,
    /// and its buttons stacked at the bottom.
    private static func drawCard(_ place: PointOfInterest, in pane: Rect, on canvas: inout Canvas) {
        let buttonRows = 3 * canvas.geometry.density.rawValue
        let buttonsTop = pane.maxY - buttonRows * place.buttons.count
        var row = pane.y
        let lines: [(String?, Style, Int)] = [
            (place.detailTitle ?? place.title, Style(.text, bold: true), 2),
            (place.detailSubtitle ?? place.subtitle, Style(.secondary), 1),
            (place.detailSummary ?? place.summary, Style(.text), 3),
        ]
        for (text, style, most) in lines {
            guard let text else { continue }
            for line in TextFit.wrap(text, width: pane.width - 2, maximumLines: most) where row < buttonsTop {
                canvas.text(line, column: pane.x + 1, row: row, columns: pane.width - 2, style: style)
                row += 1
            }
        }
        for (index, button) in place.buttons.enumerated() {
            let rect = Rect(x: pane.x, y: buttonsTop + index * buttonRows, width: pane.width, height: buttonRows)
            canvas.boxedButton(.pointOfInterestButton(index), button.title, in: rect, ink: button.style.ink)
        }
    }
}
