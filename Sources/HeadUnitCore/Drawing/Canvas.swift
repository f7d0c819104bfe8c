/// A frame being drawn in points: text, fills, boxes and controls, clipped
/// to the current clip rectangle, with the control map collected as it goes.
struct Canvas {
    /// How text sits in its box.
    enum Alignment { case leading, center, trailing }

    var frame: Frame
    private(set) var controls: [ControlRegion] = []
    let geometry: DisplayGeometry
    let glyphs: Glyphs
    /// The control drawn focused, nil when the ring is hidden; another
    /// only while a part draws with its own (`part(_:key:region:focus:draw:)`).
    var focus: ControlID?
    /// Everything drawn is cut to these cells.
    var clip: Rect
    /// Blocks of scrolling content looked at (see `Screen.blocksLaidOut`).
    var blocksLaidOut = 0
    /// The parts of the last screen, which this one copies where they are
    /// the same (and keeps its own in); nil draws every part.
    var memory: LayoutMemory?
    /// The rows the part being drawn marks focused by a highlight; nil
    /// outside a part.
    var rowTargets: [RowTarget]?

    /// A canvas of the display's cells, or of its first `rows` (a block drawn apart).
    init(geometry: DisplayGeometry, glyphs: Glyphs, focus: ControlID?, rows: Int? = nil) {
        self.geometry = geometry
        self.glyphs = glyphs
        self.focus = focus
        self.frame = Frame(width: geometry.columns, height: rows ?? geometry.rows)
        self.clip = frame.bounds
    }

    /// Whether `control` is drawn with the focus ring.
    func isFocused(_ control: ControlID) -> Bool { focus == control }

    /// The cells of a rectangle given in points.
    func cells(x: Int, y: Int, width: Int, height: Int) -> Rect {
        geometry.cells(x: x, y: y, width: width, height: height)
    }

    /// Writes one line of text in the box from `x` to `x + width` points,
    /// on the line whose 16-point box starts at `y`; cut with `…` when it
    /// does not fit. Returns the cells written.
    @discardableResult
    mutating func text(_ string: String, x: Int, y: Int, width: Int, align: Alignment = .leading, style: Style) -> Rect {
        let left = geometry.column(x)
        return text(string, column: left, row: geometry.textRow(y), columns: geometry.column(x + width) - left, align: align, style: style)
    }

    /// Writes one line of text in `columns` cells from `column` on `row`.
    @discardableResult
    mutating func text(_ string: String, column: Int, row: Int, columns: Int, align: Alignment = .leading, style: Style) -> Rect {
        guard columns > 0 else { return Rect(x: column, y: row, width: 0, height: 0) }
        let line = FittedLine(string, columns: columns)
        let start: Int
        switch align {
        case .leading: start = column
        case .center: start = column + (columns - line.width) / 2
        case .trailing: start = column + columns - line.width
        }
        let rect = Rect(x: start, y: row, width: line.width, height: 1)
        guard row >= clip.y, row < clip.maxY else { return rect }
        frame.put(line, x: start, y: row, from: clip.x, end: min(clip.maxX, rect.maxX), style: style)
        return rect
    }

    /// Fills cells with a glyph, within the clip.
    mutating func fill(_ rect: Rect, glyph: Unicode.Scalar = " ", style: Style) {
        frame.fill(rect.intersection(clip), glyph: glyph, style: style)
    }

