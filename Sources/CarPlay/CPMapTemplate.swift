import HeadUnitCore

/// CPMapTemplate: a navigation app's map, with its bar and map buttons,
/// trip previews, and the guidance of a navigation session. headunit
/// draws its own map surface under it (an app's own map view cannot be).
@preconcurrency @MainActor public final class CPMapTemplate: CPTemplate, CPBarButtonProviding {
    public weak var mapDelegate: (any CPMapTemplateDelegate)?
    public var mapButtons: [CPMapButton] = []
    public var leadingNavigationBarButtons: [CPBarButton] = []
    public var trailingNavigationBarButtons: [CPBarButton] = []
    public var backButton: CPBarButton?
    public var automaticallyHidesNavigationBar = true
    public var hidesButtonsWithNavigationBar = true
    /// The guidance panel's background: kept; headunit draws the panel in
    /// its theme's colours, and says so when the app sets one. Apple
    /// documents no default: headunit's is the system background.
    public var guidanceBackgroundColor: UIColor = .systemBackground { didSet { guidanceColourChosen = true } }
    private var guidanceColourChosen = false
    /// The style the app chose for the trip's estimates; nil: the car's appearance.
    private var chosenEstimateStyle: CPTripEstimateStyle?
    /// The trips of the previews shown, the one selected, the titles asked
    /// for, and the estimates by trip.
    private(set) var previewTrips: [CPTrip] = []
    private var previewSelectedTrip: CPTrip?
    private var previewText: CPTripPreviewTextConfiguration?
    private var estimates: [ObjectIdentifier: CPTravelEstimates] = [:]
    /// The navigation session under way.
    private(set) var session: CPNavigationSession?
    /// The navigation alert on the map, while it shows.
    public private(set) var currentNavigationAlert: CPNavigationAlert?
    /// The alert that went last, kept: the car takes an alert down before
    /// the handler of the button chosen on it runs, and that handler is
    /// its action's.
    private var lastDismissedAlert: CPNavigationAlert?
    /// Whether the panning interface shows (the knob pans the map).
    public private(set) var isPanningInterfaceVisible = false
    weak var runtime: CarPlayRuntime?

    public override init() {}

    /// The style of the trip's estimates during guidance: until the app
    /// sets one, the car's appearance's (light by day, dark by night).
    /// headunit draws the card in the theme's colours for the car's
    /// appearance, and says so when the app's style is the other.
    public var tripEstimateStyle: CPTripEstimateStyle {
        get { chosenEstimateStyle ?? (runtime?.appearance == .night ? .dark : .light) }
        set {
            chosenEstimateStyle = newValue
            if let runtime, newValue != (runtime.appearance == .night ? .dark : .light) {
                runtime.conversion.notice("a tripEstimateStyle unlike the car's appearance is drawn in the appearance's theme colours")
            }
        }
    }

    public func showTripPreviews(_ tripPreviews: [CPTrip], textConfiguration: CPTripPreviewTextConfiguration?) {
        showTripPreviews(tripPreviews, selectedTrip: nil, textConfiguration: textConfiguration)
    }

    public func showTripPreviews(_ tripPreviews: [CPTrip], selectedTrip: CPTrip?, textConfiguration: CPTripPreviewTextConfiguration?) {
        previewTrips = tripPreviews
        previewSelectedTrip = selectedTrip
        previewText = textConfiguration
        if textConfiguration?.additionalRoutesButtonTitle != nil || textConfiguration?.overviewButtonTitle != nil {
            runtime?.conversion.notice("a trip preview lists every route on its card: the more routes and overview titles are not drawn")
        }
        sendTripPreviews()
    }

    /// The previews as the car shows them: the selected trip first on the
    /// card, the start button with the app's title.
    private func sendTripPreviews() {
        let selected = previewSelectedTrip.flatMap { selected in previewTrips.firstIndex { $0 === selected } } ?? 0
        runtime?.send(
            .showTripPreviews(
                TripPreviews(trips: previewTrips.map(trip), selectedTrip: selected, startButtonTitle: previewText?.startButtonTitle)))
    }

    /// The route choices of one trip, on the preview card.
    public func showRouteChoicesPreview(for tripPreview: CPTrip, textConfiguration: CPTripPreviewTextConfiguration?) {
        showTripPreviews([tripPreview], selectedTrip: tripPreview, textConfiguration: textConfiguration)
    }

    public func hideTripPreviews() {
        previewTrips = []
        runtime?.send(.perform(.navigation(.hideTripPreviews)))
    }

    /// A trip's estimates, shown in its preview and, for the trip under
    /// way, in the guidance at once.
    public func update(_ estimates: CPTravelEstimates, for trip: CPTrip, with timeRemainingColor: CPTimeRemainingColor) {
        MainThreadChecker.check("-[CPMapTemplate updateTravelEstimates:forTrip:withTimeRemainingColor:]")
        self.estimates[ObjectIdentifier(trip)] = estimates
        if session?.trip === trip { session?.sendGuidance() }
        if timeRemainingColor != .default { runtime?.conversion.notice("a trip's time remaining colour is drawn in the theme's colours") }
    }

