/// Drives a session, live in the terminal or headless: messages and
/// commands go in, the effects the session schedules come due in order as
/// time is let pass, and what only a host can do (files, help, quitting)
/// comes back as effects. It never sleeps and never touches a file: the
/// terminal lets real time pass, snapshots and scripts a virtual clock.
public struct SessionDriver: Sendable {
    public private(set) var state: SessionState
    private var pending = EventQueue()
    /// The code of the hosted apps, given a turn after each step.
    public let appHost: AppHost?

    /// A driver of `state`, with the scenarios' timelines scheduled from
    /// now; `appHost` answers its hosted apps (it takes its first turn at once).
    public init(state: SessionState, appHost: AppHost? = nil) {
        self.state = state
        self.appHost = appHost
        for (app, session) in state.apps.enumerated() {
            for (index, entry) in session.app.events.timeline.enumerated() {
                pending.push(.timeline(app: app, index), due: state.clock + entry.at)
            }
        }
        serveHost()
    }

    /// Why a command could not be done.
    public struct CommandFailure: Error, Equatable, Sendable {
        /// `expect` for an expectation that did not hold, else `command`.
        public let rule: ScriptRule
        public let reason: String

        public init(rule: ScriptRule, reason: String) {
            self.rule = rule
            self.reason = reason
        }
    }

    /// Runs one command; returns what it asks of the host.
    @discardableResult
    public mutating func run(_ command: Command) throws(CommandFailure) -> [Effect] {
        switch command {
        case .input(let message): send(message)
        case .tap(let x, let y):
            let cell = state.geometry.cell(atPixelX: x, y: y, scale: state.profile.scale)
            send(.touch(column: cell.column, row: cell.row))
        case .tapControl(let control):
            guard let region = Expectation.find(control, on: screen) else {
                throw CommandFailure(rule: .command, reason: "no control shows \"\(control)\"; tap X Y touches a point")
            }
            send(.touch(column: region.rect.x + region.rect.width / 2, row: region.rect.y + region.rect.height / 2))
        case .drag(let fromX, let fromY, let toX, let toY):
            let from = state.geometry.cell(atPixelX: fromX, y: fromY, scale: state.profile.scale)
            let to = state.geometry.cell(atPixelX: toX, y: toY, scale: state.profile.scale)
            send(.drag(fromColumn: from.column, fromRow: from.row, toColumn: to.column, toRow: to.row))
        case .profile(let profile): send(.profile(profile))
        case .sleep(let seconds): advance(by: seconds)
        case .screenshot(let path): return [.screenshot(.path(path))]
        case .help: return [.showHelp(nil)]
        case .helpOn(let verb): return [.showHelp(verb)]
        case .open(let name):
            guard let tile = state.tile(named: name) else {
                let home = state.homeScreen
                let names = home.tiles.map { home.label(of: $0, in: state).name }
                throw CommandFailure(rule: .command, reason: "no app is named '\(name)'; the head unit has: \(names.joined(separator: ", "))")
            }
            send(.open(tile))
        case .quit: return [.quit]
        case .theme(let name): return [.loadTheme(name)]
        case .type(let text): send(.keyboard(.text(text)))
        case .phone(let name):
            guard state.app(withPhoneEvent: name) != nil else {
                let known = Set(state.apps.flatMap { $0.app.events.phone.keys }).sorted()
                let list = known.isEmpty ? "the scenario has none" : "the scenario has: \(known.joined(separator: ", "))"
                throw CommandFailure(rule: .command, reason: "no phone event '\(name)'; \(list)")
            }
            send(.phone(name))
        case .expect(let expectation):
            if let failure = expectation.failure(in: state, screen: screen) { throw CommandFailure(rule: .expect, reason: failure) }
        case .expectScreen(let path):
            return [.compareScreen(path)]
        case .task:
            break
        }
        return []
    }

    /// How a run of commands ended.
    public enum Ending: Equatable, Sendable {
        /// Every command ran.
        case completed
        /// A `quit` command: the commands after it are not run.
        case quit
        /// A command failed (`request` when the host could not do what it
        /// asked): the rule and why.
        case failed(rule: ScriptRule, reason: String)
    }

    /// Carries out an effect a command asked of the host (writes a
    /// screenshot, loads a theme), with the driver as it is then.
    public typealias Host = (Effect, SessionDriver) -> EffectOutcome

    /// Runs commands in order, each effect carried out by `host` right
    /// after the command that asked for it (so a screenshot shows the
    /// frame of its moment, in the theme of its moment), until one fails
    /// or quits. A theme the host loads draws the display from then on.
    public mutating func run(_ commands: [Command], host: Host) -> Ending {
        for command in commands {
            let effects: [Effect]
            do {
                effects = try run(command)
            } catch {
                return .failed(rule: error.rule, reason: error.reason)
            }
            for effect in effects {
                if effect == .quit { return .quit }
                switch host(effect, self) {
                case .loadedTheme(let theme): send(.glyphs(theme.glyphs))
                case .failed(let reason): return .failed(rule: .request, reason: reason)
                case .differs(let reason): return .failed(rule: .expect, reason: reason)
                case .done, .savedScreenshot: break
                }
            }
        }
        return .completed
    }

    /// What running a script found.
    public struct ScriptOutcome: Sendable {
        /// The `expect` lines that held.
        public var expectations = 0
        /// The first line that failed, the rule and why; nil when all held.
        public var failure: (line: ScriptLine, rule: ScriptRule, reason: String)?
        /// What each task cost the driver: the script's, or those its
        /// `task` lines start.
        public var tasks: [TaskCost] = []
    }

