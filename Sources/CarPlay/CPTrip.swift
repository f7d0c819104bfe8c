import Foundation
import HeadUnitCore

/// CPTrip: a trip from an origin to a destination, by its route choices.
@preconcurrency @MainActor public final class CPTrip: NSObject {
    public let origin: MKMapItem
    public let destination: MKMapItem
    public let routeChoices: [CPRouteChoice]
    public var userInfo: Any?
    /// The destination's names, most preferred first (iOS 17.4): the
    /// first is the name the car shows for the destination.
    public var destinationNameVariants: [String]?
    /// Whether the car's built-in navigation may have the destination (iOS 26.1): kept.
    public var hasShareableDestination = false
    /// Whether route sharing is offered in the trip's region (iOS 26.4): kept.
    public var routeSegmentsAvailableForRegion = true
    /// The origin and destination as waypoints (iOS 26.4).
    public let originWaypoint: CPNavigationWaypoint
    public let destinationWaypoint: CPNavigationWaypoint

    public init(origin: MKMapItem, destination: MKMapItem, routeChoices: [CPRouteChoice]) {
        self.origin = origin
        self.destination = destination
        self.routeChoices = routeChoices
        originWaypoint = CPNavigationWaypoint(mapItem: origin, locationThreshold: nil, entryPoints: [])
        destinationWaypoint = CPNavigationWaypoint(mapItem: destination, locationThreshold: nil, entryPoints: [])
    }

    /// A trip between two waypoints (iOS 26.4): the waypoints' names show
    /// where the map items' would.
    public init(originWaypoint origin: CPNavigationWaypoint, destinationWaypoint destination: CPNavigationWaypoint, routeChoices: [CPRouteChoice]) {
        self.origin = origin.mapItem
        self.destination = destination.mapItem
        self.routeChoices = routeChoices
        originWaypoint = origin
        destinationWaypoint = destination
    }

    /// The destination's name as the car shows it.
    var destinationName: String { destinationNameVariants?.first ?? destination.name ?? "Destination" }
}

/// CPRouteChoice: a route of a trip, in text variants.
@preconcurrency @MainActor public final class CPRouteChoice: NSObject {
    public let summaryVariants: [String]
    public let additionalInformationVariants: [String]
    public let selectionSummaryVariants: [String]
    public var userInfo: Any?

    public init(summaryVariants: [String], additionalInformationVariants: [String], selectionSummaryVariants: [String]) {
        self.summaryVariants = summaryVariants
        self.additionalInformationVariants = additionalInformationVariants
        self.selectionSummaryVariants = selectionSummaryVariants
    }
}

/// CPTravelEstimates: the distance and time left.
public final class CPTravelEstimates: NSObject, Sendable {
    public let distanceRemaining: Measurement<UnitLength>
    /// The distance the car shows (iOS 17.4); without one, `distanceRemaining`.
    public let distanceRemainingToDisplay: Measurement<UnitLength>
    public let timeRemaining: TimeInterval

    public init(distanceRemaining: Measurement<UnitLength>, timeRemaining: TimeInterval) {
        self.distanceRemaining = distanceRemaining
        distanceRemainingToDisplay = distanceRemaining
        self.timeRemaining = timeRemaining
    }

    /// Estimates whose shown distance differs from the distance left (a
    /// rounded figure, say).
    public init(
        distanceRemaining: Measurement<UnitLength>, distanceRemainingToDisplay: Measurement<UnitLength>, timeRemaining: TimeInterval
    ) {
        self.distanceRemaining = distanceRemaining
        self.distanceRemainingToDisplay = distanceRemainingToDisplay
        self.timeRemaining = timeRemaining
    }

    /// As headunit shows it, in the app's unit.
    func travelEstimates(in unit: DistanceUnit) -> TravelEstimates {
        let distance = distanceRemainingToDisplay.converted(to: unit == .mi ? .miles : .kilometers).value
        return TravelEstimates(distanceRemaining: distance, timeRemaining: timeRemaining)
    }
}

extension CPNavigationSession {
    /// CPNavigationSession.PauseReason: Apple's Swift name for why a trip pauses.
    public typealias PauseReason = CPTripPauseReason
}

/// CPTripPauseReason: why a trip pauses (Objective-C's name).
public enum CPTripPauseReason: UInt, Sendable {
    case arrived = 1, loading, locating, rerouting, proceedToRoute

    var headUnitReason: TripPauseReason {
        switch self {
        case .arrived: .arrived
        case .loading: .loading
        case .locating: .locating
        case .rerouting: .rerouting
        case .proceedToRoute: .proceedToRoute
        }
    }
}
