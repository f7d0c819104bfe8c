/// The car's screens beside the app's: CarPlay Dashboard, the display's
/// split view of the navigation app's map beside now playing, opened by
/// the rail's dashboard button (`keycode dashboard`, the `D` key); and the
/// instrument cluster, which shows the navigation app while one is
/// attached. It holds what the driver set there (the focused shortcut
/// button, the cluster's zoom, compass and speed limit); a hosted app
/// hears its dashboard and cluster scenes connect and disconnect as the
/// car shows them.
public struct CarScreens: Equatable, Sendable {
    /// The focused control of the dashboard, by its place among them.
    public internal(set) var dashboardFocus = 0
    /// The cluster's zoom, compass and speed limit, as the driver set them.
    public internal(set) var cluster = ClusterView()

    /// The navigation app the dashboard shows: the dock's, the latest
    /// navigation app opened; nil when the head unit has none (the car's
    /// own Maps stands in).
    static func dashboardApp(in state: SessionState) -> Int? {
        if case .app(let index) = Dock.slots(in: state)[0] { return index }
        return nil
    }

    /// The dashboard's shortcut buttons now: the app's first two, while it
    /// has no trip under way (the guidance takes their place).
    static func dashboardButtons(in state: SessionState) -> [DashboardButton] {
        guard let index = dashboardApp(in: state), state.apps[index].navigation == nil, state.apps[index].ended == nil else { return [] }
        return Array(state.apps[index].dashboardButtons.prefix(DashboardButton.maximumCount))
    }

    /// The dashboard's controls in the knob's order: the shortcut buttons,
    /// then now playing's transport while there is something to play.
    static func dashboardControls(in state: SessionState) -> [ControlID] {
        let buttons = dashboardButtons(in: state).indices.map(ControlID.dashboardButton)
        guard state.nowPlaying.track != nil else { return buttons }
        return buttons + NowPlayingLayout.transport(isPlaying: state.nowPlaying.isPlaying).map(\.0)
    }

    /// Now playing's transport pressed on the dashboard: the media key it
    /// stands for, to the app that plays.
    static func pressTransport(_ state: inout SessionState, _ control: NowPlayingControl) {
        let keys: [NowPlayingControl: MediaKey] = [.previous: .previous, .playPause: .playPause, .next: .next]
        guard let key = keys[control], let app = state.nowPlayingApp else { return }
        state.withApp(app) { Playback.press(&$0, key) }
    }

    /// The app the cluster's scene belongs to: the first navigation app.
    static func clusterSceneApp(in state: SessionState) -> Int? { state.apps.firstIndex { $0.app.category == .navigation } }

    /// The rail's dashboard button: the dashboard, and from it back to the
    /// app (or home, before any app was opened); nothing without a phone.
    static func pressDashboard(_ state: inout SessionState) {
        switch state.mode {
        case .disconnected: return
        case .dashboard: if state.recentApps.isEmpty { state.goHome() } else { state.returnToApp() }
        case .app, .home, .ended, .system, .builtIn:
            state.mode = .dashboard
            state.screens.dashboardFocus = 0
        }
    }

    /// The knob on the dashboard: from one of its controls to the next.
    static func rotateDashboard(_ state: inout SessionState, by detents: Int) {
        let last = max(0, dashboardControls(in: state).count - 1)
        state.screens.dashboardFocus = min(max(state.screens.dashboardFocus + detents, 0), last)
    }

    /// A shortcut button chosen: its handler runs in its app.
    static func chooseDashboardButton(_ state: inout SessionState, _ index: Int) {
        guard let app = dashboardApp(in: state), let button = dashboardButtons(in: state)[safe: index] else { return }
        state.withApp(app) { $0.run(button.actions, opensNowPlaying: false) }
    }

    /// The driver used a control of the cluster: its view changes, and the
    /// app it shows hears of it.
    static func useCluster(_ state: inout SessionState, _ control: ClusterControl) {
        guard state.clusterAttached else { return }
        state.screens.cluster.apply(control)
        if let app = clusterSceneApp(in: state), state.apps[app].app.isHosted, state.mode != .disconnected {
            state.carEvents.append(.clusterControl(app: app, control))
        }
    }

    /// Which hosted app's dashboard and cluster scenes the car shows now.
    static func shownScenes(in state: SessionState) -> (dashboard: Int?, cluster: Int?) {
        let hosted = { (index: Int?) in index.flatMap { state.apps[$0].app.isHosted ? $0 : nil } }
        let dashboard = state.mode == .dashboard ? hosted(dashboardApp(in: state)) : nil
        let cluster = state.clusterAttached && state.mode != .disconnected ? hosted(clusterSceneApp(in: state)) : nil
        return (dashboard, cluster)
    }

    /// Tells hosted apps the scenes that went and came since `before`:
    /// disconnects first, as a car tears one down before it shows another.
    static func tellScenes(_ state: inout SessionState, since before: (dashboard: Int?, cluster: Int?)) {
        let now = shownScenes(in: state)
        if before.dashboard != now.dashboard {
            if let app = before.dashboard { state.carEvents.append(.dashboard(app: app, shown: false)) }
            if let app = now.dashboard { state.carEvents.append(.dashboard(app: app, shown: true)) }
        }
        if before.cluster != now.cluster {
            if let app = before.cluster { state.carEvents.append(.instrumentCluster(app: app, connected: false)) }
            if let app = now.cluster { state.carEvents.append(.instrumentCluster(app: app, connected: true)) }
        }
    }
}
