/// A point-of-interest template as the session, lint and layout see it:
/// the picker's places (or the selected place's card buttons) the knob
/// walks, and the map, which pressed lets the knob pan it.
extension PointOfInterestTemplate: TemplateContent {
    static let kind = TemplateKind.pointOfInterest
    static let displayName = "point of interest"
    static let isModal = false
    static let raisesWhenShown = false
    static let asciiStandIns: [(glyphs: String, ascii: Character)] = []

    var body: TemplateBody { .pointOfInterest(self) }
    /// Its title heads the picker, not the bar; a template pushed on it
    /// still says where back goes.
    var backTitle: String? { title }

    func handlerSlots() -> [HandlerSlot] {
        var slots: [HandlerSlot] = []
        for (index, place) in pointsOfInterest.enumerated() {
            for (button, key) in [(place.primaryButton, "primaryButton"), (place.secondaryButton, "secondaryButton")] {
                guard let handler = button?.handler else { continue }
                let control = ControlID.pointOfInterestButton(key == "primaryButton" ? 0 : 1)
                slots.append(HandlerSlot(control: control, path: "pointsOfInterest[\(index)].\(key).handler", handler: handler))
            }
        }
        if !regionChanged.isEmpty { slots.append(HandlerSlot(control: .map, path: "regionChanged", handler: Handler(regionChanged))) }
        return slots
    }

    func findings(in context: RuleContext) -> [RuleFinding] {
        let limit = CarPlayLimits.pointsOfInterest
        guard pointsOfInterest.count > limit else { return [] }
        return [
            .warning(.trimmed(.pointOfInterestLimit, context.template, count: pointsOfInterest.count, "places", shown: limit), at: "pointsOfInterest[\(limit)]")
        ]
    }

    func focusAreas(in environment: TemplateEnvironment) -> [FocusArea] {
        let map = FocusArea.row("map", [.map])
        if let place = selectedPlace {
            return [.column("card", place.buttons.indices.map { .pointOfInterestButton($0) }), map]
        }
        return [.column(FocusArea.Names.body, shownPlaces.indices.map { .pointOfInterest($0) }), map]
    }

    /// The card's primary button; else the place selected last (or the first).
    func initialFocus(in areas: [FocusArea]) -> ControlID? {
        if let place = selectedPlace { return place.buttons.isEmpty ? .map : .pointOfInterestButton(0) }
        return shownPlaces.isEmpty ? .map : .pointOfInterest(min(lastSelectedIndex ?? 0, shownPlaces.count - 1))
    }

    /// A place shows its card, and the app hears of it; a card's button runs its handler.
    mutating func press(_ control: ControlID, limited: Bool) -> ControlPress {
        switch control {
        case .pointOfInterest(let index) where shownPlaces.indices.contains(index):
            selectedIndex = index
            lastSelectedIndex = index
            return .changed(then: shownPlaces[index].selected)
        case .pointOfInterestButton(let index):
            return selectedPlace?.buttons[safe: index]?.handler.map(ControlPress.run) ?? .nothing
        default:
            return .nothing
        }
    }

    /// Back closes a card, back to the picker; from the picker it leaves.
    mutating func back() -> BackPress {
        guard selectedIndex != nil else { return .leave }
        selectedIndex = nil
        return .stay
    }

    func scrollContent(limited: Bool, geometry: DisplayGeometry) -> ScrollContent? {
        selectedPlace == nil ? PointOfInterestLayout.scrollContent(of: self, geometry: geometry) : nil
    }

    func map(in geometry: DisplayGeometry) -> MapContent? {
        MapContent(region: fittingRegion(in: geometry), rect: PointOfInterestLayout.panes(geometry).map, regionChanged: regionChanged)
    }

    /// The region that shows every place, in the map's pane.
    func fittingRegion(in geometry: DisplayGeometry) -> MapRegion {
        MapRegion.fitting(shownPlaces.map(\.location), aspect: geometry.aspect(of: PointOfInterestLayout.panes(geometry).map))
    }

    func draw(_ context: TemplateContext, on canvas: inout Canvas) {
        PointOfInterestLayout.draw(self, context, on: &canvas)
    }

    /// Replaces the places, as `setPointsOfInterest(_:selectedIndex:)` does.
    mutating func apply(_ update: PlacesUpdate) {
        pointsOfInterest = update.pointsOfInterest
        selectedIndex = update.selectedIndex.flatMap { shownPlaces.indices.contains($0) ? $0 : nil }
    }
}
