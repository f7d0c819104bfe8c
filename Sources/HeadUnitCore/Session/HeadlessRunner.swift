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

    /// What running a script found.
    public struct ScriptOutcome: Sendable {
        /// The `expect` lines that held.
        public var expectations = 0
        /// The first line that failed, and why; nil when all held.
        public var failure: (line: ScriptLine, reason: String)?
    }

    /// Runs script lines in order, stopping at the first command that fails
    /// (an expectation that does not hold); `each` hears every line first.
    public mutating func runScript(_ lines: [ScriptLine], each: (ScriptLine) -> Void = { _ in }) -> ScriptOutcome {
        var outcome = ScriptOutcome()
        for line in lines {
            each(line)
            for command in (try? CommandParser.parse(line.text)) ?? [] {
                if case .failed(let reason)? = run(command) {
                    outcome.failure = (line, reason)
                    return outcome
                }
                if case .expect = command { outcome.expectations += 1 }
            }
        }
        return outcome
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
            next = min(next, (clock + 1).rounded(.down))
        }
        if state.spinning != nil { next = min(next, (clock * 8 + 1).rounded(.down) / 8) }
        return max(0, next - clock)
    }

    /// The screen now.
    public var screen: Screen { Layout.screen(for: state) }
}
