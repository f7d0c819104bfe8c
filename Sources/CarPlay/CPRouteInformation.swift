import Foundation

/// CPRouteInformation: a route worked out again (iOS 17.4): all its
/// maneuvers and lane guidances, the current ones, and the trip's and the
/// current maneuver's estimates, with which the session resumes.
public final class CPRouteInformation: NSObject, Sendable {
    public let maneuvers: [CPManeuver]
    public let laneGuidances: [CPLaneGuidance]
    public let currentManeuvers: [CPManeuver]
    public let currentLaneGuidance: CPLaneGuidance
    public let tripTravelEstimates: CPTravelEstimates
    public let maneuverTravelEstimates: CPTravelEstimates

    public init(
        maneuvers: [CPManeuver], laneGuidances: [CPLaneGuidance], currentManeuvers: [CPManeuver], currentLaneGuidance: CPLaneGuidance,
        trip tripTravelEstimates: CPTravelEstimates, maneuverTravelEstimates: CPTravelEstimates
    ) {
        self.maneuvers = maneuvers
        self.laneGuidances = laneGuidances
        self.currentManeuvers = currentManeuvers
        self.currentLaneGuidance = currentLaneGuidance
        self.tripTravelEstimates = tripTravelEstimates
        self.maneuverTravelEstimates = maneuverTravelEstimates
    }
}

extension CPNavigationSession {
    /// Resumes the paused trip on the route worked out again: its current
    /// maneuvers, lanes and estimates show at once.
    public func resumeTrip(updatedRouteInformation routeInformation: CPRouteInformation) { follow(routeInformation) }

    /// Resumes the paused trip on updated route segments (iOS 26.4), which
    /// replace the session's, from the current one; the reason is the
    /// car's to know, and no screen of it shows one.
    public func resumeTrip(updatedRouteSegments routeSegments: [CPRouteSegment], currentSegment: CPRouteSegment, rerouteReason: CPRerouteReason) {
        self.routeSegments = routeSegments
        self.currentSegment = currentSegment
    }
}
