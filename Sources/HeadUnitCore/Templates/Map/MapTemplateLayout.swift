/// A map template: the app's map under it all (below the bar, or the
/// whole display when the bar has hidden), the guidance panel top-leading
/// during a session (beside the map on a wide display), the trip preview
/// card on the leading side, the map buttons in the trailing bottom
/// corner (hidden with the bar and while panning), and a navigation alert
/// over the top.
enum MapTemplateLayout {
    /// The map's cells: the app area below the bar, or all of it.
    static func mapRect(_ geometry: DisplayGeometry, barHidden: Bool) -> Rect {
        let appLeft = geometry.column(geometry.appX)
        let top = barHidden ? 0 : geometry.row(DisplayGeometry.barHeight)
        return Rect(x: appLeft, y: top, width: geometry.columns - appLeft, height: geometry.rows - top)
    }

    /// Whether the guidance panel sits beside the map rather than over it.
    static func panelBeside(_ geometry: DisplayGeometry) -> Bool { geometry.appWidth >= 560 }

    /// The leading panel's width in cells: about 45% of the app area.
    static func panelColumns(_ geometry: DisplayGeometry) -> Int {
        geometry.columns(min(geometry.appWidth * 45 / 100 / 8 * 8, 240))
    }

    static func draw(_ map: MapTemplate, _ context: TemplateContext, on canvas: inout Canvas) {
        let environment = context.environment, geometry = canvas.geometry
        var mapRect = mapRect(geometry, barHidden: environment.isNavigationBarHidden)
        let session = environment.navigation
        var panel: Rect?
        if session != nil {
            let columns = panelColumns(geometry)
            if panelBeside(geometry) {
                panel = Rect(x: mapRect.x, y: mapRect.y, width: columns, height: mapRect.height)
                mapRect = Rect(x: mapRect.x + columns, y: mapRect.y, width: mapRect.width - columns, height: mapRect.height)
            } else {
                panel = Rect(x: mapRect.x + 1, y: mapRect.y, width: columns, height: min(mapRect.height, 7 * geometry.density.rawValue))
            }
        }
        let region = context.view.mapRegion ?? map.shownRegion(mapRect, geometry: geometry)
        let previewCard = map.tripPreviews.map { _ in Rect(x: mapRect.x, y: mapRect.y, width: panelColumns(geometry), height: mapRect.height) }
        var picture = picture(map, session)
        let buttonsColumn = buttonsColumn(geometry)
        picture.covered =
            [panel, previewCard].compactMap { $0 } + [Rect(x: mapRect.maxX - buttonsColumn, y: mapRect.y, width: buttonsColumn, height: mapRect.height)]
        MapLayout.draw(picture, region, in: mapRect, panning: context.view.isPanning, on: &canvas)
        if let session, let panel {
            GuidanceLayout.draw(session, units: environment.units, clockSeconds: environment.clockSeconds, in: panel, on: &canvas)
        }
        if let previews = map.tripPreviews, let previewCard {
            TripPreviewLayout.draw(previews, units: environment.units, in: previewCard, on: &canvas)
        }
        // The map buttons hide with the bar, and while the driver pans.
        if !environment.isNavigationBarHidden && !context.view.isPanning { drawMapButtons(map, in: mapRect, on: &canvas) }
        if let alert = environment.navigationAlert {
            NavigationAlertLayout.draw(alert.alert, over: mapRect, clearing: panelBeside(geometry) ? nil : panel, on: &canvas)
        }
    }

    /// What the map shows: the streets, the route previewed or driven, and
    /// the car (along the route as the drive goes).
    static func picture(_ map: MapTemplate, _ session: NavigationState?) -> MapPicture {
        var picture = MapPicture(streets: map.mapView.streets, car: map.mapView.car)
        if let previews = map.tripPreviews {
            picture.route = previews.trip.routeChoices[safe: previews.selectedRoute]?.path ?? []
        } else if let session {
            picture.route = session.route.path
            picture.car = RoutePath.location(along: session.route.path, at: session.progress) ?? map.mapView.car
        }
        return picture
    }

    /// The cells of the trailing column the map buttons sit in.
    static func buttonsColumn(_ geometry: DisplayGeometry) -> Int { 7 * geometry.density.rawValue }

    /// The map buttons, bottom up in the trailing corner, 48 points apart
    /// so that each has its 44-point touch square to itself.
    private static func drawMapButtons(_ map: MapTemplate, in rect: Rect, on canvas: inout Canvas) {
        var row = rect.maxY - 2 * canvas.geometry.density.rawValue
        for (index, button) in map.shownMapButtons.reversed() {
            let label = "[\(button.image)]"
            let columns = TextWidth.columns(of: label) + 2
            let ink: Ink = button.isEnabled ? .accent : .disabled
            let shown = canvas.inlineControl(
                .mapButton(index), label, column: rect.maxX - columns - 1, row: row, maxColumns: columns, style: Style(ink, on: .card, bold: true),
                registers: false)
            // A disabled button shows and cannot be used.
            canvas.register(.mapButton(index), shown, enabled: button.isEnabled)
            row -= 3 * canvas.geometry.density.rawValue
        }
    }
}

/// Points along a route's course.
enum RoutePath {
    /// The place `fraction` of the way along `path`, by length on the map.
    static func location(along path: [MapLocation], at fraction: Double) -> MapLocation? {
        let points = path.map(\.mapPoint)
        guard let first = points.first else { return nil }
        let lengths = zip(points, points.dropFirst()).map { a, b in ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        var left = lengths.reduce(0, +) * min(max(fraction, 0), 1)
        for (index, length) in lengths.enumerated() {
            if left <= length, length > 0 {
                let a = points[index], b = points[index + 1], t = left / length
                return .point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            left -= length
        }
        let last = points.last ?? first
        return .point(x: last.x, y: last.y)
    }
}

extension DisplayGeometry {
    /// The width in points of the map template's trailing column, where
    /// its map buttons sit (`CPWindow.mapButtonSafeAreaLayoutGuide` leaves it out).
    public var mapButtonsWidth: Int { MapTemplateLayout.buttonsColumn(self) * density.cellPointWidth }
}