    @available(*, deprecated, renamed: "update(_:for:with:)")
    public func updateEstimates(_ estimates: CPTravelEstimates, for trip: CPTrip) {
        update(estimates, for: trip, with: .default)
    }

    /// Starts guidance for a trip: the previews go, and the session's
    /// maneuvers show in the guidance card and the cluster.
    public func startNavigationSession(for trip: CPTrip) -> CPNavigationSession {
        previewTrips = []
        runtime?.send(.perform(.navigation(.hideTripPreviews)))
        let session = CPNavigationSession(trip: trip, map: self)
        self.session = session
        return session
    }

    public func showPanningInterface(animated: Bool) { runtime?.send(.perform(.navigation(.showPanningInterface))) }
    public func dismissPanningInterface(animated: Bool) { runtime?.send(.perform(.navigation(.dismissPanningInterface))) }

    /// Shows a navigation alert over the map, unless one already shows or
    /// the delegate declines (`mapTemplate(_:shouldShow:)`).
    public func present(navigationAlert: CPNavigationAlert, animated: Bool) {
        guard let runtime, currentNavigationAlert == nil, mapDelegate?.mapTemplate(self, shouldShow: navigationAlert) ?? true else { return }
        mapDelegate?.mapTemplate(self, willShow: navigationAlert)
        currentNavigationAlert = navigationAlert
        runtime.send(.presentNavigationAlert(navigationAlert.navigationAlert(runtime.conversion)))
        mapDelegate?.mapTemplate(self, didShow: navigationAlert)
    }

    /// Takes the navigation alert down; `completion` hears whether one showed.
    public func dismissNavigationAlert(animated: Bool, completion: @escaping (Bool) -> Void) {
        guard let shown = currentNavigationAlert else { return completion(false) }
        dismissed(shown, .systemDismissed)
        runtime?.send(.perform(.navigation(.dismissNavigationAlert)))
        completion(true)
    }

    /// The car took the alert down: the delegate hears why.
    func navigationAlertWent(_ context: CPNavigationAlert.DismissalContext) {
        guard let shown = currentNavigationAlert else { return }
        dismissed(shown, context)
    }

    private func dismissed(_ alert: CPNavigationAlert, _ context: CPNavigationAlert.DismissalContext) {
        mapDelegate?.mapTemplate(self, willDismiss: alert, dismissalContext: context)
        currentNavigationAlert = nil
        lastDismissedAlert = alert
        mapDelegate?.mapTemplate(self, didDismiss: alert, dismissalContext: context)
    }

    /// The panning interface showed or went: the delegate hears it.
    func panningChanged(shown: Bool) {
        if !shown { mapDelegate?.mapTemplateWillDismissPanningInterface(self) }
        isPanningInterfaceVisible = shown
        if shown { mapDelegate?.mapTemplateDidShowPanningInterface(self) } else { mapDelegate?.mapTemplateDidDismissPanningInterface(self) }
    }

    /// The driver panned a step: the delegate hears the direction.
    func panned(_ direction: Direction) {
        let pan: PanDirection =
            switch direction {
            case .left: .left
            case .right: .right
            case .up: .up
            case .down: .down
            }
        mapDelegate?.mapTemplate(self, panBeganWith: pan)
        mapDelegate?.mapTemplate(self, panWith: pan)
        mapDelegate?.mapTemplate(self, panEndedWith: pan)
    }

    /// A finger dragged the map: the gesture begins, moves by `translation`
    /// and ends. The drag reaches headunit as one move with no duration,
    /// so the finger is still when it lifts: the velocity is zero.
    func dragged(by translation: CGPoint) {
        mapDelegate?.mapTemplateDidBeginPanGesture(self)
        mapDelegate?.mapTemplate(self, didUpdatePanGestureWithTranslation: translation, velocity: .zero)
        mapDelegate?.mapTemplate(self, didEndPanGestureWithVelocity: .zero)
    }

