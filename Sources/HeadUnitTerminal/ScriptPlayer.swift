import CTermSupport
import Glibc
import HeadUnitCore

/// `headunit play`: a script played in the terminal at a person's pace, for
/// a demo. Each input waits a moment and shows in a keycast strip under the
/// display; long waits are shortened (`DemoTiming`), the clock animating
/// through them. Any key pauses, a second resumes; q, Esc or Ctrl-C stops.
public enum ScriptPlayer {
    /// How a play ended.
    public enum Ending: Equatable, Sendable {
        /// Every line ran.
        case finished
        /// The viewer stopped it.
        case stopped
        /// A line failed: where and why.
        case failed(line: Int, reason: String)
        /// The terminal could not be used, or a signal ended the play.
        case exit(TerminalApp.Exit)
    }

    /// Plays `lines` on `driver` at `speed` (2 is twice as fast); `host`
    /// carries out what commands ask beyond the session, `theme` says the
    /// colours (a `theme` line changes them through the host).
    public static func play(
        _ lines: [ScriptLine], driver start: SessionDriver, theme: Theme, speed: Double, host: @escaping CommandInterpreter.Host
    ) -> Ending {
        let modes = TerminalModes()
        if let failure = TerminalApp.enter(modes) { return .exit(failure) }
        defer { modes.restore() }
        var player = Player(driver: start, theme: theme, speed: speed, modes: modes)
        for line in lines {
            for command in line.commands {
                if let ending = player.play(command, host: host) {
                    if case .failed(_, let reason) = ending {
                        player.paint(keycast: "✗ line \(line.location.line): \(reason) · any key ends")
                        _ = player.waitForKey()
                        return .failed(line: line.location.line, reason: reason)
                    }
                    return ending
                }
            }
        }
        player.paint(keycast: "■ the end · any key leaves")
        _ = player.waitForKey()
        return .finished
    }

    /// The play's state: the session, its colours, and the terminal.
    private struct Player {
        var driver: SessionDriver
        var theme: Theme
        let speed: Double
        let modes: TerminalModes
        let painter: Painter
        /// The last input shown in the strip, kept while checks run.
        var lastInput = "▶ playing · q stops"

        init(driver: SessionDriver, theme: Theme, speed: Double, modes: TerminalModes) {
            self.driver = driver
            self.theme = theme
            self.speed = speed
            self.modes = modes
            painter = Painter(depth: modes.depth, output: headunit_output())
            paint(keycast: lastInput)
        }

        /// Plays one command at its pace; nil while the play goes on.
        mutating func play(_ command: Command, host: CommandInterpreter.Host) -> Ending? {
            if let label = Keycast.label(of: command) { lastInput = label }
            let label = lastInput
            if case .sleep(let seconds) = command {
                // The clock runs through the wait, shortened, a frame a tenth of a second.
                for reading in DemoTiming.sleepFrames(seconds, from: driver.state.clock, speed: speed, clockRate: driver.state.clockRate) {
                    if let ending = wait(0.1) { return ending }
                    driver.advance(until: reading)
                    paint(keycast: label)
                }
                return nil
            }
            if Keycast.label(of: command) != nil, let ending = wait(DemoTiming.seconds(for: command) / speed) { return ending }
            var loaded: Theme?
            let ending = CommandInterpreter.run([command], on: &driver) { effect, driver in
                let outcome = host(effect, driver)
                if case .loadedTheme(let theme) = outcome { loaded = theme }
                return outcome
            }
            if let loaded { theme = loaded }
            paint(keycast: label)
            switch ending {
            case .completed: return nil
            case .quit: return .stopped
            case .failed(_, let reason): return .failed(line: 0, reason: reason)
            }
        }

        /// Draws the display, with `keycast` in the strip under it.
        func paint(keycast: String) {
            let chrome = TerminalComposer.Chrome(
                message: keycast, keyMap: .defaults, cluster: driver.state.clusterAttached ? ClusterLayout.frame(for: driver.state) : nil)
            let composition = TerminalComposer.compose(
                driver.screen, profile: driver.state.profile, columns: modes.size.columns, rows: modes.size.rows, chrome: chrome,
                glyphs: driver.state.glyphs)
            let frame = modes.isUTF8 ? composition.frame : AsciiFallback.apply(to: composition.frame)
            painter.paint(frame, palette: theme.palette(driver.state.appearance))
        }

        /// What the strip says while the play is paused.
        static let pausedLabel = "⏸ paused · any key resumes · q stops"

        /// Waits `seconds`, watching the keys: a key pauses until the next;
        /// q, Esc or Ctrl-C stops; a signal or a hang-up ends the play.
        func wait(_ seconds: Double) -> Ending? {
            let end = ContinuousClock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
            while ContinuousClock.now < end {
                let left = ContinuousClock.now.duration(to: end)
                let inputs = InputReader.read(
                    waiting: Int32(max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)), modes: modes)
                if let ending = ending(of: inputs) { return ending }
                if inputs.contains(where: { if case .key = $0 { true } else { false } }) {
                    paint(keycast: Self.pausedLabel)
                    if let ending = waitForKey() { return ending }
                }
                if inputs.contains(.resize) || inputs.contains(.continued) { painter.invalidate() }
            }
            return nil
        }

        /// Waits for a key; the ending when it stops the play.
        func waitForKey() -> Ending? {
            while true {
                let inputs = InputReader.read(waiting: 1000, modes: modes)
                if let ending = ending(of: inputs) { return ending }
                if inputs.contains(.resize) || inputs.contains(.continued) {
                    painter.invalidate()
                    paint(keycast: Self.pausedLabel)
                }
                if inputs.contains(where: { if case .key = $0 { true } else { false } }) { return nil }
            }
        }

        private func ending(of inputs: [TerminalInput]) -> Ending? {
            let signal = headunit_take_quit_signal()
            if signal != 0 { return .exit(.signal(signal)) }
            if inputs.contains(.hangup) { return .exit(.signal(SIGHUP)) }
            let stops: [Key] = [.character("q"), .escape, .control("c")]
            return inputs.contains { if case .key(let key) = $0 { stops.contains(key) } else { false } } ? .stopped : nil
        }
    }
}
