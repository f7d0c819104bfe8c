import CarPlay
import CarPlayTesting
import Testing

/// CPNavigationSession, CPManeuver and CPTripPauseReason: the guidance of
/// a trip under way, on the map and in the instrument cluster.
@MainActor struct CPNavigationSessionConformance {
    /// A car with the app guiding a trip to Home, and its session.
    static func guiding(cluster: Bool = false, display: TestCar.Display = .wide) async throws -> (MapConformanceApp, TestCar, CPNavigationSession) {
        let app = MapConformanceApp()
        let car = try await TestCar(delegate: app, category: .navigation, display: display, name: "Maps")
        if cluster { try await car.attachCluster() }
        try await car.connect()
        let session = await car.phone { app.map.startNavigationSession(for: Trips.trip(to: "Home")) }
        return (app, car, session)
    }

    @Test("a navigation session guides the trip it was started for", .apple("carplay/cpnavigationsession"))
    func sessionGuidesItsTrip() async throws {
        let (app, car, session) = try await Self.guiding()
        #expect(session.trip.destination.name == "Home")
        await car.phone { session.upcomingManeuvers = [Trips.maneuver(["Turn right onto Main St"])] }
        #expect(car.screen.contains("Turn right onto Main St"))
        _ = app
    }

    @Test("the session's trip is the one the app started it for", .apple("carplay/cpnavigationsession/trip"))
    func sessionTrip() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let trip = Trips.trip(to: "Work")
        let session = await car.phone { app.map.startNavigationSession(for: trip) }
        #expect(session.trip === trip)
    }

    @Test("the next maneuver shows first, and the one after it follows", .apple("carplay/cpnavigationsession/upcomingmaneuvers"))
    func upcomingManeuversShow() async throws {
        let (_, car, session) = try await Self.guiding()
        await car.phone { session.upcomingManeuvers = [Trips.maneuver(["Turn right onto Main St"]), Trips.maneuver(["Arrive at Home"])] }
        let screen = car.screen
        let first = try #require(screen.range(of: "Turn right onto Main St"))
        let second = try #require(screen.range(of: "Arrive at Home"))
        #expect(first.lowerBound < second.lowerBound)
    }

    @Test("new estimates for a maneuver replace its distance on the guidance", .apple("carplay/cpnavigationsession/updateestimates(_:for:)"))
    func updatedEstimates() async throws {
        let (_, car, session) = try await Self.guiding()
        let turn = Trips.maneuver(["Turn right onto Main St"], miles: 2, minutes: 4)
        await car.phone { session.upcomingManeuvers = [turn] }
        #expect(car.screen.contains("2.0 mi"))
        await car.phone { session.updateEstimates(Trips.estimates(miles: 0.8, minutes: 1), for: turn) }
        #expect(car.screen.contains("0.8 mi") && !car.screen.contains("2.0 mi"))
    }

    @Test("a paused trip shows the app's description of why", .apple("carplay/cpnavigationsession/pausetrip(for:description:)"))
    func pauseWithDescription() async throws {
        let (_, car, session) = try await Self.guiding()
        await car.phone { session.pauseTrip(for: .rerouting, description: "Finding a faster way") }
        #expect(car.screen.contains("Finding a faster way"))
    }

    @Test("a pause reason is a CPNavigationSession.PauseReason, as Swift names it", .apple("carplay/cpnavigationsession/pausereason"))
    func pauseReasonByItsSwiftName() async throws {
        let (_, car, session) = try await Self.guiding()
        let reason: CPNavigationSession.PauseReason = .proceedToRoute
        await car.phone { session.pauseTrip(for: reason, description: "Head to the route") }
        #expect(car.screen.contains("Head to the route"))
        #expect(CPNavigationSession.PauseReason(rawValue: 4) == .rerouting)
    }

    @Test("a paused trip without a description shows the system's words for the reason", .apple("carplay/cpnavigationsession/pausetrip(for:description:)"))
    func pauseWithoutDescription() async throws {
        let (_, car, session) = try await Self.guiding()
        await car.phone { session.pauseTrip(for: .rerouting, description: nil) }
        #expect(car.screen.contains("Rerouting"))
    }

    @Test("while the first maneuvers are worked out, the session shows it is loading", .apple("carplay/cpnavigationsession"))
    func loadingWhileCalculating() async throws {
        let (_, car, session) = try await Self.guiding()
        await car.phone { session.pauseTrip(for: .loading, description: nil) }
        #expect(car.screen.contains("Calculating route"))
    }

    @Test("each pause reason has its own system description", .apple("carplay/cptrippausereason"))
    func eachPauseReason() async throws {
        let (_, car, session) = try await Self.guiding()
        var shown: [String] = []
        for reason in [CPTripPauseReason.arrived, .loading, .locating, .rerouting, .proceedToRoute] {
            await car.phone { session.pauseTrip(for: reason, description: nil) }
            let lines = car.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            shown.append(lines.first { ["Arrived", "Calculating", "Locating", "Rerouting", "Proceed"].contains(where: $0.contains) } ?? "")
        }
        #expect(Set(shown).count == 5, "\(shown)")
        #expect([CPTripPauseReason.arrived, .loading, .locating, .rerouting, .proceedToRoute].map(\.rawValue) == [1, 2, 3, 4, 5])
    }

    @Test("finishing the trip ends its guidance", .apple("carplay/cpnavigationsession/finishtrip()"))
    func finishEndsGuidance() async throws {
        let (_, car, session) = try await Self.guiding()
        await car.phone { session.upcomingManeuvers = [Trips.maneuver(["Arrive at Home"])] }
        await car.phone { session.finishTrip() }
        #expect(!car.screen.contains("Arrive at Home"))
    }

    @Test("cancelling the trip ends its guidance", .apple("carplay/cpnavigationsession/canceltrip()"))
    func cancelEndsGuidance() async throws {
        let (_, car, session) = try await Self.guiding(cluster: true)
        await car.phone { session.upcomingManeuvers = [Trips.maneuver(["Turn right onto Main St"])] }
        #expect(car.cluster?.contains("Main St") == true)
        await car.phone { session.cancelTrip() }
        #expect(!car.screen.contains("Turn right onto Main St"))
        #expect(car.cluster?.contains("Turn right onto Main St") == false)
    }
}

