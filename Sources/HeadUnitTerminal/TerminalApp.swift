import CNcursesw
import CTermSupport
import Glibc
import HeadUnitCore
import HeadUnitFiles

/// The interactive head unit in the terminal it runs in: read all pending
/// input, fold it into the session, lay out once, paint only what changed,
/// one `write`; sleep until input or the next moment the screen changes
/// by itself (no repaint while idle but the status clock once a minute).
public enum TerminalApp {
    /// How the run ended.
    public enum Exit: Equatable, Sendable {
        case quit
        /// A quit signal (SIGINT, SIGTERM, SIGHUP): the terminal is
        /// restored, and the caller re-raises it.
        case signal(Int32)
        /// Standard input or output is not a terminal.
        case noTerminal
        /// Terminfo does not know the terminal type named by $TERM.
        case unknownTerminalType(String)
        /// The terminal type cannot move the cursor (`TERM=dumb`).
        case terminalCannotAddressCursor(String)
    }

    /// Runs the session until it quits or a quit signal arrives. With
    /// `crashAfterFirstFrame` (the terminal-restore tests) it traps once
    /// the first frame is painted. `replacesFiles` (`--force`) lets a
    /// screenshot replace a file that exists.
    /// `watch` (`run --watch`): the scenario files (and theme file) looked
    /// at four times a second, their apps (and theme) reloaded when they change.
    public static func run(
        _ session: inout InteractiveSession, ascii: Bool = false, replacesFiles: Bool = false, crashAfterFirstFrame: Bool = false,
        watch: ScenarioWatch? = nil
    ) -> Exit {
        var watch = watch
        let modes = TerminalModes()
        if let failure = enter(modes) { return failure }
        defer { modes.restore() }
        // The console writes where the user types, but never through a
        // symbolic link or over a file this run did not write (unless --force).
        var files = FileWriter(scope: .anywhere, replacesExisting: replacesFiles)
        let painter = Painter(depth: modes.depth, output: headunit_output())
        // ASCII frames where the terminal cannot show UTF-8, or when asked.
        let asciiOnly = ascii || !modes.isUTF8
        // The palette is read at the call: read in here, through the
        // captured session, it copied the whole session every frame.
        func paint(_ composition: TerminalComposer.Composition, in palette: Palette) {
            painter.paint(asciiOnly ? AsciiFallback.apply(to: composition.frame) : composition.frame, palette: palette)
        }
        var clock = ContinuousClock.now
        // The display's parts are laid out again only when what they show
        // changes, the bezel and status line only when they change.
        var memory = LayoutMemory()
        var chrome = ChromeDrawing()
        var composition = session.compose(columns: modes.size.columns, rows: modes.size.rows, reusing: &memory, around: &chrome)
        paint(composition, in: session.palette)
        if crashAfterFirstFrame { trap() }
        // Once the first frame is out, what loading let go (the parsed
        // file: 15 MB for a 100,000-row list) goes back to the system,
        // not kept by the allocator for the whole session.
        headunit_release_free_memory()
        // A hosted app's queued work wakes the loop; at rest nothing does.
        headunit_watch_work(session.appWork?.descriptor() ?? -1)
        defer { headunit_watch_work(-1) }
        while !session.isFinished {
            let signal = headunit_take_quit_signal()
            if signal != 0 { return .signal(signal) }
            let wait = min(session.secondsToNextChange, watch == nil ? 60 : Self.watchSeconds)
            let inputs = InputReader.read(waiting: Int32((wait * 1000).rounded(.up)), modes: modes)
            for change in watch?.changes() ?? [] {
                switch change {
                case .reloaded(let app, let index, let file): session.reload(app, at: index, from: file)
                case .reloadedTheme(let theme, let file): session.reload(theme, from: file)
                case .broken(let kept, let finding, let problems):
                    session.show("Not reloaded, the old \(kept) stays: \(finding)\(problems > 1 ? " (and \(problems - 1) more)" : "")")
                }
            }
            // The terminal is gone (its pty closed): end as a hangup ends.
            if inputs == [.hangup] { return .signal(SIGHUP) }
            let now = ContinuousClock.now
            let elapsed = clock.duration(to: now)
            clock = now
            session.advance(by: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            for input in inputs {
                switch input {
                case .key(let key):
                    carryOut(session.handle(key), session: &session, files: &files, modes: modes, painter: painter)
                case .mouse(let mouse):
                    session.handle(mouse, in: composition)
                case .resize, .continued, .hangup:
                    painter.invalidate()
                }
            }
            composition = session.compose(columns: modes.size.columns, rows: modes.size.rows, reusing: &memory, around: &chrome)
            paint(composition, in: session.palette)
        }
        return .quit
    }

    /// How often watched scenario files are looked at, in seconds.
    static let watchSeconds = 0.25

    /// Enters curses; why not, as an exit, when it cannot.
    static func enter(_ modes: TerminalModes) -> Exit? {
        switch modes.enter() {
        case .noTerminal?: .noTerminal
        case .unknownType(let type)?: .unknownTerminalType(type)
        case .cannotAddressCursor(let type)?: .terminalCannotAddressCursor(type)
        case nil: nil
        }
    }

    /// Carries out the effects a key asked for, in order, telling the
    /// session how each went; it may ask for more (a console line goes on).
    private static func carryOut(
        _ effects: [Effect], session: inout InteractiveSession, files: inout FileWriter, modes: TerminalModes, painter: Painter
    ) {
        var queue = effects
        while !queue.isEmpty {
            let effect = queue.removeFirst()
            if effect == .suspend {
                modes.suspend()
                painter.invalidate()
            }
            let outcome = FileEffects.perform(effect, on: session.driver, theme: session.theme, depth: modes.depth, voice: .console, files: &files)
            queue += session.performed(effect, outcome)
        }
    }

    /// A deliberate crash in our code, for the tests that check the
    /// terminal is restored after one.
    private static func trap() {
        let values: [Int] = []
        _ = values[Int(headunit_take_quit_signal()) + 1]
    }
}
