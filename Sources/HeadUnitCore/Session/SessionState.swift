/// The whole state of the head unit: every app on it (each with its
/// templates, interface controller, focus and scroll), the one shared now
/// playing, the home screen, and the car around them.
///
/// It changes only through `update(_:)`: outside the core its fields are
/// read-only, and inside it only the session's own update code (the
/// `SessionState+*` files) writes them. Layout reads it and never writes.
///
/// It holds the car and the list of apps. What acts for one app is given
/// that app's scope (`withApp(_:_:)`, `scope(of:)`, `shown`): an
/// `AppScope`, whose app fields are that app's.
public struct SessionState: Equatable, Sendable {
    /// Every app, in the order they were given: the home screen's order.
    public internal(set) var apps: [AppSession]
    /// The app on screen, or the last one that was (under the home screen).
    public internal(set) var shownApp = 0
    /// Apps by when they were last opened, the latest first (the dock's recents).
    public internal(set) var recentApps: [Int] = []
    /// The app whose audio the shared now playing holds: the last to play.
    public internal(set) var nowPlayingApp: Int?
    public internal(set) var nowPlaying = NowPlayingState()
    public internal(set) var mode: SessionMode = .app
    /// The focused tile of the home screen.
    public internal(set) var homeFocus = 0
    /// False after a touch until the next knob event wakes it.
    public internal(set) var focusRingVisible = true
    public internal(set) var profile: DisplayProfile
    public internal(set) var density: Density
    /// The side the driver sits: the status rail is on it.
    public internal(set) var driverSide: DriverSide = .left
    public internal(set) var appearance: Appearance
    /// The glyph set the display is drawn with (the theme's).
    public internal(set) var glyphs: Glyphs = .rounded
    /// True while the appearance follows the clock (`--appearance auto`);
    /// the day/night switch turns it off.
    public internal(set) var appearanceFollowsClock = false
    /// Lists limited to 12 items and the keyboard locked, as while driving.
    public internal(set) var limitedUI = false
    /// What the car's sensors report: speed, gear, parking brake.
    public internal(set) var car = CarSensors()
    /// The car being rehearsed on: the inputs its driver has.
    public internal(set) var carProfile = CarProfile.everyInput
    /// Seconds since the session started.
    public internal(set) var clock: Double = 0
    /// The session clock at the driver's last input (a map's bar hides after a while without).
    public internal(set) var lastInputClock: Double = 0
    /// Whether the car has an instrument cluster attached, which shows the guidance.
    public internal(set) var clusterAttached = false
    /// The dashboard's focus and the cluster's settings, as the driver left them.
    public internal(set) var screens = CarScreens()
    /// How fast the clock runs against real time in the terminal (`clock 10x`).
    public internal(set) var clockRate = 1.0
    /// Whether the inspector panel shows beside the display.
    public internal(set) var inspectorShown = false
    /// The latest events, for the inspector.
    public internal(set) var eventLog = EventLog()
    /// Where the display was last touched, in pixels.
    public internal(set) var lastTouch: PixelPoint?
    /// What hosted apps' code has yet to hear, oldest first.
    public internal(set) var carEvents: [CarEvent] = []
    /// What hosted apps asked that headunit cannot honour, once each.
    public internal(set) var notices: [String] = []
    /// False while lint walks the app's flow: focus and scrolling are not
    /// kept up to date, which no rule depends on.
    var tracksFocus = true

    /// A head unit with `apps`, connected: every app has set its root (or,
    /// without `connected`, the phone not yet plugged in: `connect` does
    /// it). One app opens on screen; several start on the home screen. The
    /// appearance is `appearance`, or with `.followsClock` the first app's
    /// night window at its clock; the display is drawn in `glyphs`; an
    /// instrument cluster is there from the start with `clusterAttached`.
    public init(
        apps: [App], profile: DisplayProfile = .standard, density: Density = .one, appearance: AppearanceSetting = .day,
        glyphs: Glyphs = .rounded, clusterAttached: Bool = false, driverSide: DriverSide = .left, inspectorShown: Bool = false,
        clockRate: Double = 1, connected: Bool = true, carProfile: CarProfile = .everyInput
    ) {
        precondition(!apps.isEmpty, "a head unit needs an app")
        self.carProfile = carProfile
        // A car without a knob or touchpad shows no focus ring until one is used: never.
        focusRingVisible = carProfile.hasFocusInput
        self.apps = apps.map(AppSession.init(app:))
        self.profile = profile
        self.density = density
        self.glyphs = glyphs
        self.clusterAttached = clusterAttached
        self.driverSide = driverSide
        self.inspectorShown = inspectorShown
        self.clockRate = clockRate
        switch appearance {
        case .fixed(let fixed): self.appearance = fixed
        case .followsClock:
            appearanceFollowsClock = true
            self.appearance = apps[0].night.appearance(atMinute: apps[0].clockStart)
        }
        if apps.count == 1 { recentApps = [0] }
        guard connected else {
            mode = .disconnected
            return
        }
        connectApps()
        if apps.count > 1 { mode = .home }
        CarScreens.tellScenes(&self, since: (nil, nil))
    }

