/// The head unit as a person drives it: keys and mouse in, through the key
/// map, to the session, the help overlay and the console; a frame for any
/// terminal size out. Pure: it returns what only the host can do (write a
/// screenshot, load a theme) as effects, and hears back how they went, so
/// all of it is tested headless and the terminal only reads input, paints
/// frames and carries out effects.
public struct InteractiveSession: Sendable {
    public private(set) var driver: SessionDriver
    public let keyMap: KeyMap
    /// What the status line says the keys do, written once.
    private let keyHints: String
    /// The colours and glyphs the display is drawn in.
    public private(set) var theme: Theme
    public private(set) var overlay: Overlay = .none
    public private(set) var isFinished = false
    private var message: (text: String, until: Double)?
    /// The inputs the car refused that the status line has told of, once each.
    private var refusalsTold: Set<CarInput> = []
    /// The console's line, kept while the console is closed for its history.
    private var console = ConsoleLine()
    /// Where the left button went down on the display, for a drag.
    private var pressedAt: (column: Int, row: Int)?
    /// The display pixel under the mouse pointer, when the terminal reports it.
    public private(set) var pointer: PixelPoint?
    /// Console commands that wait for the host to carry out an earlier
    /// command's effect, so that each runs on the screen of its moment.
    private var queued: [Command] = []

    /// The session written as a script, when it is recorded.
    public private(set) var recorder: SessionRecorder?

    /// How long a status message stays, in seconds.
    public static let messageSeconds = 4.0

    /// A session of `state`; with a `recorder`, every input is written
    /// down; `appSide` answers its hosted apps.
    public init(
        state: SessionState, keyMap: KeyMap = .defaults, theme: Theme = ThemeLoader.standard, recorder: SessionRecorder? = nil, appSide: AppSide? = nil
    ) {
        driver = SessionDriver(state: state, appSide: appSide)
        driver.send(.glyphs(theme.glyphs))
        self.keyMap = keyMap
        keyHints = TerminalComposer.keyHints(of: keyMap)
        self.theme = theme
        self.recorder = recorder
    }

    /// Writes a command down, when recording, at the clock of its moment.
    private mutating func record(_ command: Command) {
        let clock = state.clock
        recorder?.record(command, at: clock)
    }

    /// Shows the app at `index` as its changed scenario file declares it,
    /// saying so on the status line (`run --watch`).
    public mutating func reload(_ app: App, at index: Int, from file: String) {
        driver.reload(app, at: index)
        show("Reloaded \(file)")
    }

    /// The theme file changed while it runs (`run --watch`): its colours
    /// and glyphs show from the next frame.
    public mutating func reload(_ theme: Theme, from file: String) {
        use(theme)
        show("Reloaded \(file)")
    }

    /// Draws in `theme` from now on: its palette, and its glyphs in the display.
    private mutating func use(_ theme: Theme) {
        self.theme = theme
        driver.send(.glyphs(theme.glyphs))
    }

    /// Sends a driver's input, writing it down when recording.
    private mutating func give(_ command: Command) {
        // An input the car lacks does nothing; the first time, the status line says why.
        // (Asked of the car's fields: `state.refusal(of:)` here copies the state.)
        if let input = command.input, let refusal = state.carProfile.refusal(of: input, moving: state.car.isDriving) {
            if !refusalsTold.contains(refusal.input) {
                refusalsTold.insert(refusal.input)
                show(refusal.description.prefix(1).uppercased() + refusal.description.dropFirst())
            }
            return
        }
        record(command)
        switch command {
        case .input(let message): driver.send(message)
        default: _ = try? CommandInterpreter.run(command, on: &driver)
        }
    }

    /// The palette the display is painted in now.
    public var palette: Palette { theme.palette(state.appearance) }

    /// The session's state.
    public var state: SessionState { driver.state }

