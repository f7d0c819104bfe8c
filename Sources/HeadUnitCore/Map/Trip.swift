/// CPTrip: a trip from an origin to a destination (CPMapItem names), with
/// its route choices.
public struct Trip: Equatable, Sendable {
    /// The scenario's name for it, for `showTripPreviews`.
    public var id: String
    public var origin: String
    public var destination: String
    public var routeChoices: [RouteChoice]

    public init(id: String, origin: String, destination: String, routeChoices: [RouteChoice]) {
        self.id = id
        self.origin = origin
        self.destination = destination
        self.routeChoices = routeChoices
    }
}

/// CPRouteChoice: one way to make a trip, its text in variants the car
/// picks by width, and what headunit needs to drive it: its estimates, its
/// course on the map, and the guidance a drive plays out.
public struct RouteChoice: Equatable, Sendable {
    public var summaryVariants: [String]
    public var additionalInformationVariants: [String]
    public var selectionSummaryVariants: [String]
    /// The route's course on the map.
    public var path: [MapLocation]
    /// What a drive of it plays out, step by step, on the session clock.
    public var guidance: [GuidanceStep]

    public init(
        summaryVariants: [String], additionalInformationVariants: [String] = [], selectionSummaryVariants: [String] = [], path: [MapLocation] = [],
        guidance: [GuidanceStep] = []
    ) {
        self.summaryVariants = summaryVariants
        self.additionalInformationVariants = additionalInformationVariants
        self.selectionSummaryVariants = selectionSummaryVariants
        self.path = path
        self.guidance = guidance
    }

    /// The whole route's estimates: its maneuvers' added up.
    public var travelEstimates: TravelEstimates {
        guidance.reduce(TravelEstimates(distanceRemaining: 0, timeRemaining: 0)) { total, step in
            guard case .maneuver(let maneuver) = step else { return total }
            return TravelEstimates(
                distanceRemaining: total.distanceRemaining + maneuver.initialTravelEstimates.distanceRemaining,
                timeRemaining: total.timeRemaining + maneuver.initialTravelEstimates.timeRemaining)
        }
    }
}

/// CPTravelEstimates: distance (in the app's unit) and time (seconds) to go.
public struct TravelEstimates: Equatable, Sendable {
    public var distanceRemaining: Double
    public var timeRemaining: Double

    public init(distanceRemaining: Double, timeRemaining: Double) {
        self.distanceRemaining = distanceRemaining
        self.timeRemaining = timeRemaining
    }
}

/// CPManeuver: what to do next, in variants by width, with its symbol and
/// the estimates to reach it from the maneuver before.
public struct Maneuver: Equatable, Sendable {
    public var instructionVariants: [String]
    /// What the instrument cluster shows, when the app says so; else the instruction.
    public var dashboardInstructionVariants: [String]
    /// A glyph for the maneuver's symbol: ↱ ↰ ↑ ⤴.
    public var symbolImage: String?
    /// The road it follows onto: "Main St".
    public var roadFollowingManeuverVariants: [String]
    public var initialTravelEstimates: TravelEstimates
    /// The navigation metadata of the maneuver, which the car's own
    /// displays draw: its shape as a glyph (its type and junction), its
    /// highway exit, the lanes that lead to it.
    public var metadata: ManeuverMetadata?
    /// How the guidance card lays it out when it comes second.
    public var displayStyle: ManeuverDisplayStyle

    public init(
        instructionVariants: [String], dashboardInstructionVariants: [String] = [], symbolImage: String? = nil,
        roadFollowingManeuverVariants: [String] = [], initialTravelEstimates: TravelEstimates, metadata: ManeuverMetadata? = nil,
        displayStyle: ManeuverDisplayStyle = .leadingSymbol
    ) {
        self.instructionVariants = instructionVariants
        self.dashboardInstructionVariants = dashboardInstructionVariants
        self.symbolImage = symbolImage
        self.roadFollowingManeuverVariants = roadFollowingManeuverVariants
        self.initialTravelEstimates = initialTravelEstimates
        self.metadata = metadata
        self.displayStyle = displayStyle
    }
}

/// A maneuver's navigation metadata (CPManeuver's `maneuverType`,
/// `junctionType`, `highwayExitLabel`, `linkedLaneGuidance`).
public struct ManeuverMetadata: Equatable, Sendable {
    /// The glyph of its type and junction: `↱`, `↺2`.
    public var symbol: String
    /// The highway exit: "Exit 23".
    public var highwayExitLabel: String?
    /// The lanes that lead to it.
    public var laneGuidance: LaneGuidance?

    public init(symbol: String, highwayExitLabel: String? = nil, laneGuidance: LaneGuidance? = nil) {
        self.symbol = symbol
        self.highwayExitLabel = highwayExitLabel
        self.laneGuidance = laneGuidance
    }
}

/// CPManeuverDisplayStyle: where a maneuver's symbol goes beside its
/// instruction, or whether only one of them shows.
public enum ManeuverDisplayStyle: Equatable, Sendable {
    case leadingSymbol, trailingSymbol, symbolOnly, instructionOnly
}

/// A step of a route's guidance.
public enum GuidanceStep: Equatable, Sendable {
    /// The trip pauses (`pauseTrip(for:description:)`) for some seconds.
    case pause(TripPauseReason, description: String?, seconds: Double)
    /// The next maneuver, upcoming until its distance is driven.
    case maneuver(Maneuver)
    /// A navigation alert, by its id, presented on the map.
    case alert(String)
}

/// CPTripPauseReason, with the description a car shows for it.
public enum TripPauseReason: String, Equatable, Sendable, CaseIterable {
    case loading, locating, rerouting, arrived, proceedToRoute

    /// "Calculating route...": what the panel says when the app gives no description.
    public var defaultDescription: String {
        switch self {
        case .loading: "Calculating route..."
        case .locating: "Locating..."
        case .rerouting: "Rerouting..."
        case .arrived: "Arrived"
        case .proceedToRoute: "Proceed to the route"
        }
    }
}

/// CPNavigationAlert: a banner over the map with a title, a subtitle and
/// up to two buttons, gone after its duration (0: when dismissed).
public struct NavigationAlert: Equatable, Sendable {
    public var titleVariants: [String]
    public var subtitleVariants: [String]
    public var primaryAction: AlertAction
    public var secondaryAction: AlertAction?
    public var duration: Double

    public init(titleVariants: [String], subtitleVariants: [String] = [], primaryAction: AlertAction, secondaryAction: AlertAction? = nil, duration: Double = 0)
    {
        self.titleVariants = titleVariants
        self.subtitleVariants = subtitleVariants
        self.primaryAction = primaryAction
        self.secondaryAction = secondaryAction
        self.duration = duration
    }

    /// Its buttons, primary first.
    var actions: [AlertAction] { [primaryAction] + (secondaryAction.map { [$0] } ?? []) }
}
