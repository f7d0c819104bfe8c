/// CarPlay Dashboard and the instrument cluster as an app's scenes: the
/// dashboard is the display's split view of the navigation app's map
/// beside now playing, opened by the rail's dashboard button (`keycode
/// dashboard`, the `d` key); the cluster shows the navigation app while
/// one is attached. A hosted app hears its dashboard and cluster scenes
/// connect and disconnect as the car shows them.
extension SessionState {
    /// The navigation app the dashboard shows: the dock's, the latest
    /// navigation app opened; nil when the head unit has none (the car's
    /// own Maps stands in).
    public var dashboardApp: Int? {
        if case .app(let index) = Dock.slots(in: self)[0] { return index }
        return nil
    }

    /// The dashboard's shortcut buttons now: the app's first two, while it
    /// has no trip under way (the guidance takes their place).
    public var dashboardButtons: [DashboardButton] {
        guard let index = dashboardApp, apps[index].navigation == nil, apps[index].ended == nil else { return [] }
        return Array(apps[index].dashboardButtons.prefix(DashboardButton.maximumCount))
    }

    /// The app the cluster's scene belongs to: the first navigation app.
    var clusterSceneApp: Int? { apps.firstIndex { $0.app.category == .navigation } }

    /// The rail's dashboard button: the dashboard, and from it back to the
    /// app (or home, before any app was opened); nothing without a phone.
    mutating func pressDashboard() {
        switch mode {
        case .disconnected: return
        case .dashboard: if recentApps.isEmpty { goHome() } else { returnToApp() }
        case .app, .home, .ended, .system, .builtIn:
            mode = .dashboard
            dashboardFocus = 0
        }
    }

    /// The knob on the dashboard: from one shortcut button to the next.
    mutating func rotateDashboard(by detents: Int) {
        dashboardFocus = min(max(dashboardFocus + detents, 0), max(0, dashboardButtons.count - 1))
    }

    /// A shortcut button chosen: its handler runs in its app.
    mutating func chooseDashboardButton(_ index: Int) {
        guard let app = dashboardApp, let button = dashboardButtons[safe: index] else { return }
        withApp(app) { $0.run(button.actions, opensNowPlaying: false) }
    }

    /// The driver used a control of the cluster: its view changes, and the
    /// app it shows hears of it.
    mutating func useCluster(_ control: ClusterControl) {
        guard clusterAttached else { return }
        clusterView.apply(control)
        if let app = clusterSceneApp, apps[app].app.isHosted, mode != .disconnected {
            carEvents.append(.clusterControl(app: app, control))
        }
    }

    /// Which hosted app's dashboard and cluster scenes the car shows now.
    var shownScenes: (dashboard: Int?, cluster: Int?) {
        let connected = mode != .disconnected
        let dashboard = mode == .dashboard ? dashboardApp.flatMap { apps[$0].app.isHosted ? $0 : nil } : nil
        let cluster = clusterAttached && connected ? clusterSceneApp.flatMap { apps[$0].app.isHosted ? $0 : nil } : nil
        return (dashboard, cluster)
    }

    /// Tells hosted apps the scenes that went and came since `before`:
    /// disconnects first, as a car tears one down before it shows another.
    mutating func tellScenes(since before: (dashboard: Int?, cluster: Int?)) {
        let now = shownScenes
        if before.dashboard != now.dashboard {
            if let app = before.dashboard { carEvents.append(.dashboard(app: app, shown: false)) }
            if let app = now.dashboard { carEvents.append(.dashboard(app: app, shown: true)) }
        }
        if before.cluster != now.cluster {
            if let app = before.cluster { carEvents.append(.instrumentCluster(app: app, connected: false)) }
            if let app = now.cluster { carEvents.append(.instrumentCluster(app: app, connected: true)) }
        }
    }
}
