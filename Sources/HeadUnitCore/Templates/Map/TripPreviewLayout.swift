/// The trip preview card on the leading side: the destination, which trip
/// of several, the route choices with their summaries and estimates (the
/// variant that fits the width), and Go.
enum TripPreviewLayout {
    static func draw(_ previews: TripPreviews, units: DistanceUnit, in panel: Rect, on canvas: inout Canvas) {
        ModalLayout.card(panel, on: &canvas)
        let trip = previews.trip
        let inner = panel.width - 4
        var row = panel.y + 1
        canvas.text(trip.destination, column: panel.x + 2, row: row, columns: inner, style: Style(.text, on: .card, bold: true))
        row += 1
        if previews.trips.count > 1 {
            let previous = canvas.inlineControl(.tripPrevious, "‹", column: panel.x + 1, row: row, maxColumns: 3, style: Style(.accent, on: .card))
            let label = "\(previews.selectedTrip + 1) of \(previews.trips.count) trips"
            let shown = canvas.text(label, column: previous.maxX, row: row, columns: inner - 6, style: Style(.secondary, on: .card))
            canvas.inlineControl(.tripNext, "›", column: shown.maxX, row: row, maxColumns: 3, style: Style(.accent, on: .card))
        } else {
            canvas.text("from \(trip.origin)", column: panel.x + 2, row: row, columns: inner, style: Style(.secondary, on: .card))
        }
        row += 1
        let goRows = 3 * canvas.geometry.density.rawValue
        for (index, route) in trip.routeChoices.enumerated() where row + 1 < panel.maxY - goRows - 1 {
            let selected = index == previews.selectedRoute
            let rect = Rect(x: panel.x + 1, y: row, width: panel.width - 2, height: 2)
            let summary = TextFit.firstFitting(route.summaryVariants, width: inner - 2)
            canvas.text(
                "\(selected ? "●" : "○") \(summary)", column: rect.x + 1, row: row, columns: inner,
                style: Style(selected ? .accent : .text, on: .card, bold: selected))
            let estimates = "\(TravelTime.format(route.travelEstimates.timeRemaining)) · \(units.format(route.travelEstimates.distanceRemaining))"
            let detail = TextFit.firstFitting(route.additionalInformationVariants.map { "\($0) · \(estimates)" } + [estimates], width: inner)
            canvas.text(detail, column: rect.x + 1, row: row + 1, columns: inner, style: Style(.secondary, on: .card))
            if canvas.isFocused(.routeChoice(index)) { canvas.highlightRow(rect) }
            canvas.register(.routeChoice(index), rect)
            row += 2
        }
        let go = Rect(x: panel.x + 1, y: panel.maxY - goRows - 1, width: panel.width - 2, height: goRows)
        canvas.boxedButton(.tripStart, "Go", in: go, ink: .confirm, surface: .card)
    }
}