    /// A head unit with one app, on screen.
    public init(
        app: App, profile: DisplayProfile = .standard, density: Density = .one, appearance: AppearanceSetting = .day,
        glyphs: Glyphs = .rounded, clusterAttached: Bool = false
    ) {
        self.init(apps: [app], profile: profile, density: density, appearance: appearance, glyphs: glyphs, clusterAttached: clusterAttached)
    }

    /// A session for lint to walk the app's flow in: connected to a root
    /// set with nothing else run, focus and scrolling not kept.
    init(exploring app: App) {
        var rootOnly = app
        rootOnly.events.connect = []
        self.init(app: rootOnly)
        tracksFocus = false
    }

    /// How a session starts its appearance: fixed, or following the clock.
    public enum AppearanceSetting: Equatable, Sendable {
        case fixed(Appearance)
        case followsClock

        public static let day = AppearanceSetting.fixed(.day)
        public static let night = AppearanceSetting.fixed(.night)
    }

    /// The scope of the app at `index`, to read.
    public func scope(of index: Int) -> AppScope { AppScope(appIndex: index, state: self) }

    /// The scope of the app on screen (or under the home screen), to read.
    public var shown: AppScope { scope(of: shownApp) }

    /// Runs `body` in the scope of the app at `index`: it acts for that
    /// app, and what it changes is the state's when it returns. The state
    /// moves into the scope and back, so nothing is copied.
    @discardableResult
    mutating func withApp<Result>(_ index: Int, _ body: (inout AppScope) -> Result) -> Result {
        var scope = AppScope(appIndex: index, state: .vacant)
        swap(&self, &scope.state)
        defer { swap(&self, &scope.state) }
        return body(&scope)
    }

    /// A state with no apps, which `withApp` leaves in place while a scope
    /// holds the state.
    private static let vacant = SessionState(vacantWith: .standard)

    private init(vacantWith profile: DisplayProfile) {
        apps = []
        self.profile = profile
        density = .one
        appearance = .day
    }

    /// The display's geometry now.
    public var geometry: DisplayGeometry { DisplayGeometry(profile: profile, density: density) }

    /// The focused control of the active template, or of the screen shown
    /// when the app is not.
    public var focus: ControlID? {
        switch mode {
        case .app: apps[shownApp].controller.active.flatMap { apps[shownApp].views[$0]?.focus }  // not `shown.focus`: a scope copies the state
        // A head unit always has an app, so its home screen a tile.
        case .home: .homeApp(homeFocus)
        case .ended: .relaunch
        case .system, .builtIn: .systemButton
        case .dashboard: CarScreens.dashboardControls(in: self)[safe: screens.dashboardFocus]
        case .disconnected: nil
        }
    }

    /// Minutes after midnight on the status rail's clock.
    public var clockMinute: Int { (carApp.clockStart + Int(clock) / 60) % (24 * 60) }

    /// The car's clock in seconds past midnight, for arrival times.
    public var clockSeconds: Double { Double(carApp.clockStart * 60) + clock }

    /// The first app given, whose scenario sets the car's clock and its night.
    var carApp: App { apps[0].app }

    /// The status rail's clock, `H:MM`.
    public var clockText: String { Self.clockText(ofMinute: clockMinute) }

    /// The clock's text at a minute of the day, `H:MM`.
    static func clockText(ofMinute minutes: Int) -> String {
        let minute = minutes % 60
        return "\(minutes / 60):\(minute < 10 ? "0" : "")\(minute)"
    }

    /// Runs every app's connect step, each in its own scope: it sets its
    /// root template, then does what its scenario's `connect` says.
    mutating func connectApps() {
        for index in apps.indices {
            withApp(index) { $0.connect() }
        }
    }
}
