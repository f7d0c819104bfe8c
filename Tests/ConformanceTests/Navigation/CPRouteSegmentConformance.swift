import CarPlay
import CarPlayTesting
import Testing

/// CPRouteInformation (iOS 17.4), CPRouteSegment, CPNavigationWaypoint,
/// CPMapTemplateWaypoint, CPLocationCoordinate3D, CPRerouteReason and
/// CPRouteSource (iOS 26.4): a route and its parts as the app gives them.
@MainActor struct CPRouteSegmentConformance {
    @Test("route information holds the route's maneuvers, lanes and estimates", .apple("carplay/cprouteinformation"))
    func routeInformationHoldsItsParts() {
        let turn = Trips.maneuver(["Turn left onto Elm St"])
        let lanes = Trips.lanes()
        let trip = Trips.estimates(miles: 6.9, minutes: 21), next = Trips.estimates(miles: 0.8, minutes: 1)
        let route = CPRouteInformation(
            maneuvers: [turn], laneGuidances: [lanes], currentManeuvers: [turn], currentLaneGuidance: lanes, trip: trip,
            maneuverTravelEstimates: next)
        #expect(route.maneuvers == [turn] && route.laneGuidances == [lanes] && route.currentManeuvers == [turn])
        #expect(route.currentLaneGuidance === lanes && route.tripTravelEstimates === trip && route.maneuverTravelEstimates === next)
    }

    @Test("a route segment holds its waypoints, maneuvers, lanes, estimates and coordinates", .apple("carplay/cproutesegment"))
    func segmentHoldsItsParts() {
        let (home, work) = (Segments.waypoint("Home"), Segments.waypoint("Work"))
        let turn = Trips.maneuver(["Turn left onto Elm St"])
        let lanes = Trips.lanes()
        let along = [CPLocationCoordinate3D(latitude: 37.33, longitude: -122.01, altitude: 20)]
        let segment = CPRouteSegment(
            origin: home, destination: work, maneuvers: [turn], laneGuidances: [lanes], currentManeuvers: [turn], currentLaneGuidance: lanes,
            tripTravelEstimates: Trips.estimates(miles: 6.9, minutes: 21), maneuverTravelEstimates: Trips.estimates(miles: 0.8, minutes: 1),
            coordinates: along)
        #expect(segment.origin === home && segment.destination === work && segment.maneuvers == [turn] && segment.currentManeuvers == [turn])
        #expect(segment.laneGuidances == [lanes] && segment.currentLaneGuidance === lanes)
        #expect(segment.tripTravelEstimates.timeRemaining == 21 * 60 && segment.maneuverTravelEstimates.timeRemaining == 60)
        #expect(segment.coordinates.map(\.altitude) == [20])
        #expect(segment.identifier != Segments.segment("Arrive").identifier)
    }

    @Test("a waypoint holds its place, threshold, name, address, entry points and time zone", .apple("carplay/cpnavigationwaypoint"))
    func waypointHoldsItsParts() throws {
        let door = CPLocationCoordinate3D(latitude: 37.3349, longitude: -122.0090, altitude: 30)
        let zone = try #require(TimeZone(identifier: "America/Los_Angeles"))
        let park = CPNavigationWaypoint(
            centerPoint: CPLocationCoordinate3D(latitude: 37.3346, longitude: -122.0090, altitude: CLLocationDistanceMax),
            locationThreshold: Measurement(value: 100, unit: .meters), name: "Apple Park", address: "1 Apple Park Way\nCupertino, CA 95014",
            entryPoints: [door], timeZone: zone)
        #expect(park.centerPoint.latitude == 37.3346 && park.centerPoint.altitude == CLLocationDistanceMax)
        #expect(park.locationThreshold == Measurement(value: 100, unit: .meters) && park.name == "Apple Park")
        #expect(park.address == "1 Apple Park Way\nCupertino, CA 95014" && park.entryPoints.map(\.altitude) == [30] && park.timeZone == zone)
    }

    @Test("a waypoint made from a map item takes its place and name", .apple("carplay/cpnavigationwaypoint"))
    func waypointFromAMapItem() {
        let waypoint = CPNavigationWaypoint(mapItem: Trips.place("Home", latitude: 37.39, longitude: -122.08), locationThreshold: nil, entryPoints: [])
        #expect(waypoint.name == "Home" && waypoint.centerPoint.latitude == 37.39 && waypoint.centerPoint.longitude == -122.08)
        #expect(waypoint.locationThreshold == nil && waypoint.entryPoints.isEmpty && waypoint.address == nil)
    }

    @Test("a coordinate has a latitude, a longitude and an altitude", .apple("carplay/cplocationcoordinate3d"))
    func coordinate() {
        let top = CPLocationCoordinate3D(latitude: 46.5, longitude: 7.9, altitude: 4158)
        #expect(top.latitude == 46.5 && top.longitude == 7.9 && top.altitude == 4158)
        #expect(CPLocationCoordinate3D().latitude == 0 && CPLocationCoordinate3D().altitude == 0)
    }

    @Test("a map template waypoint pairs a waypoint with the estimates to reach it", .apple("carplay/cpmaptemplatewaypoint"))
    func mapTemplateWaypoint() {
        let home = Segments.waypoint("Home")
        let stop = CPMapTemplateWaypoint(waypoint: home, travelEstimates: Trips.estimates(miles: 3, minutes: 8))
        #expect(stop.waypoint === home && stop.travelEstimates.timeRemaining == 8 * 60)
        stop.travelEstimates = Trips.estimates(miles: 2, minutes: 5)
        #expect(stop.travelEstimates.timeRemaining == 5 * 60)
    }

    @Test("a trip between waypoints shows the destination waypoint's name", .apple("carplay/cptrip/init(originwaypoint:destinationwaypoint:routechoices:)"))
    func tripBetweenWaypoints() async throws {
        let app = MapConformanceApp()
        let car = try await app.connectedCar()
        let (origin, home) = (Segments.waypoint("Current Location"), Segments.waypoint("Home", latitude: 37.39))
        let trip = CPTrip(originWaypoint: origin, destinationWaypoint: home, routeChoices: [Trips.route(["Fastest Route"])])
        await car.phone { app.map.showTripPreviews([trip], textConfiguration: nil) }
        #expect(car.screen.contains("Home") && car.screen.contains("Fastest Route"))
        #expect(trip.originWaypoint === origin && trip.destinationWaypoint === home && trip.destination.name == "Home")
        #expect(Trips.trip(to: "Work").destinationWaypoint.name == "Work")
    }

    @Test("the reasons for a reroute", .apple("carplay/cpreroutereason"))
    func rerouteReasons() {
        let reasons: [CPRerouteReason] = [.unknown, .missedTurn, .offline, .alternateRoute, .waypointModified, .mandated]
        #expect(reasons.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    }

    @Test("the sources of the route a car uses", .apple("carplay/cproutesource"))
    func routeSources() {
        let sources: [CPRouteSource] = [
            .sourceInactive, .sourceiOSUnchanged, .sourceiOSRouteModified, .sourceiOSRouteDestinationsModified, .sourceiOSDestinationsOnly,
            .sourceVehicle,
        ]
        #expect(sources.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    }
}
