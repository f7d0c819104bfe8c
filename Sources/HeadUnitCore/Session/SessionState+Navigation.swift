extension SessionState {
    /// The map template navigation acts on: the first on the shown stack
    /// (a navigation app's root).
    var mapTemplateID: TemplateID? {
        controller.stack.first { templates[$0]?.kind == .map }
    }

    /// Whether the bar of the map on top has hidden itself: it hides after
    /// a few seconds without input, unless the driver is panning or
    /// choosing a trip.
    public var isNavigationBarHidden: Bool {
        guard mode == .app, controller.modal == nil, case .map(let map)? = topTemplate?.body, map.automaticallyHidesNavigationBar, map.tripPreviews == nil,
            !isPanning
        else { return false }
        return clock - lastInputClock >= CarPlayLimits.navigationBarHideSeconds
    }

    /// Does what a navigation app's handler asks of its map, trips and session.
    mutating func perform(_ action: NavigationAction) throws(RuleViolation) {
        switch action {
        case .zoomIn, .zoomOut:
            zoom(by: action == .zoomIn ? 1 : -1)
        case .showPanningInterface:
            setPanning(true, on: try mapID(for: "showPanningInterface"))
        case .dismissPanningInterface:
            endPanning()
        case .showTripPreviews(let ids):
            let id = try mapID(for: "showTripPreviews")
            showTripPreviews(ids.compactMap { app.navigation.trips[$0] }, on: id)
        case .hideTripPreviews:
            guard let id = mapTemplateID else { return }
            changeMap(id) { $0.tripPreviews = nil }
        case .startNavigationSession(let tripID):
            let id = try mapID(for: "startNavigationSession")
            guard case .map(let map)? = templates[id]?.body else { return }
            let choice: (trip: Trip, route: Int)? =
                tripID.flatMap { app.navigation.trips[$0] }.map { ($0, 0) }
                ?? map.tripPreviews.map { ($0.trip, $0.selectedRoute) }
            guard let choice, !choice.trip.routeChoices.isEmpty else { return }
            changeMap(id) { $0.tripPreviews = nil }
            navigation = NavigationState(trip: choice.trip, routeIndex: choice.route)
            drive(for: 0)
        case .finishTrip, .cancelTrip:
            navigation = nil
        case .presentNavigationAlert(let alertID):
            _ = try mapID(for: "presentNavigationAlert")
            if let alert = app.navigation.alerts[alertID] { presentNavigationAlert(alert, id: alertID) }
        case .dismissNavigationAlert:
            dismissNavigationAlert(.systemDismissed)
        case .activateVoiceControlState(let identifier):
            // The app calls it on its voice control template, presented or
            // not: every one that has the state switches to it.
            for (id, template) in templates {
                guard case .voiceControl(var voice) = template.body else { continue }
                voice.activate(identifier)
                templates[id]?.body = .voiceControl(voice)
            }
        }
    }

    /// Shows the trips that have routes on the map `id`, at most as many as
    /// a car shows; focus goes to the card, on its chosen route.
    mutating func showTripPreviews(_ trips: [Trip], on id: TemplateID) {
        let trips = trips.filter { !$0.routeChoices.isEmpty }
        guard !trips.isEmpty else { return }
        views[id]?.focus = nil
        views[id]?.focusPlace = nil
        changeMap(id) { $0.tripPreviews = TripPreviews(trips: Array(trips.prefix(CarPlayLimits.tripPreviews))) }
    }

    /// Lets the drive go on: the guidance counts down and may present alerts;
    /// a navigation alert with a duration runs out.
    mutating func drive(for seconds: Double) {
        if var shown = navigationAlert, let left = shown.secondsLeft {
            shown.secondsLeft = left - seconds
            if left - seconds > 0 { navigationAlert = shown } else { dismissNavigationAlert(.timeout) }
        }
        guard var session = navigation else { return }
        let alerts = session.advance(by: seconds)
        navigation = session
        for id in alerts {
            if let alert = app.navigation.alerts[id] { presentNavigationAlert(alert, id: id) }
        }
    }

    /// A navigation alert's button: its handler runs, and the alert goes.
    mutating func pressNavigationAlert(_ index: Int) {
        guard let shown = navigationAlert else { return }
        dismissNavigationAlert(.userDismissed)
        run(shown.alert.actions[safe: index]?.handler?.actions ?? [])
    }

    /// Shows `alert` (known by `id`) over the map, in place of any other
    /// (a hosted app, which replaced it, has told its own delegate).
    mutating func presentNavigationAlert(_ alert: NavigationAlert, id: String) {
        navigationAlert = ShownNavigationAlert(id: id, alert: alert, secondsLeft: alert.duration > 0 ? alert.duration : nil)
        resetFocus()
    }

    /// Takes the navigation alert down, for `reason`; a hosted app hears why.
    mutating func dismissNavigationAlert(_ reason: NavigationAlertDismissal) {
        guard navigationAlert != nil else { return }
        navigationAlert = nil
        if app.isHosted { hostEvents.append(.navigationAlertDismissed(app: current, reason)) }
        resetFocus()
    }

    /// The map template for an action, or the exception a car raises without one.
    private func mapID(for action: String) throws(RuleViolation) -> TemplateID {
        guard let id = mapTemplateID else { throw .needsMapTemplate(action, root: controller.root.flatMap { templates[$0] }) }
        return id
    }

    private mutating func changeMap(_ id: TemplateID, _ change: (inout MapTemplate) -> Void) {
        guard case .map(var map)? = templates[id]?.body else { return }
        change(&map)
        templates[id]?.body = .map(map)
        resetFocus()
    }
}
