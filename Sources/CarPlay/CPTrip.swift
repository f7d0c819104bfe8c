import Foundation
import HeadUnitCore

/// CPTrip: a trip from an origin to a destination, by its route choices.
@preconcurrency @MainActor public final class CPTrip: NSObject {
    public let origin: MKMapItem
    public let destination: MKMapItem
    public let routeChoices: [CPRouteChoice]
    public var userInfo: Any?

    public init(origin: MKMapItem, destination: MKMapItem, routeChoices: [CPRouteChoice]) {
        self.origin = origin
        self.destination = destination
        self.routeChoices = routeChoices
    }
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
    public let timeRemaining: TimeInterval

    public init(distanceRemaining: Measurement<UnitLength>, timeRemaining: TimeInterval) {
        self.distanceRemaining = distanceRemaining
        self.timeRemaining = timeRemaining
    }

    /// As headunit counts it, in the app's unit.
    func travelEstimates(in unit: DistanceUnit) -> TravelEstimates {
        let distance = distanceRemaining.converted(to: unit == .mi ? .miles : .kilometers).value
        return TravelEstimates(distanceRemaining: distance, timeRemaining: timeRemaining)
    }
}

/// CPManeuver: a step of the guidance: what to do, where, and how far.
@preconcurrency @MainActor public final class CPManeuver: NSObject {
    public var instructionVariants: [String] = []
    public var dashboardInstructionVariants: [String] = []
    public var roadFollowingManeuverVariants: [String] = []
    public var symbolImage: UIImage?
    public var initialTravelEstimates: CPTravelEstimates?
    public var userInfo: Any?

    public override init() { super.init() }

    /// As the guidance draws it, with the estimates the app gave last.
    func maneuver(_ estimates: CPTravelEstimates?, unit: DistanceUnit) -> Maneuver {
        Maneuver(
            instructionVariants: instructionVariants, dashboardInstructionVariants: dashboardInstructionVariants, symbolImage: symbolImage?.glyph,
            roadFollowingManeuverVariants: roadFollowingManeuverVariants,
            initialTravelEstimates: (estimates ?? initialTravelEstimates)?.travelEstimates(in: unit) ?? TravelEstimates(distanceRemaining: 0, timeRemaining: 0))
    }
}

/// CPNavigationSession: guidance for a trip: its upcoming maneuvers and
/// their estimates, shown on the map's guidance card and in the cluster.
@preconcurrency @MainActor public final class CPNavigationSession: NSObject {
    public let trip: CPTrip
    /// The maneuvers to come, the next first.
    public var upcomingManeuvers: [CPManeuver] = [] {
        didSet { sendGuidance() }
    }
    private weak var map: CPMapTemplate?
    private var estimates: [ObjectIdentifier: CPTravelEstimates] = [:]
    private var paused: (reason: CPTripPauseReason, description: String?)?
    /// The guidance last sent to the car.
    private var sent: NavigationState?

    init(trip: CPTrip, map: CPMapTemplate) {
        self.trip = trip
        self.map = map
        super.init()
        sendGuidance()
    }

    /// A maneuver's estimates as the drive goes on.
    public func updateEstimates(_ estimates: CPTravelEstimates, for maneuver: CPManeuver) {
        self.estimates[ObjectIdentifier(maneuver)] = estimates
        sendGuidance()
    }

    public func pauseTrip(for reason: CPTripPauseReason, description: String?) {
        paused = (reason, description)
        sendGuidance()
    }

    public func finishTrip() { map?.ended(self) }
    public func cancelTrip() { map?.ended(self) }

    /// The guidance as the session has it now, sent to the car when it changed.
    func sendGuidance() {
        guard let map, let runtime = map.runtime else { return }
        let unit = runtime.app.navigation.units
        var steps: [GuidanceStep] = upcomingManeuvers.map { .maneuver($0.maneuver(estimates[ObjectIdentifier($0)], unit: unit)) }
        if let paused {
            steps.insert(.pause(paused.reason.headUnitReason, description: paused.description, seconds: 24 * 3600), at: 0)
        } else if steps.isEmpty {
            steps = [.pause(.loading, description: nil, seconds: 24 * 3600)]
        }
        var route = map.trip(trip).routeChoices.first ?? RouteChoice(summaryVariants: [])
        route.guidance = steps
        let guided = Trip(id: map.trip(trip).id, origin: trip.origin.name ?? "", destination: trip.destination.name ?? "Destination", routeChoices: [route])
        let guidance = NavigationState(trip: guided, routeIndex: 0, givenTripEstimates: map.estimates(of: trip))
        guard guidance != sent else { return }
        sent = guidance
        runtime.send(.guidance(guidance))
    }
}

/// CPTripPauseReason.
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
