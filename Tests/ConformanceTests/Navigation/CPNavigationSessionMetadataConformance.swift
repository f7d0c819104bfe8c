import CarPlay
import CarPlayTesting
import Testing

/// CPNavigationSession's members of iOS 17.4 and 26.4: the navigation
/// metadata the car's cluster draws, and resuming a route worked out again.
@MainActor struct CPNavigationSessionMetadataConformance {
    @Test("the maneuver's state fills the cluster's approach bar as the maneuver nears", .apple("carplay/cpnavigationsession/maneuverstate"))
    func maneuverStateFillsTheBar() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        await guide(Trips.maneuver(.rightTurn, "Turn right onto Main St"), in: session, on: car)
        var lines: [String] = []
        for state in [CPManeuverState.continue, .initial, .prepare, .execute] {
            await car.phone { session.maneuverState = state }
            lines.append(try clusterLine(car, containing: "mi"))
        }
        #expect(lines == ["↱  0.3 mi", "↱  0.3 mi  ▮▯▯", "↱  0.3 mi  ▮▮▯", "↱  0.3 mi  ▮▮▮"])
        #expect([CPManeuverState.continue, .initial, .prepare, .execute].map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test("the road the car is on shows in the cluster, the first variant that fits", .apple("carplay/cpnavigationsession/currentroadnamevariants"))
    func currentRoadShows() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        await guide(Trips.maneuver(.rightTurn, "Turn right onto Main St"), in: session, on: car)
        let long = "El Camino Real, California State Route 82, northbound toward San Francisco"
        await car.phone { session.currentRoadNameVariants = [long, "El Camino Real"] }
        #expect(try clusterLine(car, containing: "Camino") == "El Camino Real")
    }

    @Test("maneuvers are added to the session before they are upcoming", .apple("carplay/cpnavigationsession/add(_:)-17l62"))
    func maneuversAreAddedFirst() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        let notice = "navigation metadata: add(_:) the maneuvers and lane guidances before they are upcoming or current"
        await guide(Trips.maneuver(.rightTurn, "Turn right onto Main St"), in: session, on: car)
        #expect(!car.notices.contains(notice))
        await car.phone { session.upcomingManeuvers = [Trips.maneuver(.leftTurn, "Turn left onto Elm St")] }
        #expect(car.notices.contains(notice))
    }

    @Test(
        "a paused trip with a card colour shows its description, the colour the theme's",
        .apple("carplay/cpnavigationsession/pausetrip(for:description:turncardcolor:)"))
    func pauseWithCardColour() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        await car.phone { session.pauseTrip(for: .rerouting, description: "Finding a faster way", turnCardColor: .systemOrange) }
        #expect(car.screen.contains("Finding a faster way"))
        #expect(car.notices.contains("a pause card's turnCardColor is drawn in the theme's colours"))
    }

    @Test(
        "resuming with updated route information shows its current maneuver and estimates",
        .apple("carplay/cpnavigationsession/resumetrip(updatedrouteinformation:)"))
    func resumeWithRouteInformation() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        await car.phone { session.pauseTrip(for: .rerouting, description: nil) }
        let turn = Trips.maneuver(.leftTurn, "Turn left onto Elm St", miles: 2)
        let lanes = Trips.lanes()
        let route = CPRouteInformation(
            maneuvers: [turn], laneGuidances: [lanes], currentManeuvers: [turn], currentLaneGuidance: lanes,
            trip: Trips.estimates(miles: 6.9, minutes: 21), maneuverTravelEstimates: Trips.estimates(miles: 0.8, minutes: 1))
        await car.phone { session.resumeTrip(updatedRouteInformation: route) }
        #expect(!car.screen.contains("Rerouting") && car.screen.contains("Turn left onto Elm St") && car.screen.contains("0.8 mi"))
        #expect(car.screen.contains("21 min · 6.9 mi"))
        #expect(try clusterLine(car, containing: "│") == "↑ │ ↑ │(↑)│[↱]")
        #expect(session.upcomingManeuvers == [turn] && session.currentLaneGuidance === lanes)
    }

    @Test(
        "resuming with updated segments follows the current segment",
        .apple("carplay/cpnavigationsession/resumetrip(updatedroutesegments:currentsegment:reroutereason:)"))
    func resumeWithSegments() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        await car.phone { session.pauseTrip(for: .rerouting, description: nil) }
        await car.phone { session.addRouteSegments([Segments.segment("Turn right onto Main St")]) }
        let (first, second) = (Segments.segment("Turn left onto Elm St"), Segments.segment("Arrive at Home"))
        await car.phone { session.resumeTrip(updatedRouteSegments: [first, second], currentSegment: first, rerouteReason: .missedTurn) }
        #expect(!car.screen.contains("Rerouting") && car.screen.contains("Turn left onto Elm St"))
        #expect(session.routeSegments == [first, second] && session.currentSegment === first, "the updated segments replace the old")
    }

    @Test("segments are added to the session in order", .apple("carplay/cpnavigationsession/addroutesegments(_:)"))
    func segmentsAreAdded() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        let (first, second) = (Segments.segment("Turn left onto Elm St"), Segments.segment("Arrive at Home"))
        await car.phone { session.addRouteSegments([first]) }
        await car.phone { session.addRouteSegments([second]) }
        #expect(session.routeSegments == [first, second])
    }

    @Test("the session's route segments are those the app added", .apple("carplay/cpnavigationsession/routesegments"))
    func routeSegmentsAreKept() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        #expect(session.routeSegments.isEmpty)
        let segment = Segments.segment("Turn left onto Elm St")
        await car.phone { session.addRouteSegments([segment]) }
        #expect(session.routeSegments == [segment])
    }

    @Test("the current segment's maneuvers are the guidance", .apple("carplay/cpnavigationsession/currentsegment"))
    func currentSegmentGuides() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        let (first, second) = (Segments.segment("Turn left onto Elm St"), Segments.segment("Arrive at Home"))
        await car.phone {
            session.addRouteSegments([first, second])
            session.currentSegment = first
        }
        #expect(car.screen.contains("Turn left onto Elm St"))
        await car.phone { session.currentSegment = second }
        #expect(car.screen.contains("Arrive at Home") && !car.screen.contains("Turn left onto Elm St"))
    }
}

/// Route segments as a navigation app makes them (iOS 26.4).
@MainActor enum Segments {
    /// A waypoint named `name`.
    static func waypoint(_ name: String, latitude: Double = 37.33) -> CPNavigationWaypoint {
        CPNavigationWaypoint(
            centerPoint: CPLocationCoordinate3D(latitude: latitude, longitude: -122.01, altitude: CLLocationDistanceMax),
            locationThreshold: Measurement(value: 50, unit: .meters), name: name, address: nil, entryPoints: [], timeZone: nil)
    }

    /// A segment whose one maneuver is `instruction`, 0.8 mi away.
    static func segment(_ instruction: String) -> CPRouteSegment {
        let maneuver = Trips.maneuver([instruction])
        let lanes = Trips.lanes()
        return CPRouteSegment(
            origin: waypoint("Current Location"), destination: waypoint("Home", latitude: 37.39), maneuvers: [maneuver], laneGuidances: [lanes],
            currentManeuvers: [maneuver], currentLaneGuidance: lanes, tripTravelEstimates: Trips.estimates(miles: 6.9, minutes: 21),
            maneuverTravelEstimates: Trips.estimates(miles: 0.8, minutes: 1), coordinates: [])
    }
}
