/// Lane guidance as a car's cluster draws it: a sign for each lane, from
/// one side of the road to the other, lane lines between them. A preferred
/// lane's arrow stands in brackets and the accent, a good one's in
/// parentheses, a lane not to take plain and dim: ` ↑ │(↑)│[↱]`.
enum LaneRowLayout {
    /// The row's text: what a plain-text frame of it reads.
    static func text(_ guidance: LaneGuidance) -> String {
        guidance.lanes.map(sign).joined(separator: "│")
    }

    /// Draws the row centred in `columns` cells from `column` on `row`.
    static func draw(_ guidance: LaneGuidance, column: Int, row: Int, columns: Int, on canvas: inout Canvas) {
        let width = TextWidth.columns(of: text(guidance))
        var x = column + max(0, (columns - width) / 2)
        for (index, lane) in guidance.lanes.enumerated() {
            if index > 0 { x += canvas.text("│", column: x, row: row, columns: 1, style: Style(.separator, on: .card)).width }
            x += canvas.text(sign(lane), column: x, row: row, columns: 3, style: style(lane.status)).width
        }
    }

    /// One lane's sign: its arrow, marked by how good the lane is.
    private static func sign(_ lane: Lane) -> String {
        switch lane.status {
        case .preferred: "[\(lane.arrow)]"
        case .good: "(\(lane.arrow))"
        case .notGood: " \(lane.arrow) "
        }
    }

    private static func style(_ status: Lane.Status) -> Style {
        switch status {
        case .preferred: Style(.accent, on: .card, bold: true)
        case .good: Style(.text, on: .card, bold: true)
        case .notGood: Style(.secondary, on: .card)
        }
    }
}
