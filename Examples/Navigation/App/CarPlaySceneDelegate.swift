import CarPlay
import Foundation

#if canImport(MapKit)
    import MapKit
#endif

/// The CarPlay scene of a navigation app: a map with a Go Home button;
/// the trip preview offers two routes; starting one guides the car, turn
/// by turn, on the map and in the instrument cluster, which also draws
/// the lanes to take. The dashboard's shortcut buttons start a trip here
/// too (`DashboardSceneDelegate`).
@MainActor public final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPMapTemplateDelegate {
    private var interfaceController: CPInterfaceController?
    private let mapTemplate = CPMapTemplate()
    private var session: CPNavigationSession?

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController, to window: CPWindow
    ) {
        self.interfaceController = interfaceController
        session = nil  // a new connection has no trip under way
        window.rootViewController = MapViewController()
        mapTemplate.mapDelegate = self
        mapTemplate.userInfo = ["id": "map"]  // scripts name it "map"
        mapTemplate.automaticallyHidesNavigationBar = false
        mapTemplate.trailingNavigationBarButtons = [CPBarButton(title: "Go Home") { [weak self] _ in self?.previewHome() }]
        let recentre = CPMapButton { _ in }
        recentre.image = UIImage(systemName: "location")
        mapTemplate.mapButtons = [recentre]
        interfaceController.setRootTemplate(mapTemplate, animated: true, completion: nil)
    }

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
    ) {
        self.interfaceController = nil
        session = nil
    }

    /// Previews the trip home on the map: its two routes, and Go.
    public func previewHome() {
        let trip = tripHome()
        mapTemplate.update(
            CPTravelEstimates(distanceRemaining: Measurement(value: 5.2, unit: .miles), timeRemaining: 15 * 60), for: trip, with: .default)
        let text = CPTripPreviewTextConfiguration(startButtonTitle: "Go", additionalRoutesButtonTitle: "More Routes", overviewButtonTitle: "Overview")
        mapTemplate.showTripPreviews([trip], textConfiguration: text)
    }

    /// Starts the trip home at once, as the dashboard's Home button does;
    /// nothing while a trip is under way or before the car connected.
    public func navigateHome() {
        guard interfaceController != nil, session == nil else { return }
        let trip = tripHome()
        mapTemplate(mapTemplate, startedTrip: trip, using: trip.routeChoices[0])
    }

    private func tripHome() -> CPTrip {
        let origin = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090)))
        origin.name = "Current Location"
        let destination = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 37.3861, longitude: -122.0839)))
        destination.name = "Home"
        let fastest = CPRouteChoice(summaryVariants: ["Fastest Route", "Fast"], additionalInformationVariants: ["Via Main St"], selectionSummaryVariants: [])
        let scenic = CPRouteChoice(
            summaryVariants: ["Scenic Route", "Scenic"], additionalInformationVariants: ["Via Harbor Blvd"], selectionSummaryVariants: [])
        return CPTrip(origin: origin, destination: destination, routeChoices: [fastest, scenic])
    }

    public func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice) {
        let session = mapTemplate.startNavigationSession(for: trip)
        let lanes = CPLaneGuidance()
        let ahead = Measurement(value: 0, unit: UnitAngle.degrees), right = Measurement(value: 90, unit: UnitAngle.degrees)
        lanes.lanes = [
            CPLane(angles: [ahead]), CPLane(angles: [ahead], highlightedAngle: ahead, isPreferred: false),
            CPLane(angles: [ahead, right], highlightedAngle: right, isPreferred: true),
        ]
        lanes.instructionVariants = ["Use the right lane to turn onto Main St", "Right lane"]
        let turn = CPManeuver()
        turn.instructionVariants = ["Turn right onto Main St", "Right onto Main St"]
        turn.symbolImage = UIImage(systemName: "arrow.turn.up.right")
        turn.maneuverType = .rightTurn
        turn.linkedLaneGuidance = lanes
        turn.initialTravelEstimates = CPTravelEstimates(distanceRemaining: Measurement(value: 5.2, unit: .miles), timeRemaining: 15 * 60)
        let arrive = CPManeuver()
        arrive.instructionVariants = ["Arrive at Home"]
        arrive.maneuverType = .arriveAtDestination
        arrive.initialTravelEstimates = CPTravelEstimates(distanceRemaining: Measurement(value: 0.1, unit: .miles), timeRemaining: 30)
        session.add([turn, arrive])
        session.add([lanes])
        session.upcomingManeuvers = [turn, arrive]
        session.currentLaneGuidance = lanes
        session.currentRoadNameVariants = ["El Camino Real"]
        session.maneuverState = .initial
        self.session = session
        mapTemplate.trailingNavigationBarButtons = [CPBarButton(title: "End") { [weak self] _ in self?.endTrip() }]
    }

    /// The car's own displays (the instrument cluster) get the guidance's
    /// metadata: the maneuver's type, the lanes, the road.
    public func mapTemplateShouldProvideNavigationMetadata(_ mapTemplate: CPMapTemplate) -> Bool { true }

    private func endTrip() {
        session?.cancelTrip()
        session = nil
        mapTemplate.trailingNavigationBarButtons = [CPBarButton(title: "Go Home") { [weak self] _ in self?.previewHome() }]
    }
}
