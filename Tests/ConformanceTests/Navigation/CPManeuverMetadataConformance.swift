import CarPlay
import CarPlayTesting
import Testing

/// A car guiding a trip for an app whose map delegate provides navigation
/// metadata (or not), with the cluster attached.
@MainActor func guidingWithMetadata(_ provides: Bool = true, display: TestCar.Display = .wide) async throws -> (
    MapConformanceApp, TestCar, CPNavigationSession
) {
    let app = MapConformanceApp { $0.providesMetadata = provides }
    let car = try await TestCar(delegate: app, category: .navigation, display: display, name: "Maps")
    try await car.attachCluster()
    try await car.connect()
    let session = await car.phone { app.map.startNavigationSession(for: Trips.trip(to: "Home")) }
    return (app, car, session)
}

/// The first line of the cluster that holds `text`, trimmed.
@MainActor func clusterLine(_ car: TestCar, containing text: String) throws -> String {
    let cluster = try #require(car.cluster)
    let line = cluster.split(separator: "\n").first { $0.contains(text) }
    return try #require(line, "no cluster line holds \(text):\n\(cluster)").trimmingCharacters(in: .whitespaces)
}

/// Guides `maneuver` alone, added first as Apple asks.
@MainActor func guide(_ maneuver: CPManeuver, in session: CPNavigationSession, on car: TestCar) async {
    await car.phone {
        session.add([maneuver])
        session.upcomingManeuvers = [maneuver]
    }
}

