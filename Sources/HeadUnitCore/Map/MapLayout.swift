/// A map drawn in text, on the card surface: a field with streets on a grid that moves with
/// the region, and labelled pins at their places. The point-of-interest
/// and map templates draw theirs with it.
enum MapLayout {
    /// ASCII stand-ins for the glyphs only maps draw.
    static let asciiStandIns: [(glyphs: String, ascii: Character)] = [("┼", "+")]

    /// A pin: its place, its label (one glyph), and whether it is the one
    /// focused or selected.
    struct Pin {
        let location: MapLocation
        let label: String
        let title: String
        let isMarked: Bool
    }

    /// Draws the map of `region` in `rect` (cells) and its pins; the marked
    /// pin shows its title beside it. With focus, the map's edge is marked.
    static func draw(_ region: MapRegion, pins: [Pin], in rect: Rect, panning: Bool, on canvas: inout Canvas) {
        guard rect.width > 2, rect.height > 1 else { return }
        let previousClip = canvas.clip
        canvas.clip = rect.intersection(previousClip)
        defer { canvas.clip = previousClip }
        let geometry = canvas.geometry
        canvas.fill(rect, style: Style(.separator, on: .card))
        let unitsPerColumn = region.unitsAcross / Double(rect.width)
        let unitsPerRow = unitsPerColumn * Double(geometry.density.cellPointHeight) / Double(geometry.density.cellPointWidth)
        func column(_ x: Double) -> Int { rect.x + Int(((x - region.centerX) / unitsPerColumn + Double(rect.width) / 2).rounded(.down)) }
        func row(_ y: Double) -> Int { rect.y + Int(((y - region.centerY) / unitsPerRow + Double(rect.height) / 2).rounded(.down)) }
        drawStreets(
            rect, spacing: streetSpacing(region.unitsAcross), column: column, row: row, region: region, unitsPerColumn: unitsPerColumn,
            unitsPerRow: unitsPerRow, on: &canvas)
        for pin in pins.sorted(by: { !$0.isMarked && $1.isMarked }) {
            let point = pin.location.mapPoint
            let cell = (column(point.x), row(point.y))
            guard rect.contains(col: cell.0, row: cell.1) else { continue }
            let style = pin.isMarked ? Style(.focusText, on: .focus, bold: true) : Style(.accent, on: .card, bold: true)
            let drawn = canvas.text(pin.label, column: cell.0, row: cell.1, columns: 2, style: style)
            if pin.isMarked {
                // Its title beside it, on the side with more room.
                let title = " " + pin.title + " "
                let right = rect.maxX - drawn.maxX, left = drawn.x - rect.x
                if right >= min(TextWidth.columns(of: title), left) {
                    canvas.text(title, column: drawn.maxX, row: cell.1, columns: right, style: Style(.text, on: .card, bold: true))
                } else {
                    canvas.text(title, column: rect.x, row: cell.1, columns: left, align: .trailing, style: Style(.text, on: .card, bold: true))
                }
            }
        }
        let isFocused = canvas.isFocused(.map)
        if isFocused || panning {
            canvas.box(rect, style: Style(isFocused ? .focusEdge : .accent, on: .card), focused: isFocused)
        }
        if panning {
            let hint = TextFit.firstFitting([" Panning · press to end ", " Panning "], width: rect.width - 2)
            canvas.text(hint, column: rect.x + 1, row: rect.maxY - 1, columns: rect.width - 2, align: .center, style: Style(.accent, on: .card, bold: true))
        }
        canvas.register(.map, rect)
    }

    /// Streets every `spacing` map units, so that they move with the map.
    private static func drawStreets(
        _ rect: Rect, spacing: Double, column: (Double) -> Int, row: (Double) -> Int, region: MapRegion, unitsPerColumn: Double,
        unitsPerRow: Double, on canvas: inout Canvas
    ) {
        let left = region.centerX - unitsPerColumn * Double(rect.width) / 2
        let top = region.centerY - unitsPerRow * Double(rect.height) / 2
        var x = (left / spacing).rounded(.up) * spacing
        var columns: [Int] = []
        while x < left + unitsPerColumn * Double(rect.width) {
            columns.append(column(x))
            x += spacing
        }
        var y = (top / spacing).rounded(.up) * spacing
        var rows: [Int] = []
        while y < top + unitsPerRow * Double(rect.height) {
            rows.append(row(y))
            y += spacing
        }
        let street = Style(.separator, on: .card)
        for streetRow in rows { canvas.fill(Rect(x: rect.x, y: streetRow, width: rect.width, height: 1), glyph: "─", style: street) }
        for streetColumn in columns {
            canvas.fill(Rect(x: streetColumn, y: rect.y, width: 1, height: rect.height), glyph: "│", style: street)
            for streetRow in rows { canvas.fill(Rect(x: streetColumn, y: streetRow, width: 1, height: 1), glyph: "┼", style: street) }
        }
    }

    /// About three streets across: 1, 2 or 5 times a power of ten.
    static func streetSpacing(_ unitsAcross: Double) -> Double {
        let target = unitsAcross / 3
        guard target.isFinite, target > 0 else { return 1 }
        var power = 1.0
        while power > target { power /= 10 }
        while power * 10 <= target { power *= 10 }
        for step in [5.0, 2.0, 1.0] where power * step <= target { return power * step }
        return power
    }
}
