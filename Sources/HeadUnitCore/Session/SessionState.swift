/// The whole state of the head unit: the app's templates and interface
/// controller, focus and scroll, now playing, and the car around them.
///
/// It changes only through `update(_:)`: outside the core its fields are
/// read-only, and inside it only the session's own update code (the
/// `SessionState+*` files) writes them. Layout reads it and never writes.
public struct SessionState: Equatable, Sendable {
    /// The app as its scenario declared it.
    public let app: App
    /// The app's templates as they are now.
    public internal(set) var templates: [TemplateID: Template]
    public internal(set) var controller: InterfaceController
    /// View state of each template on screen.
    public internal(set) var views: [TemplateID: TemplateView] = [:]
    public internal(set) var nowPlaying = NowPlayingState()
    public internal(set) var mode: SessionMode = .app
    /// False after a touch until the next knob event wakes it.
    public internal(set) var focusRingVisible = true
    /// The list row waiting for its handler to complete: it spins.
    public internal(set) var spinning: PendingHandler?
    public internal(set) var profile: DisplayProfile
    public internal(set) var density: Density
    public internal(set) var appearance: Appearance
    /// The glyph set the display is drawn with (the theme's).
    public internal(set) var glyphs: Glyphs = .rounded
    /// True while the appearance follows the clock (`--appearance auto`);
    /// the day/night switch turns it off.
    public internal(set) var appearanceFollowsClock = false
    /// Lists limited to 12 items, as while driving.
    public internal(set) var limitedUI = false
    /// Seconds since the session started.
    public internal(set) var clock: Double = 0
    /// The session clock at the driver's last input (a map's bar hides after a while without).
    public internal(set) var lastInputClock: Double = 0
    /// The navigation session under way, if any.
    public internal(set) var navigation: NavigationState?
    /// The navigation alert over the map, if any.
    public internal(set) var navigationAlert: ShownNavigationAlert?
    /// Whether the car has an instrument cluster attached, which shows the guidance.
    public internal(set) var clusterAttached = false
    /// False while lint walks the app's flow: focus and scrolling are not
    /// kept up to date, which no rule depends on.
    private(set) var tracksFocus = true

    /// A session of `app` on a display, connected: the app has set its
    /// root. The appearance is `appearance`, or with `.followsClock` the
    /// scenario's night window at its clock; the display is drawn in `glyphs`;
    /// an instrument cluster is there from the start with `clusterAttached`.
    public init(
        app: App, profile: DisplayProfile = .standard, density: Density = .one, appearance: AppearanceSetting = .day,
        glyphs: Glyphs = .rounded, clusterAttached: Bool = false
    ) {
        self.app = app
        self.templates = app.templates
        self.controller = InterfaceController(category: app.category)
        self.profile = profile
        self.density = density
        self.glyphs = glyphs
        self.clusterAttached = clusterAttached
        switch appearance {
        case .fixed(let fixed): self.appearance = fixed
        case .followsClock:
            appearanceFollowsClock = true
            self.appearance = app.night.appearance(atMinute: app.clockStart)
        }
        connectApp()
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

    /// The display's geometry now.
    public var geometry: DisplayGeometry { DisplayGeometry(profile: profile, density: density) }

    /// The template that has focus: the modal, or the top of the stack.
    public var activeTemplateID: TemplateID? { controller.modal ?? controller.top }

    /// The root tab bar when its tabs show: at a tab's own template, with
    /// nothing pushed (a pushed template shows a navigation bar instead).
    public var shownTabBar: TabBarTemplate? {
        guard controller.hasTabBar, controller.stack.count == 1, let root = controller.root,
            case .tabBar(let tabBar)? = templates[root]?.body
        else { return nil }
        return tabBar
    }

    /// The template on top of the navigation stack.
    public var topTemplate: Template? { controller.top.flatMap { templates[$0] } }

    /// The focused control of the active template, or of the screen shown
    /// when the app is not.
    public var focus: ControlID? {
        switch mode {
        case .app: activeTemplateID.flatMap { views[$0]?.focus }
        case .home: .homeApp
        case .ended: .relaunch
        case .system: .systemButton
        case .disconnected: nil
        }
    }

    /// Minutes after midnight on the status rail's clock.
    public var clockMinute: Int { (app.clockStart + Int(clock) / 60) % (24 * 60) }

    /// The car's clock in seconds past midnight, for arrival times.
    public var clockSeconds: Double { Double(app.clockStart * 60) + clock }

    /// The status rail's clock, `H:MM`.
    public var clockText: String {
        let minutes = clockMinute
        let minute = minutes % 60
        return "\(minutes / 60):\(minute < 10 ? "0" : "")\(minute)"
    }

    /// Runs the app's connect step: it sets its root template, then does
    /// what the scenario's `connect` says.
    mutating func connectApp() {
        mode = .app
        run([.setRoot(app.root)] + app.events.connect)
    }
}
