import CarPlay
import CarPlayTesting
import Testing

/// A navigation app for the conformance tests: its root is a map template
/// that `setUp` prepares, and it records what its map delegate hears, in
/// order.
@MainActor final class MapConformanceApp: UIResponder, CPTemplateApplicationSceneDelegate, CPMapTemplateDelegate {
    let map = CPMapTemplate()
    var interfaceController: CPInterfaceController?
    /// The delegate calls heard, as `startedTrip Home Fastest`, `panBegan left`.
    var heard: [String] = []
    /// What the delegate answers when asked whether an alert may show.
    var allowsAlerts = true
    /// What the app does when the driver starts a trip.
    var onStartedTrip: ((CPTrip, CPRouteChoice) -> Void)?
    /// What the delegate answers when asked for navigation metadata, and how often it was asked.
    var providesMetadata = false
    var metadataAsked = 0
    /// The display style the delegate gives a maneuver, and the maneuvers it was asked for, by instruction.
    var displayStyle: CPManeuverDisplayStyle = []
    var styleAsked: [String] = []
    private let setUp: (MapConformanceApp) -> Void

    init(_ setUp: @escaping (MapConformanceApp) -> Void = { _ in }) {
        self.setUp = setUp
        super.init()
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        self.interfaceController = interfaceController
        map.mapDelegate = self
        setUp(self)
        interfaceController.setRootTemplate(map, animated: false, completion: nil)
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice) {
        heard.append("startedTrip \(trip.destination.name ?? "") \(routeChoice.summaryVariants.first ?? "")")
        onStartedTrip?(trip, routeChoice)
    }
    func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate) { heard.append("didShowPanning") }
    func mapTemplateWillDismissPanningInterface(_ mapTemplate: CPMapTemplate) { heard.append("willDismissPanning") }
    func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate) { heard.append("didDismissPanning") }
    func mapTemplate(_ mapTemplate: CPMapTemplate, panBeganWith direction: CPMapTemplate.PanDirection) {
        heard.append("panBegan \(Self.name(direction))")
    }
    func mapTemplate(_ mapTemplate: CPMapTemplate, panWith direction: CPMapTemplate.PanDirection) { heard.append("pan \(Self.name(direction))") }
    func mapTemplate(_ mapTemplate: CPMapTemplate, panEndedWith direction: CPMapTemplate.PanDirection) {
        heard.append("panEnded \(Self.name(direction))")
    }
    func mapTemplateDidBeginPanGesture(_ mapTemplate: CPMapTemplate) { heard.append("panGestureBegan") }
    func mapTemplate(_ mapTemplate: CPMapTemplate, didUpdatePanGestureWithTranslation translation: CGPoint, velocity: CGPoint) {
        heard.append("panGesture \(Int(translation.x)),\(Int(translation.y)) at \(Int(velocity.x)),\(Int(velocity.y))")
    }
    func mapTemplate(_ mapTemplate: CPMapTemplate, didEndPanGestureWithVelocity velocity: CGPoint) {
        heard.append("panGestureEnded at \(Int(velocity.x)),\(Int(velocity.y))")
    }
    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShow navigationAlert: CPNavigationAlert) -> Bool {
        heard.append("shouldShow \(navigationAlert.titleVariants.first ?? "")")
        return allowsAlerts
    }
    func mapTemplate(_ mapTemplate: CPMapTemplate, willShow navigationAlert: CPNavigationAlert) {
        heard.append("willShow \(navigationAlert.titleVariants.first ?? "")")
    }
    func mapTemplate(_ mapTemplate: CPMapTemplate, didShow navigationAlert: CPNavigationAlert) {
        heard.append("didShow \(navigationAlert.titleVariants.first ?? "")")
    }
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, willDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext
    ) {
        heard.append("willDismiss \(navigationAlert.titleVariants.first ?? "") \(dismissalContext)")
    }
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didDismiss navigationAlert: CPNavigationAlert, dismissalContext: CPNavigationAlert.DismissalContext
    ) {
        heard.append("didDismiss \(navigationAlert.titleVariants.first ?? "") \(dismissalContext)")
    }

    func mapTemplateShouldProvideNavigationMetadata(_ mapTemplate: CPMapTemplate) -> Bool {
        metadataAsked += 1
        return providesMetadata
    }
    func mapTemplate(_ mapTemplate: CPMapTemplate, displayStyleFor maneuver: CPManeuver) -> CPManeuverDisplayStyle {
        styleAsked.append(maneuver.instructionVariants.first ?? "")
        return displayStyle
    }

    /// The directions' names, joined: `left`, `up+right`.
    static func name(_ direction: CPMapTemplate.PanDirection) -> String {
        let names: [(CPMapTemplate.PanDirection, String)] = [(.left, "left"), (.right, "right"), (.up, "up"), (.down, "down")]
        return names.filter { direction.contains($0.0) }.map(\.1).joined(separator: "+")
    }

    /// A car with this app connected, its map on the display.
    func connectedCar(display: TestCar.Display = .wide) async throws -> TestCar {
        let car = try await TestCar(delegate: self, category: .navigation, display: display, name: "Maps")
        try await car.connect()
        return car
    }
}

