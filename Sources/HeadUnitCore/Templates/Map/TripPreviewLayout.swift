/// The trip preview card on the leading side: the destination, which trip
/// of several, the route choices with their summaries, additional
/// information (the variant that fits the width) and the estimates the app
/// gave, and the button that starts the trip.
enum TripPreviewLayout {
    static func draw(_ previews: TripPreviews, units: DistanceUnit, in panel: Rect, on canvas: inout Canvas) {
        ModalLayout.card(panel, on: &canvas)
        let trip = previews.trip
        let inner = panel.width - 4
        let cell = Double(canvas.geometry.density.cellPointHeight)
        let goRows = 3 * canvas.geometry.density.rawValue
        let goY = panel.maxY - goRows - 1
        // A route is two rows; each control's middle is 44 points or more
        // from the next one's, so that each has its touch square to itself.
        let routeRows = 2
        let apart = Int((TouchTarget.side / cell).rounded(.up))
        let fits = { (row: Int) in Double(goY) + Double(goRows) / 2 - Double(row) - Double(routeRows) / 2 >= TouchTarget.side / cell }
        var row = panel.y + 1
        canvas.text(trip.destination, column: panel.x + 2, row: row, columns: inner, style: Style(.text, on: .card, bold: true))
        row += 1
        if previews.trips.count > 1 {
            let previous = canvas.inlineControl(.tripPrevious, "‹", column: panel.x + 1, row: row, maxColumns: 3, style: Style(.accent, on: .card))
            let label = "\(previews.selectedTrip + 1) of \(previews.trips.count) trips"
            let shown = canvas.text(label, column: previous.maxX, row: row, columns: inner - 6, style: Style(.secondary, on: .card))
            canvas.inlineControl(.tripNext, "›", column: shown.maxX, row: row, maxColumns: 3, style: Style(.accent, on: .card))
            row += apart
        } else if fits(row + 1 + (trip.routeChoices.count - 1) * apart) {
            // The origin, when every route fits under it.
            canvas.text("from \(trip.origin)", column: panel.x + 2, row: row, columns: inner, style: Style(.secondary, on: .card))
            row += 1
        }
        // The routes that fit, a window that keeps the focused one in view.
        let room = (0..<trip.routeChoices.count).filter { fits(row + $0 * apart) }.count
        let focused = trip.routeChoices.indices.first { canvas.isFocused(.routeChoice($0)) } ?? previews.selectedRoute
        let first = max(0, min(focused - room + 1, trip.routeChoices.count - room))
        for (index, route) in trip.routeChoices.enumerated().dropFirst(first).prefix(room) {
            let selected = index == previews.selectedRoute
            let rect = Rect(x: panel.x + 1, y: row, width: panel.width - 2, height: routeRows)
            let summary = TextFit.firstFitting(route.summaryVariants, width: inner - 2)
            canvas.text(
                "\(selected ? "●" : "○") \(summary)", column: rect.x + 1, row: row, columns: inner,
                style: Style(selected ? .accent : .text, on: .card, bold: selected))
            // The estimates, after the first additional information variant
            // that fits beside them; without estimates from the app, the
            // first variant that fits alone.
            let estimates =
                route.guidance.isEmpty
                ? nil : "\(TravelTime.format(route.travelEstimates.timeRemaining)) · \(units.format(route.travelEstimates.distanceRemaining))"
            let variants = estimates.map { estimates in route.additionalInformationVariants.map { "\($0) · \(estimates)" } + [estimates] }
            let detail = TextFit.firstFitting(variants ?? route.additionalInformationVariants, width: inner)
            canvas.text(detail, column: rect.x + 1, row: row + 1, columns: inner, style: Style(.secondary, on: .card))
            canvas.highlightRow(.routeChoice(index), rect)
            canvas.register(.routeChoice(index), rect)
            row += apart
        }
        let go = Rect(x: panel.x + 1, y: panel.maxY - goRows - 1, width: panel.width - 2, height: goRows)
        canvas.boxedButton(.tripStart, previews.startButtonTitle, in: go, ink: .confirm, surface: .card)
    }
}
