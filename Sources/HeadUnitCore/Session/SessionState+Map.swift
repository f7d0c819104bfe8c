extension SessionState {
    /// The map of the template on top, and the region it shows now.
    private var shownMap: (id: TemplateID, map: MapContent, region: MapRegion)? {
        guard let id = controller.top, controller.modal == nil, let map = templates[id]?.body.content.map(in: geometry) else { return nil }
        return (id, map, views[id]?.mapRegion ?? map.region)
    }

    /// Whether the knob pans the map on top now.
    var isPanning: Bool { shownMap.map { views[$0.id]?.isPanning == true } ?? false }

    /// A knob press on the map: it starts panning, or ends it.
    mutating func togglePanning() {
        guard let id = shownMap?.id else { return }
        setPanning(!(views[id]?.isPanning ?? false), on: id)
    }

    /// Ends panning (back, or a press): the knob moves focus again.
    mutating func endPanning() {
        guard let id = shownMap?.id else { return }
        setPanning(false, on: id)
    }

    /// Shows or ends the panning interface of the map `id`; a hosted app hears it.
    mutating func setPanning(_ on: Bool, on id: TemplateID) {
        guard views[id]?.isPanning ?? false != on else { return }
        views[id, default: TemplateView()].isPanning = on
        if app.isHosted { hostEvents.append(.panning(app: current, shown: on)) }
    }

    /// A nudge while panning: the map moves a quarter of its size.
    mutating func pan(_ direction: Direction) {
        guard let shown = shownMap else { return }
        let aspect = Double(shown.map.rect.width * geometry.density.cellPointWidth) / Double(max(1, shown.map.rect.height * geometry.density.cellPointHeight))
        moveMap(to: shown.region.panned(direction, aspect: aspect), shown.id, shown.map)
        if app.isHosted { hostEvents.append(.panned(app: current, direction)) }
    }

    /// The knob turned while panning: clockwise zooms in, a fifth a detent.
    mutating func zoom(by detents: Int) {
        guard let shown = shownMap else { return }
        var region = shown.region
        for _ in 0..<abs(detents) { region.unitsAcross *= detents > 0 ? 0.8 : 1.25 }
        moveMap(to: region, shown.id, shown.map)
    }

    /// A drag on the display: on the map, the map follows the finger;
    /// elsewhere, the scrolling body under it does.
    mutating func drag(fromColumn: Int, fromRow: Int, toColumn: Int, toRow: Int) {
        guard let shown = shownMap, shown.map.rect.contains(col: fromColumn, row: fromRow) else {
            // Elsewhere a finger scrolls the body under it, as a swipe does.
            return scroll(byPoints: (fromRow - toRow) * geometry.density.cellPointHeight)
        }
        let dx = Double((toColumn - fromColumn) * geometry.density.cellPointWidth)
        let dy = Double((toRow - fromRow) * geometry.density.cellPointHeight)
        let width = Double(shown.map.rect.width * geometry.density.cellPointWidth)
        moveMap(to: shown.region.dragged(byX: dx, y: dy, width: width), shown.id, shown.map)
    }

    /// Shows a new region and tells the app, which may update its places.
    private mutating func moveMap(to region: MapRegion, _ id: TemplateID, _ map: MapContent) {
        views[id, default: TemplateView()].mapRegion = region
        run(map.regionChanged)
    }
}
