/// The whole state of the head unit: the app's templates and interface
/// controller, focus and scroll, now playing, and the car around them.
///
/// It changes only through `apply(_:)`; layout reads it and never writes.
public struct SessionState: Equatable, Sendable {
    /// The app as its scenario declared it.
    public let app: App
    /// The app's templates as they are now.
    public var templates: [TemplateID: Template]
    public var controller: InterfaceController
    /// View state of each template on screen.
    public var views: [TemplateID: TemplateView] = [:]
    public var nowPlaying = NowPlayingState()
    public var mode: SessionMode = .app
    /// False after a touch until the next knob event wakes it.
    public var focusRingVisible = true
    /// The list row waiting for its handler to complete: it spins.
    public var spinning: PendingHandler?
    public var profile: DisplayProfile
    public var density: Density
    public var appearance: Appearance
    /// The glyph set the display is drawn with (the theme's).
    public var glyphs: Glyphs = .rounded
    /// True while the appearance follows the clock (`--appearance auto`);
    /// the day/night switch turns it off.
    public var appearanceFollowsClock = false
    /// Lists limited to 12 items, as while driving.
    public var limitedUI = false
    /// Seconds since the session started.
    public var clock: Double = 0
    /// False while lint walks the app's flow: focus and scrolling are not
    /// kept up to date, which no rule depends on.
    var tracksFocus = true

    /// A session of `app` on a display, connected: the app has set its root.
    public init(app: App, profile: DisplayProfile = .standard, density: Density = .one, appearance: Appearance = .day) {
        self.app = app
        self.templates = app.templates
        self.controller = InterfaceController(category: app.category)
        self.profile = profile
        self.density = density
        self.appearance = appearance
        connectApp()
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
        case .disconnected: nil
        }
    }

    /// Minutes after midnight on the status rail's clock.
    public var clockMinute: Int { (app.clockStart + Int(clock) / 60) % (24 * 60) }

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
