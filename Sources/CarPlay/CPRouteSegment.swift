import Foundation

/// CPRouteSegment (iOS 26.4): the part of a route between two waypoints:
/// its maneuvers and lanes, the current ones, the estimates, and the
/// coordinates along it, which a session follows when it is current.
public final class CPRouteSegment: NSObject, Sendable {
    public let identifier = UUID()
    public let origin: CPNavigationWaypoint
    public let destination: CPNavigationWaypoint
    public let maneuvers: [CPManeuver]
    public let laneGuidances: [CPLaneGuidance]
    public let currentManeuvers: [CPManeuver]
    public let currentLaneGuidance: CPLaneGuidance
    public let tripTravelEstimates: CPTravelEstimates
    public let maneuverTravelEstimates: CPTravelEstimates
    public let coordinates: [CPLocationCoordinate3D]

    public init(
        origin: CPNavigationWaypoint, destination: CPNavigationWaypoint, maneuvers: [CPManeuver], laneGuidances: [CPLaneGuidance],
        currentManeuvers: [CPManeuver], currentLaneGuidance: CPLaneGuidance, tripTravelEstimates: CPTravelEstimates,
        maneuverTravelEstimates: CPTravelEstimates, coordinates: [CPLocationCoordinate3D]
    ) {
        self.origin = origin
        self.destination = destination
        self.maneuvers = maneuvers
        self.laneGuidances = laneGuidances
        self.currentManeuvers = currentManeuvers
        self.currentLaneGuidance = currentLaneGuidance
        self.tripTravelEstimates = tripTravelEstimates
        self.maneuverTravelEstimates = maneuverTravelEstimates
        self.coordinates = coordinates
    }

    var route: RouteGuidance {
        RouteGuidance(
            maneuvers: maneuvers, laneGuidances: laneGuidances, currentManeuvers: currentManeuvers, currentLaneGuidance: currentLaneGuidance,
            tripTravelEstimates: tripTravelEstimates, maneuverTravelEstimates: maneuverTravelEstimates)
    }
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