    /// Changes the style of cells within the clip, keeping their glyphs.
    mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        frame.restyle(rect.intersection(clip), change)
    }

    /// Draws a box outline in `style`; heavy when `focused`.
    mutating func box(_ rect: Rect, style: Style, focused: Bool = false) {
        frame.box(rect, set: focused ? glyphs.focusBox : glyphs.box, style: style, clip: clip)
    }

    /// Adds a control to the map, cut to the clip; one wholly clipped away
    /// is not added. `extent` is the whole control where it is more than
    /// its cells (at least as large as `rect`).
    mutating func register(_ id: ControlID, _ rect: Rect, enabled: Bool = true, extent: Rect? = nil) {
        let shown = rect.intersection(clip)
        guard !shown.isEmpty else { return }
        controls.append(ControlRegion(id: id, rect: shown, isEnabled: enabled, extent: extent ?? rect))
    }

    /// Puts controls drawn on another canvas back on the map as they were.
    mutating func restore(_ regions: [ControlRegion]) {
        controls += regions
    }

    /// Takes the controls registered after the first `count` off the map:
    /// what a modal covers cannot be touched.
    mutating func dropControls(after count: Int) {
        controls.removeSubrange(min(count, controls.count)...)
    }

    /// Draws a one-line control (a bar button, a tab title, a transport
    /// button): its label with a cell of padding each side, which become
    /// half blocks round a filled label when it has focus. Returns its cells.
    @discardableResult
    mutating func inlineControl(
        _ id: ControlID, _ label: String, column: Int, row: Int, maxColumns: Int, style: Style, registers: Bool = true, minimumColumns: Int = 0
    ) -> Rect {
        let shown = TextFit.truncate(label, to: max(1, maxColumns - 2))
        let rect = Rect(x: column, y: row, width: TextWidth.columns(of: shown) + 2, height: 1)
        if isFocused(id) {
            let edge = Style(.focusEdge, on: style.surface)
            text(String(glyphs.focusLeft), column: rect.x, row: row, columns: 1, style: edge)
            text(shown, column: rect.x + 1, row: row, columns: rect.width - 2, style: Style(.focusText, on: .focus, bold: true))
            text(String(glyphs.focusRight), column: rect.maxX - 1, row: row, columns: 1, style: edge)
        } else {
            text(shown, column: rect.x + 1, row: row, columns: rect.width - 2, style: style)
        }
        if registers { register(id, rect, extent: Rect(x: rect.x, y: rect.y, width: max(rect.width, minimumColumns), height: rect.height)) }
        return rect
    }

    /// Draws a boxed button: a label in a box, heavy and filled when focused.
    mutating func boxedButton(_ id: ControlID, _ label: String, in rect: Rect, ink: Ink, surface: Surface = .background) {
        let focused = isFocused(id)
        box(rect, style: Style(focused ? .focusEdge : .separator, on: surface), focused: focused)
        let inner = Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2)
        let labelStyle = focused ? Style(.focusText, on: .focus, bold: true) : Style(ink, on: surface)
        fill(inner, style: labelStyle)
        text(label, column: inner.x, row: inner.y + (inner.height - 1) / 2, columns: inner.width, align: .center, style: labelStyle)
        register(id, rect)
    }

    /// A row-like control (a list row, an information item) drawn in
    /// `rect`, marked focused when it is (`highlightRow(_:)`); a part being
    /// drawn notes it, to mark it when focus comes to it.
    mutating func highlightRow(_ control: ControlID, _ rect: Rect) {
        rowTargets?.append(RowTarget(control: control, rect: rect, clip: clip))
        if isFocused(control) { highlightRow(rect) }
    }

    /// Marks a focused row-like control: half blocks at both ends and its
    /// cells filled with the focus surface, artwork excepted.
    mutating func highlightRow(_ rect: Rect) {
        guard rect.width >= 2 else { return }
        // One style across the row (every change of style costs the terminal
        // bytes); an artwork tile keeps its look, as an image does in a car.
        frame.restyle(rect.intersection(clip), to: Style(.focusText, on: .focus), keeping: .artwork)
        edge(glyphs.focusLeft, column: rect.x, rows: rect.y..<rect.maxY)
        edge(glyphs.focusRight, column: rect.maxX - 1, rows: rect.y..<rect.maxY)
    }

    /// Draws a focus edge glyph down a column: a glyph of one scalar and
    /// one column fills it (a knob step draws two rows' edges), any other
    /// goes as text, cut to the column.
    private mutating func edge(_ glyph: Character, column: Int, rows: Range<Int>) {
        let scalars = glyph.unicodeScalars
        if let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex, TextWidth.columns(ofScalar: scalar) == 1 {
            return fill(Rect(x: column, y: rows.lowerBound, width: 1, height: rows.count), glyph: scalar, style: Style(.focusEdge))
        }
        for row in rows { text(String(glyph), column: column, row: row, columns: 1, style: Style(.focusEdge)) }
    }

    /// Registers a scrolling body as one control (`.scrollBody`); with
    /// focus, half blocks mark its edges on every row.
    mutating func scrollArea(_ rect: Rect) {
        if isFocused(.scrollBody) {
            for row in rect.y..<rect.maxY {
                text(String(glyphs.focusLeft), column: rect.x, row: row, columns: 1, style: Style(.focusEdge))
                text(String(glyphs.focusRight), column: rect.maxX - 2, row: row, columns: 1, style: Style(.focusEdge))
            }
        }
        register(.scrollBody, rect)
    }

    /// Draws a scroll indicator in `column` over `rows` when the content
    /// is taller than its viewport.
    mutating func scrollIndicator(column: Int, rows: Range<Int>, content: Int, viewport: Int, offset: Int) {
        guard content > viewport, !rows.isEmpty else { return }
        let thumb = max(1, rows.count * viewport / content)
        let top = rows.lowerBound + (rows.count - thumb) * offset / max(1, content - viewport)
        fill(Rect(x: column, y: top, width: 1, height: thumb), glyph: Glyphs.scrollThumb, style: Style(.secondary))
    }

    /// The finished screen.
    func screen() -> Screen {
        var screen = Screen(frame: frame, controls: controls, focus: focus)
        screen.blocksLaidOut = blocksLaidOut
        return screen
    }
}
