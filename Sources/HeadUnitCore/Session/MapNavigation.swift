/// What happens on an app's map and in its navigation: the actions a
/// navigation app's handlers take, trip previews, the drive the clock
/// advances, navigation alerts, and the knob's and the finger's panning. It
/// acts on the app's scope.
enum MapNavigation {
    /// Does what a navigation app's handler asks of its map, trips and session.
    static func perform(_ scope: inout AppScope, _ action: NavigationAction) throws(RuleViolation) {
        switch action {
        case .zoomIn, .zoomOut:
            zoom(&scope, by: action == .zoomIn ? 1 : -1)
        case .showPanningInterface:
            setPanning(&scope, true, on: try mapID(scope, for: "showPanningInterface"))
        case .dismissPanningInterface:
            endPanning(&scope)
        case .showTripPreviews(let ids):
            let id = try mapID(scope, for: "showTripPreviews")
            showTripPreviews(&scope, TripPreviews(trips: ids.compactMap { scope.app.navigation.trips[$0] }), on: id)
        case .hideTripPreviews:
            guard let id = scope.mapTemplateID else { return }
            changeMap(&scope, id) { $0.tripPreviews = nil }
        case .startNavigationSession(let tripID):
            let id = try mapID(scope, for: "startNavigationSession")
            guard case .map(let map)? = scope.templates[id]?.body else { return }
            let choice: (trip: Trip, route: Int)? =
                tripID.flatMap { scope.app.navigation.trips[$0] }.map { ($0, 0) }
                ?? map.tripPreviews.map { ($0.trip, $0.selectedRoute) }
            guard let choice, !choice.trip.routeChoices.isEmpty else { return }
            changeMap(&scope, id) { $0.tripPreviews = nil }
            scope.navigation = NavigationState(trip: choice.trip, routeIndex: choice.route)
            drive(&scope, for: 0)
        case .finishTrip, .cancelTrip:
            scope.navigation = nil
        case .presentNavigationAlert(let alertID):
            _ = try mapID(scope, for: "presentNavigationAlert")
            if let alert = scope.app.navigation.alerts[alertID] { presentNavigationAlert(&scope, alert, id: alertID) }
        case .dismissNavigationAlert:
            dismissNavigationAlert(&scope, .systemDismissed)
        case .activateVoiceControlState(let identifier):
            // The app calls it on its voice control template, presented or
            // not: every one that has the state switches to it.
            for (id, template) in scope.templates {
                guard case .voiceControl(var voice) = template.body else { continue }
                voice.activate(identifier)
                scope.templates[id]?.body = .voiceControl(voice)
            }
        }
    }

    /// Shows the trips that have routes on the map `id`, at most as many as
    /// a car shows; focus goes to the card, on its chosen route.
    static func showTripPreviews(_ scope: inout AppScope, _ previews: TripPreviews, on id: TemplateID) {
        var shown = previews
        // A trip without routes cannot be previewed; the selected one stays
        // selected when it can be shown, else the first is.
        let selected = previews.trips.indices.contains(previews.selectedTrip) ? previews.trips[previews.selectedTrip] : nil
        shown.trips = Array(previews.trips.filter { !$0.routeChoices.isEmpty }.prefix(CarPlayLimits.tripPreviews))
        guard !shown.trips.isEmpty else { return }
        shown.selectedTrip = selected.flatMap { trip in shown.trips.firstIndex { $0 == trip } } ?? 0
        scope.views[id]?.focus = nil
        scope.views[id]?.focusPlace = nil
        changeMap(&scope, id) { $0.tripPreviews = shown }
    }

    /// Lets the drive go on: the guidance counts down and may present alerts;
    /// a navigation alert with a duration runs out.
    static func drive(_ scope: inout AppScope, for seconds: Double) {
        if var shown = scope.navigationAlert, let left = shown.secondsLeft {
            shown.secondsLeft = left - seconds
            if left - seconds > 0 { scope.navigationAlert = shown } else { dismissNavigationAlert(&scope, .timeout) }
        }
        guard var session = scope.navigation else { return }
        let alerts = session.advance(by: seconds)
        scope.navigation = session
        for id in alerts {
            if let alert = scope.app.navigation.alerts[id] { presentNavigationAlert(&scope, alert, id: id) }
        }
    }

    /// A navigation alert's button: its handler runs, and the alert goes.
    static func pressNavigationAlert(_ scope: inout AppScope, _ index: Int) {
        guard let shown = scope.navigationAlert else { return }
        dismissNavigationAlert(&scope, .userDismissed)
        scope.run(shown.alert.actions[safe: index]?.handler?.actions ?? [])
    }

