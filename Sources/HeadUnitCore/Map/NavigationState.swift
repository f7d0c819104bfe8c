/// A navigation session (`startNavigationSession(for:)`): the trip, the
/// route driven, and where the drive is in its guidance. The session clock
/// drives it: the upcoming maneuver's distance and time count down, then
/// the next one comes up, until arrival.
public struct NavigationState: Equatable, Sendable {
    public let trip: Trip
    public let routeIndex: Int
    /// The guidance step under way; past the last, the trip has arrived.
    public private(set) var step = 0
    /// Seconds into that step.
    public private(set) var elapsedInStep: Double = 0
    /// The whole trip's estimates as the app gives them (a hosted app's
    /// `update(_:for:with:)`); nil: the sum of the maneuvers'.
    public let givenTripEstimates: TravelEstimates?
    /// The navigation metadata the app provides the car's displays; nil
    /// when it provides none.
    public let metadata: NavigationMetadata?

    public init(trip: Trip, routeIndex: Int, givenTripEstimates: TravelEstimates? = nil, metadata: NavigationMetadata? = nil) {
        self.trip = trip
        self.routeIndex = routeIndex
        self.givenTripEstimates = givenTripEstimates
        self.metadata = metadata
    }

    /// The route being driven.
    public var route: RouteChoice { trip.routeChoices[min(max(0, routeIndex), trip.routeChoices.count - 1)] }

    /// Whether the drive has arrived (the guidance is done).
    public var hasArrived: Bool { step >= route.guidance.count }

    /// Why the trip is paused now, and what the panel says; nil while driving.
    public var pause: (reason: TripPauseReason, description: String)? {
        if hasArrived { return (.arrived, "Arrived at \(trip.destination)") }
        guard case .pause(let reason, let description, _)? = route.guidance[safe: step] else { return nil }
        return (reason, description ?? reason.defaultDescription)
    }

    /// The upcoming maneuver and the estimates left to reach it.
    public var upcoming: (maneuver: Maneuver, estimates: TravelEstimates)? {
        guard case .maneuver(let maneuver)? = route.guidance[safe: step] else { return nil }
        return (maneuver, remaining(of: maneuver, after: elapsedInStep))
    }

    /// The maneuver after the upcoming one, shown under it.
    public var following: Maneuver? {
        route.guidance.dropFirst(step + 1).lazy.compactMap { step -> Maneuver? in
            if case .maneuver(let maneuver) = step { return maneuver }
            return nil
        }.first
    }

    /// The whole trip's estimates left: the app's, or the upcoming
    /// maneuver's and all after it.
    public var tripEstimates: TravelEstimates {
        if let givenTripEstimates { return givenTripEstimates }
        var total = upcoming?.estimates ?? TravelEstimates(distanceRemaining: 0, timeRemaining: 0)
        for step in route.guidance.dropFirst(step + 1) {
            guard case .maneuver(let maneuver) = step else { continue }
            total.distanceRemaining += maneuver.initialTravelEstimates.distanceRemaining
            total.timeRemaining += maneuver.initialTravelEstimates.timeRemaining
        }
        return total
    }

    /// How far along the route the car is, 0 to 1, by distance.
    public var progress: Double {
        let whole = route.travelEstimates.distanceRemaining
        guard whole > 0 else { return hasArrived ? 1 : 0 }
        return min(1, max(0, 1 - tripEstimates.distanceRemaining / whole))
    }

    /// Lets the drive go on for `seconds`; returns the navigation alerts the
    /// guidance presents on the way, by id.
    public mutating func advance(by seconds: Double) -> [String] {
        var left = seconds
        var alerts: [String] = []
        while !hasArrived {
            switch route.guidance[step] {
            case .alert(let id):
                alerts.append(id)
                next()
                continue
            case .pause(_, _, let duration):
                guard take(&left, until: duration) else { return alerts }
            case .maneuver(let maneuver):
                guard take(&left, until: maneuver.initialTravelEstimates.timeRemaining) else { return alerts }
            }
            next()
        }
        return alerts
    }

    /// Spends `left` seconds on the step that lasts `duration`; true when it is done.
    private mutating func take(_ left: inout Double, until duration: Double) -> Bool {
        let need = duration - elapsedInStep
        if left < need {
            elapsedInStep += left
            left = 0
            return false
        }
        left -= max(0, need)
        return true
    }

    private mutating func next() {
        step += 1
        elapsedInStep = 0
    }

    /// A maneuver's estimates after `elapsed` of its seconds, at a steady speed.
    private func remaining(of maneuver: Maneuver, after elapsed: Double) -> TravelEstimates {
        let initial = maneuver.initialTravelEstimates
        guard initial.timeRemaining > 0 else { return initial }
        let fraction = max(0, 1 - elapsed / initial.timeRemaining)
        return TravelEstimates(distanceRemaining: initial.distanceRemaining * fraction, timeRemaining: initial.timeRemaining * fraction)
    }
}

/// A navigation alert on the map, and how long it has left (nil: until dismissed).
/// Why a navigation alert went (`CPNavigationAlertDismissalContext`).
public enum NavigationAlertDismissal: Int, Equatable, Sendable {
    /// Its duration ran out.
    case timeout
    /// The driver chose one of its buttons, or pressed back.
    case userDismissed
    /// The app (or the car) took it down.
    case systemDismissed
}

public struct ShownNavigationAlert: Equatable, Sendable {
    public let id: String
    public let alert: NavigationAlert
    public var secondsLeft: Double?
}
