/// What a template kind may know of the car and of its app around it, and
/// no more: a kind's focus areas, drawing and changes by itself read this,
/// never the session. The session makes it for the app shown
/// (`AppScope.environment`).
struct TemplateEnvironment {
    /// The display's geometry.
    let geometry: DisplayGeometry
    /// Whether the car limits the interface (driving): lists trimmed, the keyboard locked.
    let limitedUI: Bool
    /// The session's clock, in seconds since it began.
    let clock: Double
    /// The status bar's time of day, in seconds since midnight.
    let clockSeconds: Double
    /// The session clock at the driver's last input.
    let lastInputClock: Double
    /// The car's now playing (CarPlay's now playing is the car's, whichever app plays).
    let nowPlaying: NowPlayingState
    /// The app's drive, while it guides.
    let navigation: NavigationState?
    /// The navigation alert over the app's map.
    let navigationAlert: ShownNavigationAlert?
    /// The units the app writes distances in.
    let units: DistanceUnit
    /// The app's list row whose handler is working.
    let spinning: PendingHandler?
    /// The tab selected, under a tab bar.
    let selectedTab: Int
    /// Whether the navigation bar is hidden (a map's, a while after the last input).
    let isNavigationBarHidden: Bool
}

/// What drawing a template reads: what the kind may know of the car, the
/// template's id and its view (focus and scroll).
struct TemplateContext {
    let environment: TemplateEnvironment
    let id: TemplateID
    let view: TemplateView
}
