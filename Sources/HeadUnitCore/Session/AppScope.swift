/// One app's scope: the head unit as the code that acts for the app at
/// `appIndex` sees it. Its app fields (`app`, `templates`, `controller`,
/// `views`, `spinning`, `navigation`, `navigationAlert`) are that app's;
/// `state` is the car with every app on it.
///
/// Whatever acts for an app (a knob press, a handler's actions, the app's
/// timeline and phone events, a hosted app's command, lint's walk of a
/// flow) is given the app's scope, from `SessionState.withApp(_:_:)`, or
/// reads it from `SessionState.scope(of:)` and `shown`: which app it acts
/// for is in the value, never in a hidden index of the state.
public struct AppScope: Sendable {
    /// The app's place among the head unit's apps.
    public let appIndex: Int
    /// The car and every app on it.
    public internal(set) var state: SessionState

    init(appIndex: Int, state: SessionState) {
        self.appIndex = appIndex
        self.state = state
    }

    /// The app's session.
    public internal(set) var session: AppSession {
        get { state.apps[appIndex] }
        _modify { yield &state.apps[appIndex] }
    }

    /// The app as its scenario declared it.
    public var app: App { state.apps[appIndex].app }

    /// The app's templates, as they are now.
    public internal(set) var templates: [TemplateID: Template] {
        get { state.apps[appIndex].templates }
        _modify { yield &state.apps[appIndex].templates }
    }

    /// The app's interface controller.
    public internal(set) var controller: InterfaceController {
        get { state.apps[appIndex].controller }
        _modify { yield &state.apps[appIndex].controller }
    }

    /// View state of each template the app shows.
    public internal(set) var views: [TemplateID: TemplateView] {
        get { state.apps[appIndex].views }
        _modify { yield &state.apps[appIndex].views }
    }

    /// The app's row waiting for its handler: it spins.
    public internal(set) var spinning: PendingHandler? {
        get { state.apps[appIndex].spinning }
        _modify { yield &state.apps[appIndex].spinning }
    }

    /// The app's navigation session, if any.
    public internal(set) var navigation: NavigationState? {
        get { state.apps[appIndex].navigation }
        _modify { yield &state.apps[appIndex].navigation }
    }

    /// The navigation alert over the app's map, if any.
    public internal(set) var navigationAlert: ShownNavigationAlert? {
        get { state.apps[appIndex].navigationAlert }
        _modify { yield &state.apps[appIndex].navigationAlert }
    }

    /// The template that has focus: the modal, or the top of the stack.
    public var activeTemplateID: TemplateID? { controller.active }

    /// The template on top of the navigation stack.
    public var topTemplate: Template? { controller.top.flatMap { templates[$0] } }

    /// The root tab bar when its tabs show: at a tab's own template, with
    /// nothing pushed (a pushed template shows a navigation bar instead).
    public var shownTabBar: TabBarTemplate? { state.apps[appIndex].shownTabBar }

    /// The focused control of the app's active template.
    public var focus: ControlID? { activeTemplateID.flatMap { views[$0]?.focus } }

    /// Whether the app is on the display now (not under the home screen,
    /// not in the background).
    var isOnScreen: Bool { state.mode == .app && appIndex == state.shownApp }

    /// Whether the app runs: the phone is connected and the car has not
    /// ended it. A running app's code acts in the background too.
    var isLive: Bool { state.mode != .disconnected && session.ended == nil }

    /// Runs the app's connect step; a hosted app's own code does it when it
    /// hears of the connection.
    mutating func connect() {
        session.ended = nil
        if app.isHosted { return state.carEvents.append(.connected(app: appIndex)) }
        run([.setRoot(app.root)] + app.events.connect)
    }
}

extension AppScope {
    /// What the app's templates may know of the car and of the app.
    var environment: TemplateEnvironment { TemplateEnvironment(app: appIndex, of: state) }
}

extension TemplateEnvironment {
    /// What the templates of the app at `index` may know, read from
    /// `state` in place: a scope (`SessionState.scope(of:)`) copies the
    /// state, and drawing and the wait for the next change make this every
    /// step. Whether the bar has hidden is asked of a scope only while it
    /// may have (a while without input). Inlined: a call would be handed
    /// a copy of the state.
    @inline(__always)
    init(app index: Int, of state: SessionState) {
        self.init(
            geometry: state.geometry, limitedUI: state.limitedUI, clock: state.clock, clockSeconds: state.clockSeconds,
            lastInputClock: state.lastInputClock, nowPlaying: state.nowPlaying, navigation: state.apps[index].navigation,
            navigationAlert: state.apps[index].navigationAlert, units: state.apps[index].app.navigation.units,
            spinning: state.apps[index].spinning, selectedTab: state.apps[index].controller.selectedTab,
            isNavigationBarHidden: AppScope.barMayHide(in: state) && state.scope(of: index).isNavigationBarHidden)
    }
}
