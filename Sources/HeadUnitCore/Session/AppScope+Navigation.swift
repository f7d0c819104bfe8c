extension AppScope {
    /// The map template navigation acts on: the first on the shown stack
    /// (a navigation app's root).
    var mapTemplateID: TemplateID? {
        controller.stack.first { templates[$0]?.kind == .map }
    }

    /// Whether the bar of the map on top has hidden itself: it hides after
    /// a few seconds without input, unless the driver is panning or
    /// choosing a trip.
    /// (The time since the last input is read first: it is false in the
    /// step after a key, and finding the template on top copies it.)
    public var isNavigationBarHidden: Bool {
        guard Self.barMayHide(in: state), controller.modal == nil, case .map(let map)? = topTemplate?.body, map.automaticallyHidesNavigationBar,
            map.tripPreviews == nil
        else { return false }
        return !isPanning
    }

    /// Whether any bar may have hidden itself in `state`: no input for a
    /// while, an app on screen. Asked of the state itself, so that the
    /// clock's tick, which asks before and after it moves, makes no scope
    /// (a copy of the state) between a driver's inputs.
    static func barMayHide(in state: SessionState) -> Bool {
        state.clock - state.lastInputClock >= CarPlayLimits.navigationBarHideSeconds && state.mode == .app
    }

    /// The map of the template on top, and the region it shows now.
    var shownMap: (id: TemplateID, map: MapContent, region: MapRegion)? {
        guard let id = controller.top, controller.modal == nil, let map = templates[id]?.body.content.map(in: state.geometry) else { return nil }
        return (id, map, views[id]?.mapRegion ?? map.region)
    }

    /// Whether the knob pans the map on top now (the flag first: finding the map lays one out).
    var isPanning: Bool { controller.top.flatMap { views[$0]?.isPanning } == true && shownMap != nil }

    /// The region the map on top shows now, in degrees, as MapKit gives one.
    public var shownMapCoordinates: CoordinateRegion? { shownMap.map { $0.region.coordinates(aspect: state.geometry.aspect(of: $0.map.rect)) } }

}
