/// The code of apps that run beside the session rather than from a
/// scenario's actions (the CarPlay library's apps): what the session tells
/// them (`HostEvent`), what they ask of it (`HostCommand`), and the call
/// that lets them answer.
///
/// Whoever drives the session gives the host a turn after every message
/// that leaves it events, and after time passes: it reads the events
/// (`SessionDriver.takeHostEvents()`), runs the app's code, and sends its
/// commands (`SessionDriver.host(_:app:)`), on the same driver.
public struct AppHost: Sendable {
    /// Takes a turn on the driver.
    public let serve: @Sendable (inout SessionDriver) -> Void
    /// How the apps' own work (their main queue, their timers) tells the
    /// live terminal to give them a turn, so that at rest it gives none.
    public let work: AppWork?

    public init(serve: @escaping @Sendable (inout SessionDriver) -> Void, work: AppWork? = nil) {
        self.serve = serve
        self.work = work
    }
}

/// How a host's apps say they have work of their own: a descriptor that
/// becomes readable when work is queued for them (their main queue), and
/// the seconds until their next timer is due. The terminal waits on both,
/// besides the keyboard; nothing else wakes it.
public struct AppWork: Sendable {
    /// The descriptor, asked for only by a live terminal.
    public let descriptor: @Sendable () -> Int32
    public let secondsToNextTimer: @Sendable () -> Double?

    public init(descriptor: @escaping @Sendable () -> Int32, secondsToNextTimer: @escaping @Sendable () -> Double?) {
        self.descriptor = descriptor
        self.secondsToNextTimer = secondsToNextTimer
    }
}

/// What the session tells a hosted app's code.
public enum HostEvent: Equatable, Sendable {
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
    /// The car switched its appearance (the session's content style).
    case appearance(Appearance)
    /// Limited UI turned on or off.
    case limitedUI(Bool)
    /// The map's panning interface showed or went (`showPanningInterface`,
    /// the driver's press or back).
    case panning(app: Int, shown: Bool)
    /// The driver panned the map a step.
    case panned(app: Int, Direction)
    /// The navigation alert on the map went, and why.
    case navigationAlertDismissed(app: Int, NavigationAlertDismissal)
}

/// What a hosted app's code asks of the session.
public enum HostCommand: Equatable, Sendable {
    /// Adds templates, or replaces them with what they hold now (a view on
    /// screen keeps its focus and scroll where it can).
    case define([Template])
    /// What a scenario's handler could do: set the root, push, present...
    case perform(Action)
    /// Pops back to a template of the stack.
    case popTo(TemplateID)
    /// Templates the app let go: the session forgets them (those it
    /// still shows stay).
    case forget([TemplateID])
    /// A list row's handler called its completion: the row stops spinning.
    case finish(PendingHandler)
    /// What now playing shows: the track (nil: nothing), whether it
    /// plays, and how far it is when the app says.
    case nowPlaying(Track?, isPlaying: Bool, elapsed: Double?)
    /// The navigation session's guidance as the app gives it, or none.
    case guidance(NavigationState?)
    /// Shows a tab of the root tab bar (`CPTabBarTemplate.select`).
    case selectTab(Int)
    /// Shows trip previews on the map of the stack (`showTripPreviews`).
    case showTripPreviews([Trip])
    /// Shows a navigation alert over the map (`present(navigationAlert:animated:)`).
    case presentNavigationAlert(NavigationAlert)
    /// Something of the app's that headunit cannot honour: said once.
    case notice(String)
    /// A list's sections were replaced whole (`updateSections`): as on a
    /// knob-driven car, focus on one of its rows starts again at the first.
    case reloaded(TemplateID)
}
