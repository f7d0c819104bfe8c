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

/// CPManeuver's navigation metadata (iOS 17.4): its type, junction and
/// lanes, which the car's own displays draw: the instrument cluster here.
@MainActor struct CPManeuverMetadataConformance {
    @Test("the car draws a maneuver's type in its cluster from the navigation metadata", .apple("carplay/cpmaneuver/maneuvertype"))
    func typeShowsInTheCluster() async throws {
        let (_, car, session) = try await guidingWithMetadata()
        let turn = Trips.maneuver(.rightTurn, "Turn right onto Main St")
        await car.phone {
            session.add([turn])
            session.upcomingManeuvers = [turn]
        }
        let cluster = try #require(car.cluster)
        print(cluster)
        #expect(cluster.contains("↱  0.3 mi"))
    }
}