    /// CPMapTemplate.PanDirection: which way the driver pans.
    public struct PanDirection: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let left = PanDirection(rawValue: 1 << 0)
        public static let right = PanDirection(rawValue: 1 << 1)
        public static let up = PanDirection(rawValue: 1 << 2)
        public static let down = PanDirection(rawValue: 1 << 3)
    }

    /// The session ended: its guidance goes.
    func ended(_ session: CPNavigationSession) {
        guard self.session === session else { return }
        self.session = nil
        runtime?.send(.guidance(nil))
    }

    /// A session's new estimates for its trip (a route worked out again).
    func setEstimates(_ estimates: CPTravelEstimates, for trip: CPTrip) { self.estimates[ObjectIdentifier(trip)] = estimates }

    /// How the delegate lays out a second maneuver: leading its symbol by default.
    func displayStyle(for maneuver: CPManeuver) -> ManeuverDisplayStyle {
        switch mapDelegate?.mapTemplate(self, displayStyleFor: maneuver).rawValue ?? 0 {
        case CPManeuverDisplayStyle.trailingSymbol.rawValue: .trailingSymbol
        case CPManeuverDisplayStyle.symbolOnly.rawValue: .symbolOnly
        case CPManeuverDisplayStyle.instructionOnly.rawValue: .instructionOnly
        default: .leadingSymbol
        }
    }

    /// The estimates the app last gave for `trip`, in the app's unit.
    func estimates(of trip: CPTrip) -> TravelEstimates? {
        estimates[ObjectIdentifier(trip)].map { $0.travelEstimates(in: runtime?.app.navigation.units ?? .mi) }
    }

    /// A trip as headunit draws it: each route with the trip's estimates.
    /// A trip's name in the core: the object's own identity.
    static func id(of trip: CPTrip) -> String { "\(ObjectIdentifier(trip).hashValue)" }

    func trip(_ trip: CPTrip) -> Trip {
        let estimate = estimates(of: trip)
        return Trip(
            id: Self.id(of: trip), origin: trip.origin.name ?? "", destination: trip.destinationName,
            routeChoices: trip.routeChoices.map { route in
                RouteChoice(
                    summaryVariants: route.summaryVariants, additionalInformationVariants: route.additionalInformationVariants,
                    selectionSummaryVariants: route.selectionSummaryVariants,
                    guidance: estimate.map { [.maneuver(Maneuver(instructionVariants: [], initialTravelEstimates: $0))] } ?? [])
            })
    }

    override func body(_ conversion: Conversion) -> TemplateBody {
        if !hidesButtonsWithNavigationBar { conversion.notice("hidesButtonsWithNavigationBar false is not honoured; map buttons hide with the bar") }
        if guidanceColourChosen { conversion.notice("a map template's guidanceBackgroundColor is drawn in the theme's colours") }
        if mapButtons.contains(where: { $0.focusedImage != nil }) { conversion.notice("a map button's focusedImage is drawn as its image in the focus ring") }
        return .map(
            MapTemplate(
                mapButtons: mapButtons.map { button in
                    MapButton(
                        image: button.image?.glyph ?? "·", isEnabled: button.isEnabled, isHidden: button.isHidden,
                        handler: button.handler == nil ? nil : conversion.handler(for: button) { [weak button] _ in button.map { $0.handler?($0) } })
                }, barButtons: barButtons(conversion), automaticallyHidesNavigationBar: automaticallyHidesNavigationBar,
                startedTrip: [conversion.action(for: self) { [weak self] _ in self?.startedTrip() }]))
    }

    override func attach(_ runtime: CarPlayRuntime) {
        self.runtime = runtime
        if !previewTrips.isEmpty { sendTripPreviews() }
    }

    /// The driver pressed Go on a preview: the delegate hears which trip and route.
    private func startedTrip() {
        guard let choice = runtime?.tripPreviewChoice(), let trip = previewTrips.first(where: { Self.id(of: $0) == choice.tripID }),
            trip.routeChoices.indices.contains(choice.route)
        else { return }
        mapDelegate?.mapTemplate(self, startedTrip: trip, using: trip.routeChoices[choice.route])
    }
}

/// CPMapButton: a button over the map (at most 3 show).
@preconcurrency @MainActor public final class CPMapButton: NSObject {
    public var image: UIImage?
    public var focusedImage: UIImage?
    public var isEnabled = true
    public var isHidden = false
    let handler: ((CPMapButton) -> Void)?

    public init(handler: ((CPMapButton) -> Void)?) { self.handler = handler }
}

/// CPTripPreviewTextConfiguration: the titles of a preview's buttons; the
/// start button's is drawn, the other two name buttons headunit's card has not.
public final class CPTripPreviewTextConfiguration: NSObject, Sendable {
    public let startButtonTitle: String?
    public let additionalRoutesButtonTitle: String?
    public let overviewButtonTitle: String?

    public init(startButtonTitle: String?, additionalRoutesButtonTitle: String?, overviewButtonTitle: String?) {
        self.startButtonTitle = startButtonTitle
        self.additionalRoutesButtonTitle = additionalRoutesButtonTitle
        self.overviewButtonTitle = overviewButtonTitle
    }
}

/// CPTimeRemainingColor: kept; headunit draws the theme's colour.
public enum CPTimeRemainingColor: UInt, Sendable { case `default`, green, orange, red }

/// CPTripEstimateStyle: the trip estimates' look during guidance.
public enum CPTripEstimateStyle: UInt, Sendable {
    case light = 0, dark
}
