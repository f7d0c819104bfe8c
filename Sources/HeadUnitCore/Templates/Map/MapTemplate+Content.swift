/// A map template as the session, lint and layout see it: its map buttons,
/// the trip preview card's routes and Go, and, while one is up, a
/// navigation alert's buttons, which take the knob.
extension MapTemplate: TemplateContent {
    mutating func keepSessionState(of old: any TemplateContent) {
        if let old = old as? MapTemplate { tripPreviews = old.tripPreviews }
    }

    static let kind = TemplateKind.map
    static let displayName = "map"
    static let isModal = false
    static let raisesWhenShown = false
    static let asciiStandIns: [(glyphs: String, ascii: Character)] = [
        ("↱", ">"), ("↰", "<"), ("↑", "^"), ("⤴", "^"), ("○", "o"), ("−", "-"), ("✥", "+"), ("↖↘", "\\"), ("↗↙", "/"), ("↶↷", "u"),
        ("↺↻", "@"), ("⚑", "F"), ("≈", "~"), ("▮", "#"), ("▯", "."), ("▸", ">"),
    ]

    var body: TemplateBody { .map(self) }

    func handlerSlots() -> [HandlerSlot] {
        var slots = HandlerSlot.each(mapButtons, in: "mapButtons", control: { .mapButton($0) }, handler: \.handler, isEnabled: \.isEnabled)
        if !startedTrip.isEmpty { slots.append(HandlerSlot(control: .tripStart, path: "startedTrip", handler: Handler(startedTrip))) }
        if !regionChanged.isEmpty { slots.append(HandlerSlot(control: .map, path: "regionChanged", handler: Handler(regionChanged))) }
        return slots
    }

    func findings(in context: RuleContext) -> [RuleFinding] {
        let limit = CarPlayLimits.mapButtons
        guard mapButtons.count > limit else { return [] }
        return [.warning(.trimmed(.mapButtonLimit, context.template, count: mapButtons.count, "map buttons", shown: limit), at: "mapButtons[\(limit)]")]
    }

    /// Its navigation bar hides a while after the driver's last input.
    func nextChange(after clock: Double, in environment: TemplateEnvironment) -> Double? {
        let hidesAt = environment.lastInputClock + CarPlayLimits.navigationBarHideSeconds
        return automaticallyHidesNavigationBar && hidesAt > clock ? hidesAt : nil
    }

    func focusAreas(in environment: TemplateEnvironment) -> [FocusArea] {
        if let alert = environment.navigationAlert {
            return [.row("navAlert", alert.alert.actions.indices.map { .navigationAlertAction($0) })]
        }
        var areas: [FocusArea] = []
        if let previews = tripPreviews {
            areas.append(.column("routes", previews.trip.routeChoices.indices.map { .routeChoice($0) }))
            let switcher: [ControlID] = previews.trips.count > 1 ? [.tripPrevious, .tripNext] : []
            areas.append(.row("trip", switcher + [.tripStart]))
        }
        // The map buttons hide with the bar.
        if !environment.isNavigationBarHidden {
            areas.append(.column("mapButtons", shownMapButtons.filter(\.button.isEnabled).map { .mapButton($0.index) }))
        }
        return areas
    }

    /// A navigation alert's primary button; a preview's chosen route; else the first map button.
    func initialFocus(in areas: [FocusArea]) -> ControlID? {
        if let alert = areas.first(where: { $0.name == "navAlert" }) { return alert.controls.first }
        if let previews = tripPreviews { return .routeChoice(previews.selectedRoute) }
        return areas.first { $0.name == "mapButtons" }?.controls.first ?? areas.first?.controls.first
    }

    mutating func press(_ control: ControlID, limited: Bool) -> ControlPress {
        switch control {
        case .mapButton(let index):
            guard let button = mapButtons[safe: index], button.isEnabled else { return .nothing }
            return button.handler.map(ControlPress.run) ?? .nothing
        case .routeChoice(let index):
            tripPreviews?.selectedRoute = index
            return .changed(then: [])
        case .tripPrevious, .tripNext:
            guard var previews = tripPreviews else { return .nothing }
            previews.selectedTrip = (previews.selectedTrip + (control == .tripNext ? 1 : previews.trips.count - 1)) % previews.trips.count
            previews.selectedRoute = 0
            tripPreviews = previews
            return .changed(then: [])
        case .tripStart:
            return .run(Handler(startedTrip))
        default:
            return .nothing
        }
    }

    /// Back closes the trip previews; the map itself is the root.
    mutating func back() -> BackPress {
        guard tripPreviews != nil else { return .leave }
        tripPreviews = nil
        return .stay
    }

    func map(in geometry: DisplayGeometry) -> MapContent? {
        let rect = MapTemplateLayout.mapRect(geometry, barHidden: false)
        return MapContent(region: shownRegion(rect, geometry: geometry), rect: rect, regionChanged: regionChanged)
    }

    /// The region drawn in `rect` before the driver pans or zooms: it fits
    /// the map in what the trip preview card leaves uncovered, so that the
    /// routes previewed show beside the card.
    func shownRegion(_ rect: Rect, geometry: DisplayGeometry) -> MapRegion {
        guard tripPreviews != nil else { return fittingRegion(rect, geometry: geometry) }
        let card = MapTemplateLayout.panelColumns(geometry)
        let visible = Rect(x: rect.x + card, y: rect.y, width: max(1, rect.width - card), height: rect.height)
        let fit = fittingRegion(visible, geometry: geometry)
        let unitsPerColumn = fit.unitsAcross / Double(visible.width)
        // The visible part's centre lies card/2 columns right of the rectangle's.
        return MapRegion(
            centerX: fit.centerX - Double(card) / 2 * unitsPerColumn, centerY: fit.centerY, unitsAcross: unitsPerColumn * Double(rect.width))
    }

    /// The region that shows the app's streets, the car and the routes.
    func fittingRegion(_ rect: Rect, geometry: DisplayGeometry) -> MapRegion {
        var locations = mapView.streets.flatMap(\.path) + (mapView.car.map { [$0] } ?? [])
        locations += tripPreviews?.trips.flatMap { $0.routeChoices.flatMap(\.path) } ?? []
        return MapRegion.fitting(locations, aspect: geometry.aspect(of: rect))
    }

    func draw(_ context: TemplateContext, on canvas: inout Canvas) {
        MapTemplateLayout.draw(self, context, on: &canvas)
    }
}
