/// The box-drawing glyphs the layout uses, drawn as strokes for the SVG
/// writer, as a terminal with built-in box drawing draws them: every line
/// meets its neighbour's at the cell edge whatever the font.
enum SVGBoxDrawing {
    /// Which edges a glyph's strokes reach from the cell's centre, whether
    /// it is heavy, and whether its corner is rounded.
    struct Shape {
        let left, right, up, down: Bool
        let heavy: Bool
        let rounded: Bool
    }

    static let shapes: [UInt32: Shape] = [
        0x2500: Shape(left: true, right: true, up: false, down: false, heavy: false, rounded: false),  // ─
        0x2502: Shape(left: false, right: false, up: true, down: true, heavy: false, rounded: false),  // │
        0x250C: Shape(left: false, right: true, up: false, down: true, heavy: false, rounded: false),  // ┌
        0x2510: Shape(left: true, right: false, up: false, down: true, heavy: false, rounded: false),  // ┐
        0x2514: Shape(left: false, right: true, up: true, down: false, heavy: false, rounded: false),  // └
        0x2518: Shape(left: true, right: false, up: true, down: false, heavy: false, rounded: false),  // ┘
        0x256D: Shape(left: false, right: true, up: false, down: true, heavy: false, rounded: true),  // ╭
        0x256E: Shape(left: true, right: false, up: false, down: true, heavy: false, rounded: true),  // ╮
        0x2570: Shape(left: false, right: true, up: true, down: false, heavy: false, rounded: true),  // ╰
        0x256F: Shape(left: true, right: false, up: true, down: false, heavy: false, rounded: true),  // ╯
        0x2501: Shape(left: true, right: true, up: false, down: false, heavy: true, rounded: false),  // ━
        0x2503: Shape(left: false, right: false, up: true, down: true, heavy: true, rounded: false),  // ┃
        0x250F: Shape(left: false, right: true, up: false, down: true, heavy: true, rounded: false),  // ┏
        0x2513: Shape(left: true, right: false, up: false, down: true, heavy: true, rounded: false),  // ┓
        0x2517: Shape(left: false, right: true, up: true, down: false, heavy: true, rounded: false),  // ┗
        0x251B: Shape(left: true, right: false, up: true, down: false, heavy: true, rounded: false),  // ┛
    ]

    /// Path data for the glyph in the cell at `column`, `row`; nil for
    /// any other glyph.
    static func path(_ content: UInt32, column: Int, row: Int, cellWidth: Int, cellHeight: Int) -> (data: String, heavy: Bool)? {
        guard let shape = shapes[content] else { return nil }
        // A light line is one pixel wide and sits on a pixel; a heavy one is two.
        let offset = shape.heavy ? 0.0 : 0.5
        let left = Double(column * cellWidth), top = Double(row * cellHeight)
        let right = left + Double(cellWidth), bottom = top + Double(cellHeight)
        let x = left + Double(cellWidth / 2) + offset, y = top + Double(cellHeight / 2) + offset
        let horizontal = shape.left && shape.right ? nil : shape.left ? left : shape.right ? right : nil
        let vertical = shape.up && shape.down ? nil : shape.up ? top : shape.down ? bottom : nil
        guard let fromX = horizontal, let toY = vertical else {
            // A straight line from edge to edge.
            let data =
                shape.left
                ? "M\(SVGWriter.number(left)) \(SVGWriter.number(y))H\(SVGWriter.number(right))"
                : "M\(SVGWriter.number(x)) \(SVGWriter.number(top))V\(SVGWriter.number(bottom))"
            return (data, shape.heavy)
        }
        // A corner: one stroke from its horizontal edge through the turn to
        // its vertical edge, so the join is whole.
        guard shape.rounded else { return ("M\(SVGWriter.number(fromX)) \(SVGWriter.number(y))H\(SVGWriter.number(x))V\(SVGWriter.number(toY))", shape.heavy) }
        let radius = Double(cellWidth / 2 - 1)
        let turnX = shape.left ? x - radius : x + radius
        let turnY = shape.up ? y - radius : y + radius
        // The turn is clockwise on screen for ╮ and ╰, anticlockwise for ╭ and ╯.
        let sweep = shape.left == shape.down ? 1 : 0
        return (
            "M\(SVGWriter.number(fromX)) \(SVGWriter.number(y))H\(SVGWriter.number(turnX))A\(SVGWriter.number(radius)) \(SVGWriter.number(radius)) 0 0 \(sweep) \(SVGWriter.number(x)) \(SVGWriter.number(turnY))V\(SVGWriter.number(toY))",
            false
        )
    }
}
