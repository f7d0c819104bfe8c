import Foundation
import HeadUnitCore

/// The app's side of its conversation with the car (see `AppSide`): what
/// the app's CarPlay objects ask of the car goes through it, and in the
/// car's turn it runs the app's code. Its jobs are its parts':
///
/// - `AppTurn`: a turn, what the car tells the app, and the app's queued
///   work, until a round changes nothing;
/// - `SceneLifecycle`: the scene connects and disconnects, told in UIKit's order;
/// - `Synchroniser`: what the app's objects hold now goes to the car, the
///   interface controller's delegate hears what appeared and went, and the
///   car lets go of what it no longer shows;
/// - `Conversion`: the app's objects as templates, its closures as actions.
///
/// During a turn it reads and asks the car's driver in place (never a
/// copy: a copy shared the driver's templates, and the first request of
/// the turn copied every one the app keeps); between turns, it reads the
/// state the last turn left (`lastTurn`), the one copy of the car it keeps.
@MainActor package final class CarPlayRuntime {
    /// The app as the car knows it: its name, category and phone events.
    package var app: App
    /// The hosted app's place among the head unit's apps: the first.
    let appIndex = 0
    package let conversion = Conversion()
    /// The car the app runs in: its shared now playing, centres and time.
    package let context: CarContext
    let lifecycle: SceneLifecycle
    /// The app's dashboard and cluster scenes.
    let screens: ScreenScenes
    let synchroniser = Synchroniser()
    /// The car's driver, where it is, while the app has its turn.
    private var driverPlace: UnsafeMutablePointer<SessionDriver>?
    /// Whether the app has its turn now.
    var inTurn: Bool { driverPlace != nil }
    /// Who keeps a test's history of the turns (CarPlayTesting).
    package var heard: TurnNotes?
    /// The car as the last turn left it.
    private var lastTurn: SessionState?
    /// What the app asked outside a turn, for the next, with who hears how it went.
    private var waiting: [(request: AppRequest, done: (RequestOutcome) -> Void)] = []

    /// The runtime of `app`, whose scene delegate is `delegate`; a
    /// navigation app's dashboard and instrument cluster scenes have the
    /// delegates given for them, where it has those scenes.
    package init(
        app: App, delegate: any CPTemplateApplicationSceneDelegate, dashboard: (any CPTemplateApplicationDashboardSceneDelegate)? = nil,
        instrumentCluster: (any CPTemplateApplicationInstrumentClusterSceneDelegate)? = nil, context: CarContext = .process
    ) {
        self.app = app
        self.context = context
        lifecycle = SceneLifecycle(delegate: delegate)
        screens = ScreenScenes(dashboard: dashboard, instrumentCluster: instrumentCluster)
        conversion.runtime = self
        context.runtime = self
        AppExecutor.install()
    }

    /// The app's side as the car's driver reaches it: a turn, in the app's car.
    package nonisolated func appSide() -> AppSide {
        AppSide(
            serve: { [self] driver in
                MainActor.assumeIsolated { self.context.run { self.serve(&driver) } }
            },
            // At rest the app gets no turn: its main queue's work, its next timer and its next sleep's end wake the terminal.
            work: AppWork(
                descriptor: { MainActor.assumeIsolated { MainQueue.workDescriptor } },
                secondsToNextTimer: { MainActor.assumeIsolated { MainQueue.nextTimer.map { $0.timeIntervalSinceNow } } },
                nextSleepEnds: { [time = context.time] in time.nextDeadline }))
    }

    /// A turn on the car's driver (see `AppTurn`).
    func serve(_ given: inout SessionDriver) {
        // Let go while the turn runs, so the driver's state is its own.
        lastTurn = nil
        withUnsafeMutablePointer(to: &given) { place in
            driverPlace = place
            defer { driverPlace = nil }
            let asked = waiting
            waiting = []
            AppTurn.take(self, answering: asked)
        }
        lastTurn = given.state
    }

    /// Acts on the car's driver, during the app's turn.
    func withDriver<Result>(_ body: (inout SessionDriver) -> Result) -> Result { body(&driverPlace!.pointee) }

    /// The car now: in a turn, as its driver has it; else as the last turn left it.
    var car: SessionState? { driverPlace?.pointee.state ?? lastTurn }

    /// The app's interface controller as the car holds it.
    var controller: InterfaceController { car?.scope(of: appIndex).controller ?? InterfaceController(category: app.category) }
    /// The car's appearance and its display's profile.
    var appearance: Appearance { car?.appearance ?? .day }
    var profile: DisplayProfile { car?.profile ?? .standard }
    /// The scene of the connection, while connected.
    package var scene: CPTemplateApplicationScene? { lifecycle.scene }

    /// Asks the car `request`, during the app's turn or at the next; `done`
    /// hears what became of it (the CarPlay rule it broke, if any).
    func request(_ request: AppRequest, done: @escaping (RequestOutcome) -> Void = { _ in }) {
        guard inTurn else { return waiting.append((request, done)) }
        done(send(request))
    }

    /// Asks the car `request` during the app's turn, returning what became
    /// of it; else at the next turn.
    @discardableResult
    func send(_ request: AppRequest) -> RequestOutcome {
        guard let driverPlace else {
            waiting.append((request, { _ in }))
            return .done
        }
        return driverPlace.pointee.request(request, app: appIndex)
    }

    /// Shows `template` (registered, its content sent in the turn) with
    /// `action` on its id; `done` hears the rule it broke, if any.
    func show(_ template: CPTemplate, _ action: (TemplateID) -> Action, done: @escaping (RequestOutcome) -> Void) {
        let id = conversion.id(for: template)
        if inTurn { synchroniser.synchronise(self) }
        request(.perform(action(id)), done: done)
        // A tab bar set as the root shows the tab the app selected.
        if let tabBar = template as? CPTabBarTemplate, case .setRoot = action(id), tabBar.selectedIndex > 0 { request(.selectTab(tabBar.selectedIndex)) }
    }

    /// The region the map on top shows now, in degrees.
    var shownMapRegion: CoordinateRegion? { car?.scope(of: appIndex).shownMapCoordinates }

    /// The trip and route the driver has chosen in the previews on the map.
    func tripPreviewChoice() -> (tripID: String, route: Int)? {
        guard inTurn, let templates = car?.scope(of: appIndex).templates else { return nil }
        for template in templates.values {
            if case .map(let map) = template.body, let previews = map.tripPreviews { return (previews.trip.id, previews.selectedRoute) }
        }
        return nil
    }

    /// The phone's own events as the app's hosted actions: each runs its closure.
    package func phoneEvents(_ events: KeyValuePairs<String, @MainActor () -> Void>) -> [String: [Action]] {
        var actions: [String: [Action]] = [:]
        for (name, body) in events {
            let key = PhoneEvent(name)
            phoneKeys.append(key)
            actions[name] = [conversion.action(for: key) { _ in body() }]
        }
        return actions
    }

    /// The objects the phone events' handlers are kept by.
    private var phoneKeys: [PhoneEvent] = []

    private final class PhoneEvent {
        let name: String
        init(_ name: String) { self.name = name }
    }

    /// The map template navigation acts on: the first on the stack.
    var navigationMap: CPMapTemplate? { stack.lazy.compactMap { $0 as? CPMapTemplate }.first }

    /// The objects of the templates on the stack, root first.
    package var stack: [CPTemplate] { controller.stack.compactMap(conversion.template) }
}
