/// CPMapTemplate: a navigation app's root, over the map the app draws: the
/// navigation bar (which can hide by itself), map buttons, trip previews,
/// and, during a navigation session, the guidance panel.
public struct MapTemplate: Equatable, Sendable {
    public var mapButtons: [MapButton]
    public var barButtons: BarButtons
    /// The bar hides after a few seconds without input, on the session clock.
    public var automaticallyHidesNavigationBar: Bool
    /// What the app draws under the template: streets and the car.
    public var mapView: MapView
    /// What the app does when the driver presses Go on a trip preview
    /// (`mapTemplate(_:startedTrip:using:)`): often `startNavigationSession`.
    public var startedTrip: [Action]
    /// The trips previewed over the map, while they are.
    public var tripPreviews: TripPreviews?
    /// What the app does when the driver moves its map: a finger's drag
    /// (`mapTemplate(_:didUpdatePanGestureWithTranslation:velocity:)`), or
    /// the knob in the panning interface (`mapTemplate(_:panWith:)`).
    public var regionChanged: [Action]

    public init(
        mapButtons: [MapButton] = [], barButtons: BarButtons = BarButtons(), automaticallyHidesNavigationBar: Bool = false, mapView: MapView = MapView(),
        startedTrip: [Action] = [], regionChanged: [Action] = []
    ) {
        self.mapButtons = mapButtons
        self.barButtons = barButtons
        self.automaticallyHidesNavigationBar = automaticallyHidesNavigationBar
        self.mapView = mapView
        self.startedTrip = startedTrip
        self.regionChanged = regionChanged
    }

    /// The map buttons CarPlay shows: the first 3 not hidden.
    public var shownMapButtons: [(index: Int, button: MapButton)] {
        Array(mapButtons.enumerated().filter { !$0.element.isHidden }.prefix(CarPlayLimits.mapButtons).map { ($0.offset, $0.element) })
    }
}

/// CPMapButton: a glyph on the map's trailing bottom corner.
public struct MapButton: Equatable, Sendable {
    public var image: String
    public var isEnabled: Bool
    public var isHidden: Bool
    public var handler: Handler?

    public init(image: String, isEnabled: Bool = true, isHidden: Bool = false, handler: Handler? = nil) {
        self.image = image
        self.isEnabled = isEnabled
        self.isHidden = isHidden
        self.handler = handler
    }
}

/// The app's own map view under the template, drawn in text.
public struct MapView: Equatable, Sendable {
    public var streets: [MapStreet]
    /// Where the car is when no trip is driven.
    public var car: MapLocation?

    public init(streets: [MapStreet] = [], car: MapLocation? = nil) {
        self.streets = streets
        self.car = car
    }
}

/// Trips previewed over the map (`showTripPreviews`), and the one and the
/// route chosen.
public struct TripPreviews: Equatable, Sendable {
    public var trips: [Trip]
    public var selectedTrip = 0
    public var selectedRoute = 0
    /// The title of the button that starts the trip (the app's
    /// `CPTripPreviewTextConfiguration.startButtonTitle`, else Go).
    public var startButtonTitle: String

    public init(trips: [Trip], selectedTrip: Int = 0, startButtonTitle: String? = nil) {
        self.trips = trips
        self.selectedTrip = selectedTrip
        self.startButtonTitle = startButtonTitle ?? "Go"
    }

    /// The trip on the card.
    public var trip: Trip { trips[min(selectedTrip, trips.count - 1)] }
}
