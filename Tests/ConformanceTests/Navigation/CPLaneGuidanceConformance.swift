import CarPlay
import CarPlayTesting
import Testing

/// Makes `lanes` the session's current lane guidance, added first as Apple asks.
@MainActor func show(_ lanes: CPLaneGuidance, in session: CPNavigationSession, on car: TestCar) async {
    await car.phone {
        session.add([lanes])
        session.currentLaneGuidance = lanes
    }
}

/// CPLaneGuidance, CPLane and CPLaneStatus (iOS 17.4): the lanes the car's
/// cluster draws as a row of lane signs.
@MainActor struct CPLaneGuidanceConformance {
    @Test("the current lane guidance shows as a row of its lanes", .apple("carplay/cplaneguidance"))
    func lanesShowAsARow() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        let lanes = Trips.lanes()
        await show(lanes, in: session, on: car)
        await guide(Trips.maneuver(.rightTurn, "Turn right onto Main St"), in: session, on: car)
        #expect(try clusterLine(car, containing: "│") == "↑ │ ↑ │(↑)│[↱]")
        #expect(lanes.lanes.count == 4 && lanes.instructionVariants == ["Use the right lane"])
    }

    @Test("without a current lane guidance no lanes show", .apple("carplay/cpnavigationsession/currentlaneguidance"))
    func noCurrentLanes() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        let lanes = Trips.lanes()
        await show(lanes, in: session, on: car)
        await guide(Trips.maneuver(.rightTurn, "Turn right onto Main St"), in: session, on: car)
        await car.phone { session.currentLaneGuidance = nil }
        #expect(car.cluster?.contains("│") == false)
        #expect(session.currentLaneGuidance == nil)
    }

    @Test("lane guidance is first added to the session, then made current", .apple("carplay/cpnavigationsession/add(_:)-93qpu"))
    func laneGuidanceIsAddedFirst() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        await guide(Trips.maneuver(.rightTurn, "Turn right onto Main St"), in: session, on: car)
        await car.phone { session.currentLaneGuidance = Trips.lanes() }
        #expect(car.notices.contains("navigation metadata: add(_:) the maneuvers and lane guidances before they are upcoming or current"))
    }

    @Test("lanes not on the route show plain, good ones in parentheses, preferred ones in brackets", .apple("carplay/cplanestatus"))
    func statusMarksTheLane() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        let guidance = CPLaneGuidance()
        guidance.lanes = [CPLaneStatus.notGood, .good, .preferred].map { status in
            let lane = CPLane(angles: [Trips.degrees(-90)])
            lane.status = status
            return lane
        }
        await show(guidance, in: session, on: car)
        await guide(Trips.maneuver(.leftTurn, "Turn left"), in: session, on: car)
        #expect(try clusterLine(car, containing: "│") == "↰ │(↰)│[↰]")
        #expect([CPLaneStatus.notGood, .good, .preferred].map(\.rawValue) == [0, 1, 2])
    }
}

/// CPLane: one lane and the ways it leads.
@MainActor struct CPLaneConformance {
    @Test("a lane's status is what the app sets", .apple("carplay/cplane/status"))
    func statusIsSet() {
        let lane = CPLane(angles: [Trips.degrees(0)])
        lane.status = .good
        #expect(lane.status == .good)
    }

    @Test("a good lane's primary angle is the one highlighted", .apple("carplay/cplane/primaryangle"))
    func primaryAngleIsHighlighted() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        let lane = CPLane()
        lane.primaryAngle = Trips.degrees(-90)
        lane.secondaryAngles = [Trips.degrees(0)]
        lane.status = .good
        let guidance = CPLaneGuidance()
        guidance.lanes = [lane]
        await show(guidance, in: session, on: car)
        await guide(Trips.maneuver(.leftTurn, "Turn left"), in: session, on: car)
        #expect(try clusterLine(car, containing: "(") == "(↰)")
        #expect(lane.highlightedAngle == Trips.degrees(-90))
    }

    @Test("a lane's secondary angles leave out its primary angle", .apple("carplay/cplane/secondaryangles"))
    func secondaryAnglesLeaveOutThePrimary() {
        let lane = CPLane()
        lane.primaryAngle = Trips.degrees(90)
        lane.secondaryAngles = [Trips.degrees(0), Trips.degrees(-45)]
        #expect(lane.secondaryAngles == [Trips.degrees(0), Trips.degrees(-45)])
        #expect(lane.angles == [Trips.degrees(90), Trips.degrees(0), Trips.degrees(-45)])
    }

    @Test("a lane made with a highlighted angle is preferred or good", .apple("carplay/cplane/init(angles:highlightedangle:ispreferred:)"))
    func highlightedLane() {
        let preferred = CPLane(angles: [Trips.degrees(0), Trips.degrees(90)], highlightedAngle: Trips.degrees(90), isPreferred: true)
        let good = CPLane(angles: [Trips.degrees(0)], highlightedAngle: Trips.degrees(0), isPreferred: false)
        #expect(preferred.status == .preferred && preferred.highlightedAngle == Trips.degrees(90))
        #expect(preferred.angles == [Trips.degrees(0), Trips.degrees(90)])
        #expect(good.status == .good && good.highlightedAngle == Trips.degrees(0))
    }

    @Test("a lane made with its angles alone highlights none", .apple("carplay/cplane/init(angles:)"))
    func lanesAnglesAlone() {
        let lane = CPLane(angles: [Trips.degrees(-90), Trips.degrees(0)])
        #expect(lane.angles == [Trips.degrees(-90), Trips.degrees(0)] && lane.highlightedAngle == nil && lane.status == .notGood)
    }

    @Test("a new lane has no angles and is not good", .apple("carplay/cplane/init()"))
    func newLane() {
        let lane = CPLane()
        #expect(lane.angles.isEmpty && lane.secondaryAngles.isEmpty && lane.highlightedAngle == nil && lane.status == .notGood)
    }
}
