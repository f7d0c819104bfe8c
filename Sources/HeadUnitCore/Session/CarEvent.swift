/// What the car tells a hosted app's code.
public enum CarEvent: Equatable, Sendable {
    /// The phone connected: the app's scene connects (it sets its root).
    case connected(app: Int)
    /// The phone disconnected.
    case disconnected(app: Int)
    /// A control with a hosted handler was selected; `row` is the list row
    /// that spins until the app calls the handler's completion.
    case callback(app: Int, id: Int, row: PendingHandler?)
    /// The text of a hosted search template changed.
    case typed(app: Int, template: TemplateID, text: String)
    /// The driver pressed a media key or a transport button of now playing
    /// while the app owns it (its remote commands hear it).
    case media(app: Int, MediaKey)
    /// A tab of the root tab bar was selected.
    case tabSelected(app: Int, index: Int)
    /// The car changed which of the app's templates it shows, by itself
    /// (its back button, a tab, a modal it dismissed, a disconnect): the
    /// app's interface controller tells its delegate in the same step.
    case templatesChanged(app: Int)
    /// The car switched its appearance (the session's content style).
    case appearance(Appearance)
    /// Limited UI turned on or off.
    case limitedUI(Bool)
    /// The map's panning interface showed or went (`showPanningInterface`,
    /// the driver's press or back).
    case panning(app: Int, shown: Bool)
    /// The driver panned the map a step.
    case panned(app: Int, Direction)
    /// A finger dragged the map by `x`, `y` points: a pan gesture that
    /// begins, moves by that much and ends.
    case dragged(app: Int, x: Int, y: Int)
    /// The navigation alert on the map went, and why.
    case navigationAlertDismissed(app: Int, NavigationAlertDismissal)
    /// The car's display showed the dashboard with the app's map (its
    /// dashboard scene connects), or stopped showing it (it disconnects).
    case dashboard(app: Int, shown: Bool)
    /// The car's instrument cluster showed the app (its cluster scene
    /// connects), or stopped (it disconnects).
    case instrumentCluster(app: Int, connected: Bool)
    /// The driver used a control of the cluster that shows the app.
    case clusterControl(app: Int, ClusterControl)
}

extension CarEvent {
    /// The app it is told to; nil for what every app hears (the car's appearance, limited UI).
    public var app: Int? {
        switch self {
        case .connected(let app), .disconnected(let app), .callback(let app, _, _), .typed(let app, _, _), .media(let app, _),
            .tabSelected(let app, _), .templatesChanged(let app), .panning(let app, _), .panned(let app, _), .dragged(let app, _, _),
            .navigationAlertDismissed(let app, _), .dashboard(let app, _), .instrumentCluster(let app, _), .clusterControl(let app, _):
            app
        case .appearance, .limitedUI:
            nil
        }
    }
}