    /// Runs script lines in order, stopping at the first command that fails
    /// (an expectation that does not hold) or quits; `each` hears every
    /// line first, `host` carries out what the commands ask of it, `after`
    /// sees the driver after each command. The inputs are counted as task
    /// costs, the first task named `name`.
    public mutating func runScript(
        _ lines: [ScriptLine], name: String = Script.singleName, each: (ScriptLine) -> Void = { _ in }, host: Host = { _, _ in .done },
        after: (Command, SessionDriver) -> Void = { _, _ in }
    ) -> ScriptOutcome {
        var outcome = ScriptOutcome()
        var task = TaskCost(name: name, state: state)
        func finished(_ outcome: ScriptOutcome, _ task: TaskCost) -> ScriptOutcome {
            var outcome = outcome
            outcome.tasks.append(task)
            return outcome
        }
        for line in lines {
            each(line)
            for command in line.commands {
                if case .task(let next) = command {
                    if task.inputCount > 0 || !outcome.tasks.isEmpty { outcome.tasks.append(task) }
                    task = TaskCost(name: next, state: state)
                    continue
                }
                task.count(command)
                let ending = run([command], host: host)
                task.see(state)
                after(command, self)
                switch ending {
                case .completed:
                    if command.isCheck { outcome.expectations += 1 }
                case .quit:
                    return finished(outcome, task)
                case .failed(let rule, let reason):
                    outcome.failure = (line, rule, reason)
                    return finished(outcome, task)
                }
            }
        }
        return finished(outcome, task)
    }

    /// Sends a message to the session and schedules the effects it
    /// returns; the hosted apps then hear what it told them.
    public mutating func send(_ message: SessionMessage) {
        schedule(state.update(message))
        serveHost()
    }

    private mutating func schedule(_ effects: [Effect]) {
        for effect in effects {
            if case .schedule(let after, let scheduled) = effect {
                pending.push(scheduled, due: state.clock + after)
            }
        }
    }

    /// Gives the hosted apps' code a turn when it has something to hear.
    private mutating func serveHost() {
        guard let appHost, !state.hostEvents.isEmpty else { return }
        appHost.serve(&self)
    }

    /// What the hosted apps have yet to hear, taken from the session.
    public mutating func takeHostEvents() -> [HostEvent] {
        defer { state.hostEvents = [] }
        return state.hostEvents
    }

    /// Does what a hosted app (at `app` of the apps) asks; returns the
    /// CarPlay rule it broke, if any (the session has ended the app for it).
    /// The app hears what this tells it at its next turn.
    @discardableResult
    public mutating func host(_ command: HostCommand, app: Int) -> RuleViolation? {
        let effects = state.update(.host(app: app, command))
        schedule(effects)
        for case .hostFailed(let violation) in effects { return violation }
        return nil
    }

    /// Gives the hosted apps a turn whatever they have to hear: their own
    /// timers and tasks may have changed something.
    public mutating func serveHostNow() {
        appHost?.serve(&self)
    }

    /// Lets `seconds` pass: the clock ticks in steps of at most a second,
    /// and each scheduled message is delivered at its time.
    public mutating func advance(by seconds: Double) {
        let end = state.clock + seconds
        while state.clock < end {
            let next = min(end, state.clock + 1, pending.first?.due ?? end)
            if next > state.clock { send(.tick(next - state.clock)) }
            while let first = pending.first, first.due <= state.clock {
                _ = pending.pop()
                send(first.message)
            }
        }
        serveHostNow()
    }

    /// Seconds until the screen can next change by itself: a scheduled
    /// message, the next second of playback, the next spinner frame, the
    /// next minute of the status clock. Nothing changes before it unless
    /// input arrives.
    public var secondsToNextChange: Double {
        let clock = state.clock
        var next = (clock / 60).rounded(.down) * 60 + 60
        if let due = pending.first?.due { next = min(next, due) }
        if state.nowPlaying.isPlaying, state.nowPlaying.track != nil, state.mode == .app {
            // When the elapsed time shown (whole seconds) turns over; a hair
            // after, so rounding never leaves the old second on screen.
            let elapsed = state.nowPlaying.elapsed
            next = min(next, clock + (elapsed + 1).rounded(.down) - elapsed + 1e-6)
        }
        if state.shown.spinning != nil { next = min(next, (clock * 8 + 1).rounded(.down) / 8) }
        // A drive counts down, an alert runs out: at the next whole second.
        let shown = state.shown
        if shown.navigation.map({ !$0.hasArrived }) == true || shown.navigationAlert?.secondsLeft != nil {
            next = min(next, (clock + 1).rounded(.down) + 1e-6)
        }
        // What the templates on screen say of themselves (a pulse, a bar that hides).
        for id in [shown.controller.top, shown.controller.modal].compactMap({ $0 }) {
            if let change = shown.templates[id]?.body.content.nextChange(after: clock, in: shown) { next = min(next, change) }
        }
        // A hosted app's code may change the screen on its own timers.
        if appHost != nil { next = min(next, clock + Self.hostTurnSeconds) }
        return max(0, next - clock)
    }

    /// How often the terminal gives hosted apps a turn while nothing else happens.
    public static let hostTurnSeconds = 0.1

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
