/// Drives a session without a terminal, on a virtual clock: commands go in,
/// scheduled effects come due in order as time is let pass, and nothing
/// ever sleeps. Snapshots, scripts and tests run through it.
public struct HeadlessRunner: Sendable {
    public private(set) var state: SessionState
    private var pending: [(due: Double, order: Int, event: InputEvent)] = []
    private var order = 0

    /// What a command asks of whoever runs the session, beyond the state.
    public enum Request: Equatable, Sendable {
        case screenshot(path: String)
        case help
        case quit
        /// The command could not be done, or an expectation failed: why.
        case failed(String)
        /// Switch to a theme (by name or file): the caller's to load.
        case theme(String)
    }

    /// A runner of `state`, with the scenario's timeline scheduled from now.
    public init(state: SessionState) {
        self.state = state
        for (index, entry) in state.app.events.timeline.enumerated() {
            order += 1
            pending.append((state.clock + entry.at, order, .timeline(index)))
        }
    }

    /// Runs one command; returns what it asks of the caller, if anything.
    @discardableResult
    public mutating func run(_ command: Command) -> Request? {
        switch command {
        case .input(let event): apply(event)
        case .tap(let x, let y):
            let cell = state.geometry.cell(atPixelX: x, y: y, scale: state.profile.scale)
            apply(.touch(column: cell.column, row: cell.row))
        case .profile(let profile): apply(.profile(profile))
        case .sleep(let seconds): advance(by: seconds)
        case .screenshot(let path): return .screenshot(path: path)
        case .help: return .help
        case .quit: return .quit
        case .phone(let name):
            guard state.app.events.phone[name] != nil else {
                let known = state.app.events.phone.keys.sorted()
                let list = known.isEmpty ? "the scenario has none" : "the scenario has: \(known.joined(separator: ", "))"
                return .failed("no phone event '\(name)'; \(list)")
            }
            apply(.phone(name))
        case .theme(let name):
            return .theme(name)
        case .expect(let expectation):
            return expectation.failure(in: state, screen: screen).map { .failed($0) }
        }
        return nil
    }

    /// How a run of commands ended.
    public enum Ending: Equatable, Sendable {
        /// Every command ran.
        case completed
        /// A `quit` command: the commands after it are not run.
        case quit
        /// A command failed: the rule (`expect` for an expectation that did
        /// not hold, `request` when the caller could not do what it asked,
        /// else `command`) and why.
        case failed(rule: String, reason: String)
    }

    /// Does what a request asks beyond the session (writes a screenshot,
    /// loads a theme); returns why it could not, or nil.
    public typealias RequestHandler = (Request, inout HeadlessRunner) -> String?

    /// Runs commands in order, handing requests to `perform`, until one
    /// fails or quits.
    public mutating func run(_ commands: [Command], perform: RequestHandler) -> Ending {
        for command in commands {
            switch run(command) {
            case .failed(let reason)?:
                if case .expect = command { return .failed(rule: "expect", reason: reason) }
                return .failed(rule: "command", reason: reason)
            case .quit?:
                return .quit
            case let request?:
                if let reason = perform(request, &self) { return .failed(rule: "request", reason: reason) }
            case nil:
                continue
            }
        }
        return .completed
    }

    /// What running a script found.
    public struct ScriptOutcome: Sendable {
        /// The `expect` lines that held.
        public var expectations = 0
        /// The first line that failed, the rule and why; nil when all held.
        public var failure: (line: ScriptLine, rule: String, reason: String)?
    }

    /// Runs script lines in order, stopping at the first command that fails
    /// (an expectation that does not hold) or quits; `each` hears every
    /// line first, `perform` does what the commands ask beyond the session.
    public mutating func runScript(
        _ lines: [ScriptLine], each: (ScriptLine) -> Void = { _ in }, perform: RequestHandler = { _, _ in nil }
    ) -> ScriptOutcome {
        var outcome = ScriptOutcome()
        for line in lines {
            each(line)
            switch run(line.commands, perform: perform) {
            case .completed:
                outcome.expectations += line.commands.count { if case .expect = $0 { true } else { false } }
            case .quit:
                return outcome
            case .failed(let rule, let reason):
                outcome.failure = (line, rule, reason)
                return outcome
            }
        }
        return outcome
    }

    /// Loads a theme by name or file and draws the display in its glyphs
    /// from now on; its colours are the caller's to use.
    public mutating func useTheme(named name: String) -> Result<Theme, ThemeFailure> {
        let result = ThemeLoader.theme(named: name)
        if case .success(let theme) = result { apply(.glyphs(theme.glyphs)) }
        return result
    }

    /// Applies an event and schedules the effects it returns.
    public mutating func apply(_ event: InputEvent) {
        for effect in state.apply(event) {
            switch effect {
            case .schedule(let after, let scheduled):
                order += 1
                pending.append((state.clock + after, order, scheduled))
            }
        }
    }

    /// Lets `seconds` pass: the clock ticks in steps of at most a second,
    /// and each scheduled event is delivered at its time.
    public mutating func advance(by seconds: Double) {
        let end = state.clock + seconds
        while state.clock < end {
            pending.sort { ($0.due, $0.order) < ($1.due, $1.order) }
            let next = min(end, state.clock + 1, pending.first?.due ?? end)
            if next > state.clock { apply(.tick(next - state.clock)) }
            while let first = pending.first, first.due <= state.clock {
                pending.removeFirst()
                apply(first.event)
            }
        }
    }

    /// Seconds until the screen can next change by itself: a scheduled
    /// event, the next second of playback, the next spinner frame, the
    /// next minute of the status clock. Nothing changes before it unless
    /// input arrives.
    public var secondsToNextChange: Double {
        let clock = state.clock
        var next = (clock / 60).rounded(.down) * 60 + 60
        if let due = pending.map(\.due).min() { next = min(next, due) }
        if state.nowPlaying.isPlaying, state.nowPlaying.track != nil, state.mode == .app {
            // When the elapsed time shown (whole seconds) turns over; a hair
            // after, so rounding never leaves the old second on screen.
            let elapsed = state.nowPlaying.elapsed
            next = min(next, clock + (elapsed + 1).rounded(.down) - elapsed + 1e-6)
        }
        if state.spinning != nil { next = min(next, (clock * 8 + 1).rounded(.down) / 8) }
        return max(0, next - clock)
    }

    /// The screen now.
    public var screen: Screen { Layout.screen(for: state) }
}
