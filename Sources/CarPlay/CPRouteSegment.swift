import Foundation

/// CPRouteSegment (iOS 26.4): the part of a route between two waypoints:
/// its maneuvers and lanes, the current ones, the estimates, and the
/// coordinates along it, which a session follows when it is current.
public final class CPRouteSegment: NSObject, Sendable {
    public let identifier = UUID()
    public let origin: CPNavigationWaypoint
    public let destination: CPNavigationWaypoint
    public let coordinates: [CPLocationCoordinate3D]
    /// Its guidance, as a route worked out again holds it.
    let route: CPRouteInformation

    public init(
        origin: CPNavigationWaypoint, destination: CPNavigationWaypoint, maneuvers: [CPManeuver], laneGuidances: [CPLaneGuidance],
        currentManeuvers: [CPManeuver], currentLaneGuidance: CPLaneGuidance, tripTravelEstimates: CPTravelEstimates,
        maneuverTravelEstimates: CPTravelEstimates, coordinates: [CPLocationCoordinate3D]
    ) {
        self.origin = origin
        self.destination = destination
        self.coordinates = coordinates
        route = CPRouteInformation(
            maneuvers: maneuvers, laneGuidances: laneGuidances, currentManeuvers: currentManeuvers, currentLaneGuidance: currentLaneGuidance,
            trip: tripTravelEstimates, maneuverTravelEstimates: maneuverTravelEstimates)
    }

    public var maneuvers: [CPManeuver] { route.maneuvers }
    public var laneGuidances: [CPLaneGuidance] { route.laneGuidances }
    public var currentManeuvers: [CPManeuver] { route.currentManeuvers }
    public var currentLaneGuidance: CPLaneGuidance { route.currentLaneGuidance }
    public var tripTravelEstimates: CPTravelEstimates { route.tripTravelEstimates }
    public var maneuverTravelEstimates: CPTravelEstimates { route.maneuverTravelEstimates }
}

/// CPRerouteReason (iOS 26.4): why the route was worked out again.
public enum CPRerouteReason: Int, Sendable {
    case unknown = 0, missedTurn, offline, alternateRoute, waypointModified, mandated
}

/// CPRouteSource (iOS 26.4): whose route and destinations the car uses, as
/// its built-in navigation tells a route-sharing app.
public enum CPRouteSource: Int, Sendable {
    case sourceInactive = 0, sourceiOSUnchanged, sourceiOSRouteModified, sourceiOSRouteDestinationsModified, sourceiOSDestinationsOnly
    case sourceVehicle
}
