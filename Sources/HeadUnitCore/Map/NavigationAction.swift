/// What a navigation app's handlers do to the map, its trips and its
/// session, with CarPlay's method names: `zoomIn`, `showTripPreviews`,
/// `startNavigationSession`, `finishTrip`, `presentNavigationAlert`.
public enum NavigationAction: Hashable, Sendable {
    /// Zoom the map on top in or out (the app's map buttons do).
    case zoomIn, zoomOut
    /// Let the knob pan the map (`showPanningInterface`), or stop.
    case showPanningInterface, dismissPanningInterface
    /// Show previews of these trips (by id) over the map.
    case showTripPreviews([String])
    case hideTripPreviews
    /// Start guidance for a trip (by id, its first route), or nil: the
    /// trip and route chosen in the previews.
    case startNavigationSession(String?)
    /// End the session: arrived, or given up.
    case finishTrip, cancelTrip
    /// Show a navigation alert (by id) over the map, or take it down.
    case presentNavigationAlert(String)
    case dismissNavigationAlert
    /// Switch the voice control template to a state (by identifier).
    case activateVoiceControlState(String)

    /// The actions written as a word.
    static let words: [String: NavigationAction] = [
        "zoomIn": .zoomIn, "zoomOut": .zoomOut, "showPanningInterface": .showPanningInterface,
        "dismissPanningInterface": .dismissPanningInterface, "hideTripPreviews": .hideTripPreviews,
        "startNavigationSession": .startNavigationSession(nil), "finishTrip": .finishTrip, "cancelTrip": .cancelTrip,
        "dismissNavigationAlert": .dismissNavigationAlert,
    ]

    /// The actions written as an object, by key.
    static let objectKeys = ["showTripPreviews", "startNavigationSession", "presentNavigationAlert", "activateVoiceControlState"]

    /// The key of the object form, nil for a word.
    var key: String? {
        switch self {
        case .showTripPreviews: "showTripPreviews"
        case .startNavigationSession(let trip): trip == nil ? nil : "startNavigationSession"
        case .presentNavigationAlert: "presentNavigationAlert"
        case .activateVoiceControlState: "activateVoiceControlState"
        case .zoomIn, .zoomOut, .showPanningInterface, .dismissPanningInterface, .hideTripPreviews, .finishTrip, .cancelTrip,
            .dismissNavigationAlert:
            nil
        }
    }
}

/// What a navigation app declares besides its templates: its distance
/// unit, its trips and its navigation alerts, by id.
public struct NavigationData: Equatable, Sendable {
    public var units: DistanceUnit
    public var trips: [String: Trip]
    public var alerts: [String: NavigationAlert]
    /// What the instrument cluster shows.
    public var cluster: ClusterSettings
    /// The shortcut buttons the app gives CarPlay Dashboard (its
    /// CPDashboardController's `shortcutButtons`), as it connects.
    public var dashboardButtons: [DashboardButton]

    public init(
        units: DistanceUnit = .mi, trips: [String: Trip] = [:], alerts: [String: NavigationAlert] = [:], cluster: ClusterSettings = ClusterSettings(),
        dashboardButtons: [DashboardButton] = []
    ) {
        self.units = units
        self.trips = trips
        self.alerts = alerts
        self.cluster = cluster
        self.dashboardButtons = dashboardButtons
    }
}