/// CPManeuver: a single instruction of the guidance.
@MainActor struct CPManeuverConformance {
    @Test("a maneuver shows its symbol, its instruction and the distance to it", .apple("carplay/cpmaneuver"))
    func maneuverShowsItsParts() async throws {
        let (_, car, session) = try await CPNavigationSessionConformance.guiding()
        let turn = Trips.maneuver(["Turn right onto Main St"], miles: 0.3, minutes: 1)
        turn.symbolImage = UIImage(systemName: "arrow.turn.up.right")
        await car.phone { session.upcomingManeuvers = [turn] }
        #expect(car.screen.contains("↱") && car.screen.contains("0.3 mi") && car.screen.contains("Turn right onto Main St"))
    }

    @Test("a maneuver shows the first of its instruction variants that fits", .apple("carplay/cpmaneuver/instructionvariants"))
    func firstFittingInstruction() async throws {
        let (_, car, session) = try await CPNavigationSessionConformance.guiding(display: .minimum)
        let long = "Turn right onto North Mathilda Avenue toward the Sunnyvale Caltrain station and the downtown exits"
        await car.phone { session.upcomingManeuvers = [Trips.maneuver([long, "Right onto N Mathilda Ave"])] }
        #expect(car.screen.contains("Right onto") && car.screen.contains("Mathilda Ave") && !car.screen.contains("Caltrain"))
    }

    @Test("the dashboard shows the maneuver's dashboard instructions", .apple("carplay/cpmaneuver/dashboardinstructionvariants"))
    func dashboardInstructions() async throws {
        let (_, car, session) = try await CPNavigationSessionConformance.guiding(cluster: true)
        let turn = Trips.maneuver(["Turn right onto Main St"])
        turn.dashboardInstructionVariants = ["Main St"]
        await car.phone { session.upcomingManeuvers = [turn] }
        let cluster = try #require(car.cluster)
        #expect(cluster.contains("Main St") && !cluster.contains("Turn right onto"))
    }

    @Test("the maneuver's symbol shows beside it", .apple("carplay/cpmaneuver/symbolimage"))
    func symbolShows() async throws {
        let (_, car, session) = try await CPNavigationSessionConformance.guiding()
        let turn = Trips.maneuver(["Turn left onto Elm St"])
        turn.symbolImage = UIImage(systemName: "arrow.turn.up.left")
        await car.phone { session.upcomingManeuvers = [turn] }
        #expect(car.screen.contains("↰"))
    }

    @Test("the maneuver's first estimates give the distance left to it", .apple("carplay/cpmaneuver/initialtravelestimates"))
    func initialEstimates() async throws {
        let (_, car, session) = try await CPNavigationSessionConformance.guiding()
        await car.phone { session.upcomingManeuvers = [Trips.maneuver(["Turn left onto Elm St"], miles: 3.4, minutes: 6)] }
        #expect(car.screen.contains("3.4 mi"))
    }

    @Test("a new maneuver starts with no instructions and no estimates", .apple("carplay/cpmaneuver/init()"))
    func newManeuverIsEmpty() {
        let maneuver = CPManeuver()
        #expect(maneuver.instructionVariants.isEmpty && maneuver.dashboardInstructionVariants.isEmpty)
        #expect(maneuver.initialTravelEstimates == nil && maneuver.symbolImage == nil && maneuver.userInfo == nil)
    }
}
