import HeadUnitCore

/// CPNavigationSession: guidance for a trip: its upcoming maneuvers and
/// their estimates, shown on the map's guidance card and in the cluster,
/// and the navigation metadata the car's cluster draws (the lanes, the
/// road, how near the maneuver is) when the map delegate provides it.
@preconcurrency @MainActor public final class CPNavigationSession: NSObject {
    public let trip: CPTrip
    /// The maneuvers to come, the next first.
    public var upcomingManeuvers: [CPManeuver] = [] {
        didSet { sendGuidance() }
    }
    /// The lanes to take now, one of those added (`add(_:)`); nil for none.
    public var currentLaneGuidance: CPLaneGuidance? {
        didSet { sendGuidance() }
    }
    /// The road the car is on, longest first.
    public var currentRoadNameVariants: [String] = [] {
        didSet { sendGuidance() }
    }
    /// How near the next maneuver is.
    public var maneuverState: CPManeuverState = .continue {
        didSet { sendGuidance() }
    }
    /// The maneuvers and lane guidances the app added, in the order of the route.
    private var addedManeuvers: [CPManeuver] = []
    private var addedLaneGuidances: [CPLaneGuidance] = []
    /// The route's segments (iOS 26.4), and the one under way.
    public internal(set) var routeSegments: [CPRouteSegment] = []
    private var segment: CPRouteSegment?
    private weak var map: CPMapTemplate?
    private var estimates: [ObjectIdentifier: CPTravelEstimates] = [:]
    private var paused: (reason: CPTripPauseReason, description: String?)?
    /// Whether the map delegate provides navigation metadata, asked as the session starts.
    private let providesMetadata: Bool
    /// The guidance last sent to the car.
    private var sent: NavigationState?

    init(trip: CPTrip, map: CPMapTemplate) {
        self.trip = trip
        self.map = map
        providesMetadata = map.mapDelegate?.mapTemplateShouldProvideNavigationMetadata(map) ?? false
        super.init()
        sendGuidance()
    }

    /// A maneuver's estimates as the drive goes on.
    public func updateEstimates(_ estimates: CPTravelEstimates, for maneuver: CPManeuver) {
        self.estimates[ObjectIdentifier(maneuver)] = estimates
        sendGuidance()
    }

    public func pauseTrip(for reason: CPTripPauseReason, description: String?) {
        paused = (reason, description)
        sendGuidance()
    }

    /// Pauses with a colour for the pause card, which headunit draws in the theme's.
    public func pauseTrip(for reason: CPTripPauseReason, description: String?, turnCardColor: UIColor?) {
        if turnCardColor != nil { map?.runtime?.conversion.notice("a pause card's turnCardColor is drawn in the theme's colours") }
        pauseTrip(for: reason, description: description)
    }

    /// Adds the route's maneuvers, in order, as soon as the app has them.
    public func add(_ maneuvers: [CPManeuver]) { addedManeuvers += maneuvers }

    /// Adds the route's lane guidances, in order, as soon as the app has them.
    public func add(_ laneGuidances: [CPLaneGuidance]) { addedLaneGuidances += laneGuidances }

    /// Adds the route's segments (iOS 26.4).
    public func addRouteSegments(_ routeSegments: [CPRouteSegment]) { self.routeSegments += routeSegments }

    /// The segment under way (iOS 26.4): its current maneuvers, lanes and
    /// estimates become the guidance.
    public var currentSegment: CPRouteSegment {
        get {
            guard let segment else { fatalError("currentSegment was read before it was set") }
            return segment
        }
        set {
            segment = newValue
            follow(newValue.route)
        }
    }

    public func finishTrip() { map?.ended(self) }
    public func cancelTrip() { map?.ended(self) }

    /// The guidance takes a route's current maneuvers, lanes and estimates.
    func follow(_ route: CPRouteInformation) {
        add(route.maneuvers.filter { maneuver in !addedManeuvers.contains { $0 === maneuver } })
        add(route.laneGuidances.filter { lanes in !addedLaneGuidances.contains { $0 === lanes } })
        if let first = route.currentManeuvers.first { estimates[ObjectIdentifier(first)] = route.maneuverTravelEstimates }
        map?.setEstimates(route.tripTravelEstimates, for: trip)
        paused = nil
        currentLaneGuidance = route.currentLaneGuidance
        upcomingManeuvers = route.currentManeuvers
    }

    /// What the car cannot take of the metadata: a maneuver or lane
    /// guidance shown before it was added, a junction's other roads.
    private func noticeMetadata(_ conversion: Conversion) {
        let unadded =
            upcomingManeuvers.contains { shown in !addedManeuvers.contains { $0 === shown } }
            || currentLaneGuidance.map { shown in !addedLaneGuidances.contains { $0 === shown } } == true
        if unadded { conversion.notice("navigation metadata: add(_:) the maneuvers and lane guidances before they are upcoming or current") }
        if upcomingManeuvers.contains(where: { !($0.junctionElementAngles ?? []).isEmpty }) {
            conversion.notice("a junction's other roads (junctionElementAngles) are not drawn; the cluster draws the way out")
        }
    }

    /// The guidance as the session has it now, sent to the car when it changed.
    func sendGuidance() {
        guard let map, let runtime = map.runtime else { return }
        let unit = runtime.app.navigation.units
        var steps: [GuidanceStep] = upcomingManeuvers.enumerated().map { index, maneuver in
            let style = index == 1 ? map.displayStyle(for: maneuver) : .leadingSymbol
            return .maneuver(maneuver.maneuver(estimates[ObjectIdentifier(maneuver)], unit: unit, metadata: providesMetadata, style: style))
        }
        if providesMetadata { noticeMetadata(runtime.conversion) }
        if upcomingManeuvers.contains(where: { $0.cardBackgroundColor != nil }) {
            runtime.conversion.notice("a maneuver's cardBackgroundColor is drawn in the theme's colours")
        }
        if let paused {
            steps.insert(.pause(paused.reason.headUnitReason, description: paused.description, seconds: 24 * 3600), at: 0)
        } else if steps.isEmpty {
            steps = [.pause(.loading, description: nil, seconds: 24 * 3600)]
        }
        var route = map.trip(trip).routeChoices.first ?? RouteChoice(summaryVariants: [])
        route.guidance = steps
        let guided = Trip(id: map.trip(trip).id, origin: trip.origin.name ?? "", destination: trip.destinationName, routeChoices: [route])
        let metadata =
            providesMetadata
            ? NavigationMetadata(
                laneGuidance: currentLaneGuidance?.laneGuidance, roadNameVariants: currentRoadNameVariants, maneuverState: maneuverState.headUnitState)
            : nil
        let guidance = NavigationState(trip: guided, routeIndex: 0, givenTripEstimates: map.estimates(of: trip), metadata: metadata)
        guard guidance != sent else { return }
        sent = guidance
        runtime.send(.guidance(guidance))
    }
}