    /// Shows `alert` (known by `id`) over the map, in place of any other
    /// (a hosted app, which replaced it, has told its own delegate).
    static func presentNavigationAlert(_ scope: inout AppScope, _ alert: NavigationAlert, id: String) {
        scope.navigationAlert = ShownNavigationAlert(id: id, alert: alert, secondsLeft: alert.duration > 0 ? alert.duration : nil)
        FocusEngine.resetFocus(&scope)
    }

    /// Takes the navigation alert down, for `reason`; a hosted app hears why.
    static func dismissNavigationAlert(_ scope: inout AppScope, _ reason: NavigationAlertDismissal) {
        guard scope.navigationAlert != nil else { return }
        scope.navigationAlert = nil
        if scope.app.isHosted { scope.state.carEvents.append(.navigationAlertDismissed(app: scope.appIndex, reason)) }
        FocusEngine.resetFocus(&scope)
    }

    /// The map template for an action, or the exception a car raises without one.
    private static func mapID(_ scope: AppScope, for action: String) throws(RuleViolation) -> TemplateID {
        guard let id = scope.mapTemplateID else { throw .needsMapTemplate(action, root: scope.controller.root.flatMap { scope.templates[$0] }) }
        return id
    }

    private static func changeMap(_ scope: inout AppScope, _ id: TemplateID, _ change: (inout MapTemplate) -> Void) {
        guard case .map(var map)? = scope.templates[id]?.body else { return }
        change(&map)
        scope.templates[id]?.body = .map(map)
        FocusEngine.resetFocus(&scope)
    }

    /// A knob press on the map: it starts panning, or ends it.
    static func togglePanning(_ scope: inout AppScope) {
        guard let id = scope.shownMap?.id else { return }
        setPanning(&scope, !(scope.views[id]?.isPanning ?? false), on: id)
    }

    /// Ends panning (back, or a press): the knob moves focus again.
    static func endPanning(_ scope: inout AppScope) {
        guard let id = scope.shownMap?.id else { return }
        setPanning(&scope, false, on: id)
    }

    /// Shows or ends the panning interface of the map `id`; a hosted app hears it.
    static func setPanning(_ scope: inout AppScope, _ on: Bool, on id: TemplateID) {
        guard scope.views[id]?.isPanning ?? false != on else { return }
        scope.views[id, default: TemplateView()].isPanning = on
        if scope.app.isHosted { scope.state.carEvents.append(.panning(app: scope.appIndex, shown: on)) }
    }

    /// A nudge while panning: the map moves a quarter of its size.
    static func pan(_ scope: inout AppScope, _ direction: Direction) {
        guard let shown = scope.shownMap else { return }
        moveMap(&scope, to: shown.region.panned(direction, aspect: scope.state.geometry.aspect(of: shown.map.rect)), shown.id, shown.map)
        if scope.app.isHosted { scope.state.carEvents.append(.panned(app: scope.appIndex, direction)) }
    }

    /// The knob turned while panning: clockwise zooms in, a fifth a detent.
    /// A map template's app hears of pans alone (CPMapTemplateDelegate has
    /// no zoom), so its `regionChanged` waits for the map to move.
    static func zoom(_ scope: inout AppScope, by detents: Int) {
        guard let shown = scope.shownMap else { return }
        var region = shown.region
        for _ in 0..<abs(detents) { region.unitsAcross *= detents > 0 ? 0.8 : 1.25 }
        moveMap(&scope, to: region, shown.id, shown.map, tellsApp: scope.templates[shown.id]?.kind != .map)
    }

    /// A drag on the display: on the map, the map follows the finger;
    /// elsewhere, the scrolling body under it does.
    static func drag(_ scope: inout AppScope, fromColumn: Int, fromRow: Int, toColumn: Int, toRow: Int) {
        guard let shown = scope.shownMap, shown.map.rect.contains(col: fromColumn, row: fromRow) else {
            // Elsewhere a finger scrolls the body under it, as a swipe does.
            return FocusEngine.scroll(&scope, byPoints: (fromRow - toRow) * scope.state.geometry.density.cellPointHeight)
        }
        let dx = Double((toColumn - fromColumn) * scope.state.geometry.density.cellPointWidth)
        let dy = Double((toRow - fromRow) * scope.state.geometry.density.cellPointHeight)
        let width = Double(shown.map.rect.width * scope.state.geometry.density.cellPointWidth)
        moveMap(&scope, to: shown.region.dragged(byX: dx, y: dy, width: width), shown.id, shown.map)
        if scope.app.isHosted { scope.state.carEvents.append(.dragged(app: scope.appIndex, x: Int(dx), y: Int(dy))) }
    }

    /// Shows a new region and tells the app, which may update its places.
    private static func moveMap(_ scope: inout AppScope, to region: MapRegion, _ id: TemplateID, _ map: MapContent, tellsApp: Bool = true) {
        scope.views[id, default: TemplateView()].mapRegion = region
        if tellsApp { scope.run(map.regionChanged) }
    }
}
