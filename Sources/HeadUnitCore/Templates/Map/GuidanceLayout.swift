/// The guidance panel of a navigation session: the upcoming maneuver's
/// symbol and distance, its instruction, the maneuver after it, and the
/// trip's arrival, time and distance left; while the trip is paused, why.
enum GuidanceLayout {
    static func draw(_ session: NavigationState, units: DistanceUnit, clockSeconds: Double, in panel: Rect, on canvas: inout Canvas) {
        ModalLayout.card(panel, on: &canvas)
        let inner = panel.width - 4
        var row = panel.y + 1
        func line(_ text: String, _ style: Style) {
            guard row < panel.maxY - 1 else { return }
            canvas.text(text, column: panel.x + 2, row: row, columns: inner, style: style)
            row += 1
        }
        if let pause = session.pause {
            for text in TextFit.wrap(pause.description, width: inner, maximumLines: 2) { line(text, Style(.text, on: .card, bold: true)) }
        } else if let upcoming = session.upcoming {
            let symbol = upcoming.maneuver.symbolImage.map { "\($0)  " } ?? ""
            line(symbol + units.format(upcoming.estimates.distanceRemaining), Style(.accent, on: .card, bold: true))
            let instruction = TextFit.firstFitting(upcoming.maneuver.instructionVariants, width: inner * 2)
            for text in TextFit.wrap(instruction, width: inner, maximumLines: 2) { line(text, Style(.text, on: .card, bold: true)) }
            if let following = session.following.flatMap(Self.following) { line(following, Style(.secondary, on: .card)) }
        }
        guard !session.hasArrived else { return }
        let trip = session.tripEstimates
        row = max(row, panel.maxY - 2)
        line(estimates(trip, units: units, clockSeconds: clockSeconds, width: inner), Style(.secondary, on: .card))
    }

    /// The maneuver after the next, laid out in its display style (the
    /// map delegate's `mapTemplate(_:displayStyleFor:)`, which applies to
    /// the second maneuver): `then ↱ Main St`, `then Main St ↱`, the
    /// symbol alone (a lane image, where an app draws lanes so), or the
    /// instruction alone; nil when the style leaves nothing to show.
    static func following(_ maneuver: Maneuver) -> String? {
        let symbol = maneuver.symbolImage, instruction = maneuver.instructionVariants.last
        switch maneuver.displayStyle {
        case .symbolOnly: return symbol
        case .instructionOnly: return instruction.map { "then \($0)" }
        case .trailingSymbol: return instruction.map { "then \($0)" + (symbol.map { " \($0)" } ?? "") }
        case .leadingSymbol: return instruction.map { "then " + (symbol.map { "\($0) " } ?? "") + $0 }
        }
    }

    /// The trip's arrival, time and distance left, as much as fits:
    /// `10:02 · 21 min · 6.9 mi`, then without the arrival, then the time.
    static func estimates(_ trip: TravelEstimates, units: DistanceUnit, clockSeconds: Double, width: Int) -> String {
        let arrival = TravelTime.arrival(afterSeconds: trip.timeRemaining, fromClock: clockSeconds)
        let time = TravelTime.format(trip.timeRemaining), distance = units.format(trip.distanceRemaining)
        return TextFit.firstFitting(["\(arrival) · \(time) · \(distance)", "\(time) · \(distance)", time], width: width)
    }
}