/// Trips and routes as a navigation app makes them.
@MainActor enum Trips {
    /// A place with a name.
    static func place(_ name: String, latitude: Double = 37.33, longitude: Double = -122.01) -> MKMapItem {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude)))
        item.name = name
        return item
    }

    /// A route with its summary and additional information variants.
    static func route(_ summary: [String], _ information: [String] = [], selection: [String] = []) -> CPRouteChoice {
        CPRouteChoice(summaryVariants: summary, additionalInformationVariants: information, selectionSummaryVariants: selection)
    }

    /// A trip from the current location to `destination` by `routes`.
    static func trip(to destination: String, _ routes: [CPRouteChoice]? = nil) -> CPTrip {
        CPTrip(
            origin: place("Current Location"), destination: place(destination, latitude: 37.39, longitude: -122.08),
            routeChoices: routes ?? [route(["Fastest Route"])])
    }

    /// Estimates of `miles` and `minutes`.
    static func estimates(miles: Double, minutes: Double) -> CPTravelEstimates {
        CPTravelEstimates(distanceRemaining: Measurement(value: miles, unit: .miles), timeRemaining: minutes * 60)
    }

    /// A maneuver of a type, with its instruction and estimates.
    static func maneuver(_ type: CPManeuverType, _ instruction: String, miles: Double = 0.3, minutes: Double = 1) -> CPManeuver {
        let maneuver = maneuver([instruction], miles: miles, minutes: minutes)
        maneuver.maneuverType = type
        return maneuver
    }

    /// An angle in degrees.
    static func degrees(_ value: Double) -> Measurement<UnitAngle> { Measurement(value: value, unit: .degrees) }

    /// Lanes from left to right: two straight lanes not to take, a good
    /// straight one, and a preferred one that turns right.
    static func lanes() -> CPLaneGuidance {
        let guidance = CPLaneGuidance()
        guidance.lanes = [
            CPLane(angles: [degrees(0)]), CPLane(angles: [degrees(0)]), CPLane(angles: [degrees(0)], highlightedAngle: degrees(0), isPreferred: false),
            CPLane(angles: [degrees(0), degrees(90)], highlightedAngle: degrees(90), isPreferred: true),
        ]
        guidance.instructionVariants = ["Use the right lane"]
        return guidance
    }

    /// A maneuver with its instruction variants and estimates.
    static func maneuver(_ instructions: [String], miles: Double = 1, minutes: Double = 2) -> CPManeuver {
        let maneuver = CPManeuver()
        maneuver.instructionVariants = instructions
        maneuver.initialTravelEstimates = estimates(miles: miles, minutes: minutes)
        return maneuver
    }
}