    /// Handles a key; returns what the host must do.
    public mutating func handle(_ key: Key) -> [Effect] {
        switch overlay {
        case .help(let page):
            // Space and the paging keys turn the page; any other key closes.
            overlay = [.character(" "), .down, .pageDown].contains(key) ? .help(page: page + 1) : .none
            return []
        case .command:
            overlay = .none
            return []
        case .console(var line):
            let outcome = line.handle(key, vocabulary: CommandCompletion.Vocabulary(app: state.shown.app))
            console = line
            switch outcome {
            case .editing:
                overlay = .console(line)
            case .close:
                overlay = .none
            case .submit(let text):
                overlay = .none
                do {
                    queued = try CommandParser.parse(text)
                } catch {
                    failInConsole(error.message)
                    return []
                }
                return runQueued()
            }
            return []
        case .none:
            break
        }
        if let typing = typing(key) {
            give(.input(.keyboard(typing)))
            return []
        }
        guard let action = keyMap.action(for: key) else { return [] }
        if let message = action.message {
            give(.input(message))
            confirm(action)
            return []
        }
        switch action {
        case .toggleConnection:
            give(.input(state.mode == .disconnected ? .connect : .disconnect))
            show(state.mode == .disconnected ? "Phone disconnected" : "Phone connected")
        case .toggleInspector:
            give(.input(.inspector(!state.inspectorShown)))
            show(state.inspectorShown ? "Inspector on" : "Inspector off")
        case .nextProfile:
            let named = DisplayProfile.named
            let index = named.firstIndex(of: state.profile).map { ($0 + 1) % named.count } ?? 0
            give(.input(.profile(named[index])))
            show("Display: \(named[index].name ?? "") \(named[index].spec)")
        case .screenshot:
            return [.screenshot(.nextNumbered)]
        case .help:
            overlay = .help(page: 0)
        case .console:
            overlay = .console(console.reopened())
        case .suspend:
            return [.suspend]
        case .quit:
            isFinished = true
        default:
            break
        }
        return []
    }

    /// Says under the display what a switch of the car's state did.
    private mutating func confirm(_ action: KeyAction) {
        switch action {
        case .day, .night, .toggleAppearance: show(state.appearance == .night ? "Night" : "Day")
        case .restrictAll, .restrictNone: show(state.limitedUI ? "Limited UI on (driving)" : "Limited UI off (parked)")
        default: break
        }
    }

    /// The host carried out `effect`: shows how it went, and goes on with
    /// console commands that waited for it; returns what the host must do next.
    public mutating func performed(_ effect: Effect, _ outcome: EffectOutcome) -> [Effect] {
        switch outcome {
        case .savedScreenshot(let path):
            show("Saved the display to \(path)")
        case .loadedTheme(let loaded):
            use(loaded)
            show("Theme: \(loaded.name)")
        case .failed(let reason), .differs(let reason):
            // The screenshot key says so under the display; a console
            // command, in the console.
            if effect == .screenshot(.nextNumbered) { show(reason) } else { failInConsole(reason) }
            queued = []
            return []
        case .done:
            break
        }
        return runQueued()
    }

    /// Handles the mouse: a click on the display touches it, a release
    /// elsewhere drags from there (a map pans), the wheel turns the knob,
    /// the middle button presses it.
    public mutating func handle(_ mouse: MouseInput, in composition: TerminalComposer.Composition) {
        switch (overlay, mouse) {
        case (_, .move), (.none, _), (.console, _): break
        case (.help, _), (.command, _): overlay = .none
        }
        switch mouse {
        case .click(let column, let row):
            pressedAt = composition.displayCell(column: column, row: row)
            guard let cell = pressedAt else { return }
            let point = state.geometry.pixel(ofColumn: cell.column, row: cell.row, scale: state.profile.scale)
            give(.tap(x: point.x, y: point.y))
        case .release(let column, let row):
            defer { pressedAt = nil }
            guard let start = pressedAt, let end = composition.displayCell(column: column, row: row), start != end else { return }
            let scale = state.profile.scale
            let from = state.geometry.pixel(ofColumn: start.column, row: start.row, scale: scale)
            let to = state.geometry.pixel(ofColumn: end.column, row: end.row, scale: scale)
            give(.drag(fromX: from.x, fromY: from.y, toX: to.x, toY: to.y))
        case .middleClick:
            give(.input(.press))
        case .wheel(let detents):
            give(.input(.rotate(detents)))
        case .move(let column, let row):
            pointer = composition.displayCell(column: column, row: row).map { cell in
                let point = state.geometry.pixel(ofColumn: cell.column, row: cell.row, scale: state.profile.scale)
                return PixelPoint(x: point.x, y: point.y)
            }
        }
    }

