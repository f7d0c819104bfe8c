/// A map drawn in text, on the card surface: the app's streets (or a grid
/// of streets that moves with the region), the route, the car, and
/// labelled pins. The point-of-interest and map templates draw theirs with it.
enum MapLayout {
    /// ASCII stand-ins for the glyphs only maps draw.
    static let asciiStandIns: [(glyphs: String, ascii: Character)] = [("┼", "+"), ("╱", "/"), ("╲", "\\"), (car, "^")]
    /// The car's position.
    static let car = "▲"

    /// A pin: its place, its label (one glyph), and whether it is the one
    /// focused or selected.
    struct Pin {
        let location: MapLocation
        let label: String
        let title: String
        let isMarked: Bool
    }

    /// Draws `picture` in `rect` (cells) as `region` shows it; the marked
    /// pin shows its title beside it. With focus, or while panning, the
    /// map's edge is marked.
    static func draw(_ picture: MapPicture, _ region: MapRegion, in rect: Rect, panning: Bool, on canvas: inout Canvas) {
        guard rect.width > 2, rect.height > 1 else { return }
        let previousClip = canvas.clip
        canvas.clip = rect.intersection(previousClip)
        defer { canvas.clip = previousClip }
        canvas.fill(rect, style: Style(.separator, on: .card))
        let projection = MapProjection(region, in: rect, density: canvas.geometry.density)
        if picture.streets.isEmpty {
            drawGrid(projection, spacing: streetSpacing(region.unitsAcross), on: &canvas)
        } else {
            for street in picture.streets { drawLine(street.path, projection, heavy: false, on: &canvas) }
        }
        drawLine(picture.route, projection, heavy: true, on: &canvas)
        for street in picture.streets { drawLabel(street, projection, avoiding: picture.covered, on: &canvas) }
        if let car = picture.car {
            let cell = projection.cell(car)
            canvas.text(Self.car, column: cell.column, row: cell.row, columns: 1, style: Style(.text, on: .card, bold: true))
        }
        for pin in picture.pins.sorted(by: { !$0.isMarked && $1.isMarked }) { drawPin(pin, projection, on: &canvas) }
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

    private static func drawPin(_ pin: Pin, _ projection: MapProjection, on canvas: inout Canvas) {
        let cell = projection.cell(pin.location)
        let rect = projection.rect
        guard rect.contains(col: cell.column, row: cell.row) else { return }
        let style = pin.isMarked ? Style(.focusText, on: .focus, bold: true) : Style(.accent, on: .card, bold: true)
        let drawn = canvas.text(pin.label, column: cell.column, row: cell.row, columns: 2, style: style)
        guard pin.isMarked else { return }
        // Its title beside it, on the side with more room.
        let title = " " + pin.title + " "
        let right = rect.maxX - drawn.maxX, left = drawn.x - rect.x
        if right >= min(TextWidth.columns(of: title), left) {
            canvas.text(title, column: drawn.maxX, row: cell.row, columns: right, style: Style(.text, on: .card, bold: true))
        } else {
            canvas.text(title, column: rect.x, row: cell.row, columns: left, align: .trailing, style: Style(.text, on: .card, bold: true))
        }
    }

    /// A path as lines from cell to cell: the route heavy in the accent,
    /// streets light.
    private static func drawLine(_ path: [MapLocation], _ projection: MapProjection, heavy: Bool, on canvas: inout Canvas) {
        let style = heavy ? Style(.accent, on: .card, bold: true) : Style(.separator, on: .card)
        for (from, to) in zip(path, path.dropFirst()) {
            let a = projection.cell(from), b = projection.cell(to)
            let dx = b.column - a.column, dy = b.row - a.row
            // Cells are twice as tall as wide: compare the run in points.
            let across = abs(dx) * 8, down = abs(dy) * 16
            let glyph: Unicode.Scalar
            if down * 2 < across {
                glyph = heavy ? "━" : "─"
            } else if across * 2 < down {
                glyph = heavy ? "┃" : "│"
            } else {
                glyph = (dx > 0) == (dy < 0) ? "╱" : "╲"
            }
            let steps = max(abs(dx), abs(dy), 1)
            for step in 0...steps {
                let column = a.column + dx * step / steps, row = a.row + dy * step / steps
                canvas.fill(Rect(x: column, y: row, width: 1, height: 1), glyph: glyph, style: style)
            }
        }
    }

    /// A street's name beside the middle of its course (above a street
    /// that runs across, right of one that runs down), where the map is
    /// blank: a name never covers a street, the route or another name.
    private static func drawLabel(_ street: MapStreet, _ projection: MapProjection, avoiding covered: [Rect], on canvas: inout Canvas) {
        guard street.path.count >= 2 else { return }
        let middle = street.path.count / 2
        let a = projection.cell(street.path[middle - 1]), b = projection.cell(street.path[middle])
        let width = TextWidth.columns(of: street.name)
        let across = abs(b.column - a.column) * 8 > abs(b.row - a.row) * 16
        let centre = (column: (a.column + b.column) / 2, row: (a.row + b.row) / 2)
        // Beside the middle first, then further along the street.
        var candidates: [Rect] = []
        if across {
            for shift in [0, -(width / 2 + 2), width / 2 + 2] {
                for side in [-1, 1] { candidates.append(Rect(x: centre.column - width / 2 + shift, y: centre.row + side, width: width, height: 1)) }
            }
        } else {
            for shift in [0, -2, 2] {
                for x in [centre.column + 2, centre.column - width - 1] { candidates.append(Rect(x: x, y: centre.row + shift, width: width, height: 1)) }
            }
        }
        let frame = canvas.frame, rect = projection.rect
        func isBlank(_ span: Rect) -> Bool {
            span.intersection(rect) == span && covered.allSatisfy { $0.intersection(span).isEmpty }
                && (span.x..<span.maxX).allSatisfy { frame[$0, span.y].content == 0x20 }
        }
        guard let span = candidates.first(where: isBlank) else { return }
        canvas.text(street.name, column: span.x, row: span.y, columns: width, style: Style(.secondary, on: .card))
    }

    /// Streets every `spacing` map units, so that they move with the map.
    private static func drawGrid(_ projection: MapProjection, spacing: Double, on canvas: inout Canvas) {
        let bounds = projection.bounds, rect = projection.rect
        var columns: [Int] = []
        var x = (bounds.left / spacing).rounded(.up) * spacing
        while x < bounds.left + bounds.width {
            columns.append(projection.cell(x: x, y: bounds.top).column)
            x += spacing
        }
        var rows: [Int] = []
        var y = (bounds.top / spacing).rounded(.up) * spacing
        while y < bounds.top + bounds.height {
            rows.append(projection.cell(x: bounds.left, y: y).row)
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