/// CPManeuver's navigation metadata (iOS 17.4): its type, junction and
/// lanes, which the car's own displays draw: the instrument cluster here.
@MainActor struct CPManeuverMetadataConformance {
    @Test("the car draws a maneuver's type in its cluster from the navigation metadata", .apple("carplay/cpmaneuver/maneuvertype"))
    func typeShowsInTheCluster() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        await guide(Trips.maneuver(.rightTurn, "Turn right onto Main St"), in: session, on: car)
        #expect(try clusterLine(car, containing: "mi") == "↱  0.3 mi")
    }

    @Test("each maneuver type is drawn as a glyph of its meaning", .apple("carplay/cpmaneuvertype"))
    func eachTypeHasItsGlyph() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        let expected: [(CPManeuverType, String)] = [
            (.noTurn, "↑"), (.leftTurn, "↰"), (.rightTurn, "↱"), (.straightAhead, "↑"), (.uTurn, "↶"), (.followRoad, "↑"),
            (.enterRoundabout, "↺"), (.exitRoundabout, "⤴"), (.offRamp, "↗"), (.onRamp, "⤴"), (.arriveEndOfNavigation, "⚑"), (.startRoute, "◉"),
            (.arriveAtDestination, "⚑"), (.keepLeft, "↖"), (.keepRight, "↗"), (.enter_Ferry, "≈"), (.exitFerry, "≈"), (.changeFerry, "≈"),
            (.startRouteWithUTurn, "↶"), (.uTurnAtRoundabout, "↺"), (.leftTurnAtEnd, "↰"), (.rightTurnAtEnd, "↱"), (.highwayOffRampLeft, "↖"),
            (.highwayOffRampRight, "↗"), (.arriveAtDestinationLeft, "◂⚑"), (.arriveAtDestinationRight, "⚑▸"), (.uTurnWhenPossible, "↶"),
            (.arriveEndOfDirections, "⚑"), (.roundaboutExit1, "↺1"), (.roundaboutExit2, "↺2"), (.roundaboutExit19, "↺19"),
            (.sharpLeftTurn, "↙"), (.sharpRightTurn, "↘"), (.slightLeftTurn, "↖"), (.slightRightTurn, "↗"), (.changeHighway, "↑"),
            (.changeHighwayLeft, "↖"), (.changeHighwayRight, "↗"),
        ]
        for (type, glyph) in expected {
            await guide(Trips.maneuver(type, "Go"), in: session, on: car)
            #expect(try clusterLine(car, containing: "mi") == "\(glyph)  0.3 mi", "\(type)")
        }
        #expect(CPManeuverType.enter_Ferry.rawValue == 15 && CPManeuverType.roundaboutExit19.rawValue == 46)
        #expect(CPManeuverType.changeHighwayRight.rawValue == 53)
    }

    @Test(
        "without navigation metadata the cluster shows the maneuver's own symbol",
        .apple("carplay/cpmaptemplatedelegate/maptemplateshouldprovidenavigationmetadata(_:)"))
    func noMetadataUnlessTheDelegateProvidesIt() async throws {
        let (app, car, session) = try await guidingWithMetadata(false)
        let turn = Trips.maneuver(.rightTurn, "Turn right onto Main St")
        turn.symbolImage = UIImage(systemName: "arrow.up")
        await guide(turn, in: session, on: car)
        #expect(try clusterLine(car, containing: "mi") == "↑  0.3 mi")
        #expect(app.metadataAsked == 1)
    }

    @Test("a roundabout junction circles the way the traffic side turns it", .apple("carplay/cpmaneuver/junctiontype"))
    func roundaboutJunction() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        let turn = Trips.maneuver(.rightTurn, "Take the exit onto Main St")
        turn.junctionType = .roundabout
        await guide(turn, in: session, on: car)
        #expect(try clusterLine(car, containing: "mi") == "↺↱  0.3 mi")
        #expect(CPJunctionType.intersection.rawValue == 0 && CPJunctionType.roundabout.rawValue == 1)
    }

    @Test("where traffic keeps left, roundabouts turn clockwise and U-turns go right", .apple("carplay/cpmaneuver/trafficside"))
    func leftHandTraffic() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        for (type, glyph) in [(CPManeuverType.roundaboutExit2, "↻2"), (.uTurn, "↷"), (.offRamp, "↖")] {
            let maneuver = Trips.maneuver(type, "Go")
            maneuver.trafficSide = .left
            await guide(maneuver, in: session, on: car)
            #expect(try clusterLine(car, containing: "mi") == "\(glyph)  0.3 mi", "\(type)")
        }
        #expect(CPTrafficSide.right.rawValue == 0 && CPTrafficSide.left.rawValue == 1)
    }

    @Test("the junction's exit angle points the maneuver's arrow", .apple("carplay/cpmaneuver/junctionexitangle"))
    func exitAnglePointsTheArrow() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        for (degrees, glyph) in [(45.0, "↗"), (-90, "↰"), (135, "↘"), (180, "↶"), (10, "↑")] {
            let turn = Trips.maneuver(.rightTurn, "Go")
            turn.junctionExitAngle = Trips.degrees(degrees)
            await guide(turn, in: session, on: car)
            #expect(try clusterLine(car, containing: "mi") == "\(glyph)  0.3 mi", "\(degrees)°")
        }
    }

    @Test("a highway exit's label shows beside the maneuver", .apple("carplay/cpmaneuver/highwayexitlabel"))
    func highwayExitLabel() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        let exit = Trips.maneuver(.highwayOffRampRight, "Exit toward Cupertino")
        exit.highwayExitLabel = "Exit 23"
        await guide(exit, in: session, on: car)
        #expect(try clusterLine(car, containing: "mi") == "↗  0.3 mi  Exit 23")
    }

    @Test("a maneuver's linked lane guidance shows its lanes", .apple("carplay/cpmaneuver/linkedlaneguidance"))
    func linkedLanesShow() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        let turn = Trips.maneuver(.rightTurn, "Turn right onto Main St")
        let lanes = Trips.lanes()
        turn.linkedLaneGuidance = lanes
        await car.phone { session.add([lanes]) }
        await guide(turn, in: session, on: car)
        #expect(try clusterLine(car, containing: "[") == "↑ │ ↑ │(↑)│[↱]")
        #expect(turn.linkedLaneGuidance === lanes)
    }

    @Test("a maneuver's linked lane guidance is nil until it is set", .apple("carplay/cpmaneuver/linkedlaneguidance"))
    func linkedLanesAreNilUnset() async throws {
        let turn = Trips.maneuver(.rightTurn, "Turn right onto Main St")
        #expect(turn.linkedLaneGuidance == nil)
        let (_, car, session) = try await guidingWithMetadata()
        await guide(turn, in: session, on: car)
        #expect(try clusterLine(car, containing: "mi") == "↱  0.3 mi", "a maneuver without lanes guides as before")
    }

    @Test("the road after the maneuver shows, the first variant that fits", .apple("carplay/cpmaneuver/roadfollowingmaneuvervariants"))
    func roadFollowingFirstFitting() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        let turn = Trips.maneuver(.rightTurn, "Turn right")
        turn.roadFollowingManeuverVariants = ["North Mathilda Avenue toward the Sunnyvale Caltrain station", "N Mathilda Ave"]
        await guide(turn, in: session, on: car)
        #expect(try clusterLine(car, containing: "Mathilda") == "N Mathilda Ave")
        #expect(CPManeuver().roadFollowingManeuverVariants == nil)
    }
}
