/// Drives a session, live in the terminal or headless: messages go in,
/// the effects the session schedules come due in order as time is let
/// pass, and the hosted apps get their turns. It never sleeps and never
/// touches a file: the terminal lets real time pass, snapshots and scripts
/// a virtual clock. Commands (the console's and scripts' language) are
/// `CommandInterpreter`'s; scripts, with what their tasks cost, are
/// `ScriptRunner`'s.
public struct SessionDriver: Sendable {
    public private(set) var state: SessionState
    private var pending: EventQueue
    /// The code of the hosted apps, given a turn after each step.
    public let appSide: AppSide?
    /// Whether it keeps each change of an app's interface controller, for
    /// a test's history of what the car showed (`takeShownChanges`).
    public var keepsShownChanges = false
    private var shownChanges: [ShownChange] = []

    /// A driver of `state`, with the scenarios' timelines scheduled from
    /// now; `appSide` answers its hosted apps (it takes its first turn at once).
    public init(state: SessionState, appSide: AppSide? = nil) {
        self.state = state
        self.appSide = appSide
        // Every app's timeline, app by app, each entry due from now.
        var dues: [Double] = [], entries: [(app: Int, index: Int)] = []
        for (app, session) in state.apps.enumerated() {
            for (index, entry) in session.app.events.timeline.enumerated() {
                dues.append(state.clock + entry.at)
                entries.append((app, index))
            }
        }
        pending = EventQueue(dues: dues) { .timeline(app: entries[$0].app, entries[$0].index) }
        serveApps()
    }

    /// Sends a message to the session and schedules the effects it
    /// returns; the hosted apps then hear what it told them.
    public mutating func send(_ message: SessionMessage) {
        schedule(keepingShownChanges { $0.update(message) })
        serveApps()
    }

    /// Updates the state, keeping what changed of the apps' interface
    /// controllers when asked to.
    private mutating func keepingShownChanges(_ update: (inout SessionState) -> [Effect]) -> [Effect] {
        guard keepsShownChanges else { return update(&state) }
        let before = state.apps.map(\.controller)
        let effects = update(&state)
        for (app, now) in state.apps.map(\.controller).enumerated() where before[app] != now {
            shownChanges.append(ShownChange(app: app, before: before[app], after: now))
        }
        return effects
    }

    /// The changes of the apps' interface controllers since the last call.
    public mutating func takeShownChanges() -> [ShownChange] {
        defer { shownChanges = [] }
        return shownChanges
    }

    private mutating func schedule(_ effects: [Effect]) {
        for effect in effects {
            if case .schedule(let after, let scheduled) = effect {
                pending.push(scheduled, due: state.clock + after)
            }
        }
    }

    /// Gives the hosted apps' code a turn when it has something to hear.
    private mutating func serveApps() {
        guard let appSide, !state.carEvents.isEmpty else { return }
        appSide.serve(&self)
    }

    /// Puts the app at `index` as a changed scenario now declares it (`run --watch`).
    public mutating func reload(_ app: App, at index: Int) {
        state.reload(app, at: index)
    }

    /// What the hosted apps have yet to hear, taken from the session.
    public mutating func takeCarEvents() -> [CarEvent] {
        defer { state.carEvents = [] }
        return state.carEvents
    }

    /// Does what a hosted app (at `app` of the apps) asks; returns what
    /// became of it: done, nothing to do, refused, or the CarPlay rule it
    /// broke (the session has ended the app for it). The app hears what
    /// this tells it at its next turn.
    @discardableResult
    public mutating func request(_ request: AppRequest, app: Int) -> RequestOutcome {
        let effects = keepingShownChanges { $0.update(.request(app: app, request)) }
        schedule(effects)
        for case .answered(let outcome) in effects { return outcome }
        return .done
    }

    /// Gives the hosted apps a turn whatever they have to hear: their own
    /// timers and tasks may have changed something.
    public mutating func serveAppsNow() {
        appSide?.serve(&self)
    }

    /// Lets `seconds` pass: the clock ticks in steps of at most a second,
    /// and each scheduled message is delivered at its time.
    public mutating func advance(by seconds: Double) {
        advance(until: state.clock + seconds)
    }

    /// Lets time pass until the clock reads `end` (exactly: a wait cut into
    /// frames ends where the whole wait would, to the bit).
    /// A hosted app's sleep that ends on the way gives it a turn then.
    public mutating func advance(until end: Double) {
        while state.clock < end {
            let sleepEnds = appSide?.work?.nextSleepEnds()
            let next = min(end, state.clock + 1, pending.nextDue ?? end, sleepEnds.map { max($0, state.clock) } ?? end)
            if next > state.clock { send(.tick(next - state.clock)) }
            while let message = pending.pop(dueBy: state.clock) { send(message) }
            if let sleepEnds, sleepEnds <= state.clock, state.clock < end { serveAppsNow() }
        }
        serveAppsNow()
    }

    /// Seconds until the screen can next change by itself: a scheduled
    /// message, the next second of playback, the next spinner frame, the
    /// next minute of the status clock. Nothing changes before it unless
    /// input arrives.
    public var secondsToNextChange: Double {
        let clock = state.clock
        var next = (clock / 60).rounded(.down) * 60 + 60
        if let due = pending.nextDue { next = min(next, due) }
        if state.nowPlaying.isPlaying, state.nowPlaying.track != nil, state.mode == .app {
            // When the elapsed time shown (whole seconds) turns over; a hair
            // after, so rounding never leaves the old second on screen.
            let elapsed = state.nowPlaying.elapsed
            next = min(next, clock + (elapsed + 1).rounded(.down) - elapsed + 1e-6)
        }
        // The app on screen is read in place: its scope (`state.shown`) would copy the state.
        let shown = state.shownApp
        if state.apps[shown].spinning != nil { next = min(next, (clock * 8 + 1).rounded(.down) / 8) }
        // A drive counts down, an alert runs out: at the next whole second.
        if state.apps[shown].navigation.map({ !$0.hasArrived }) == true || state.apps[shown].navigationAlert?.secondsLeft != nil {
            next = min(next, (clock + 1).rounded(.down) + 1e-6)
        }
        // What the templates on screen say of themselves (a pulse, a bar that hides).
        let environment = TemplateEnvironment(app: shown, of: state)
        for case let id? in [state.apps[shown].controller.top, state.apps[shown].controller.modal] {
            if let change = state.apps[shown].templates[id]?.body.content.nextChange(after: clock, in: environment) { next = min(next, change) }
        }
        // A hosted app's own timer: its turn comes when the timer is due
        // (what it queues wakes the terminal through `AppWork.descriptor`).
        if let timer = appSide?.work?.secondsToNextTimer() { next = min(next, clock + max(0, timer)) }
        if let sleepEnds = appSide?.work?.nextSleepEnds() { next = min(next, max(clock, sleepEnds)) }
        return max(0, next - clock)
    }

    /// The screen now.
    public var screen: Screen { Layout.screen(for: state) }

    /// What a snapshot or screenshot shows: the display, the instrument
    /// cluster beside it when one is attached, and the inspector when it shows.
    public var picture: Frame {
        let screen = self.screen
        let withCluster = state.clusterAttached ? ClusterLayout.beside(screen.frame, ClusterLayout.frame(for: state)) : screen.frame
        return state.inspectorShown ? InspectorLayout.beside(withCluster, InspectorLayout.frame(for: state, screen: screen)) : withCluster
    }
}