    /// Lets `seconds` of real time pass: the car's clock runs at its rate
    /// (`clock 10x`).
    public mutating func advance(by seconds: Double) {
        driver.advance(by: seconds * state.clockRate)
        if let current = message, state.clock >= current.until { message = nil }
    }

    /// How the hosted apps' own work wakes the terminal, if apps are hosted.
    public var appWork: AppWork? { driver.appSide?.work }

    /// Seconds of real time until the frame can change by itself.
    public var secondsToNextChange: Double {
        let untilMessage = message.map { max(0, $0.until - state.clock) } ?? .infinity
        return min(driver.secondsToNextChange, untilMessage) / state.clockRate
    }

    /// Shows a line under the display for a few seconds.
    public mutating func show(_ text: String) {
        // A message stays its seconds of real time, whatever the clock's rate.
        message = (TextFit.sanitize(text), state.clock + Self.messageSeconds * state.clockRate)
    }

    /// The terminal's frame.
    public func compose(columns: Int, rows: Int) -> TerminalComposer.Composition {
        var memory = LayoutMemory()
        var chrome = ChromeDrawing()
        return compose(columns: columns, rows: rows, reusing: &memory, around: &chrome)
    }

    /// The terminal's frame, its display's parts (the status rail, a tab
    /// bar, a list's rows) copied from `memory` where they show what they
    /// showed there (`Layout.screen(for:reusing:)`),
    /// and the bezel and status line from `chrome` when they are the same
    /// (`TerminalComposer.compose(_:profile:columns:rows:chrome:glyphs:reusing:)`).
    public func compose(columns: Int, rows: Int, reusing memory: inout LayoutMemory, around chrome: inout ChromeDrawing) -> TerminalComposer.Composition {
        let screen = Layout.screen(for: state, reusing: &memory)
        return TerminalComposer.compose(
            screen, profile: state.profile, columns: columns, rows: rows,
            chrome: TerminalComposer.Chrome(
                overlay: overlay, message: message?.text, keyMap: keyMap, cluster: state.clusterAttached ? ClusterLayout.frame(for: state) : nil,
                inspector: state.inspectorShown ? InspectorLayout.frame(for: state, screen: screen, pointer: pointer) : nil, density: state.density,
                clockRate: state.clockRate, keyHints: keyHints),
            glyphs: state.glyphs, reusing: &chrome)
    }

    /// What a key types while a search field takes the keyboard: every
    /// character but the console's key, and Backspace while there is text
    /// to take back (then it is the back button again).
    private func typing(_ key: Key) -> KeyboardInput? {
        guard let typed = state.typedText else { return nil }
        switch key {
        case .character(let character) where !keyMap.keys(for: .console).contains(key):
            return .text(String(character))
        case .backspace, .delete:
            return typed.isEmpty ? nil : .deleteBackward
        default:
            return nil
        }
    }

    /// Runs the queued console commands until one needs the host (its
    /// effect is returned, the rest wait) or fails (the console shows why).
    private mutating func runQueued() -> [Effect] {
        while !queued.isEmpty {
            let command = queued.removeFirst()
            // A console command is written down as typed, but for what
            // only shows or leaves (help, screenshots, quit).
            switch command {
            case .help, .quit, .screenshot: break
            default: record(command)
            }
            let effects: [Effect]
            do {
                effects = try CommandInterpreter.run(command, on: &driver)
            } catch {
                failInConsole(error.reason)
                queued = []
                return []
            }
            // A check that held says so, as a failing one does.
            if case .expect = command { show("✓ held: \(CommandText.text(of: command) ?? "the expectation")") }
            for effect in effects {
                switch effect {
                case .showHelp(let verb):
                    overlay = verb.map(Overlay.command) ?? .help(page: 0)
                case .quit:
                    isFinished = true
                    queued = []
                    return []
                case .answered:
                    break
                case .screenshot, .loadTheme, .schedule, .suspend, .compareScreen:
                    return [effect]
                }
            }
        }
        return []
    }

    /// Opens the console again with an error under the line.
    private mutating func failInConsole(_ reason: String) {
        console = console.reopened()
        console.fail(reason)
        overlay = .console(console)
    }
}
