/// The head unit as a person drives it: keys and mouse in, through the key
/// map, to the session, the help overlay and the console; a frame for any
/// terminal size out. Pure: the terminal backend only reads input, paints
/// frames and performs the requests it returns, so all of this is tested
/// headless.
public struct InteractiveSession: Sendable {
    public private(set) var runner: HeadlessRunner
    public let keyMap: KeyMap
    /// The colours and glyphs the display is drawn in.
    public private(set) var theme: Theme
    public private(set) var overlay: Overlay = .none
    public private(set) var isFinished = false
    private var message: (text: String, until: Double)?
    private var screenshots = 0
    private static func screenshotPath(_ number: Int) -> String { "headunit-screenshot-\(number).txt" }

    /// Something only the terminal backend can do.
    public enum Request: Equatable, Sendable {
        /// Write the display to a file, in the format its name asks for (see `Screenshot`).
        case screenshot(path: String)
    }

    /// How long a status message stays, in seconds.
    public static let messageSeconds = 4.0

    public init(state: SessionState, keyMap: KeyMap = .defaults, theme: Theme = ThemeLoader.standard) {
        var themed = state
        themed.glyphs = theme.glyphs
        runner = HeadlessRunner(state: themed)
        self.keyMap = keyMap
        self.theme = theme
    }

    /// The palette the display is painted in now.
    public var palette: Palette { theme.palette(state.appearance) }

    /// The session's state.
    public var state: SessionState { runner.state }

    /// Handles a key; returns what the backend must do.
    public mutating func handle(_ key: Key) -> [Request] {
        switch overlay {
        case .help(let page):
            // Space and the paging keys turn the page; any other key closes.
            overlay = [.character(" "), .down, .pageDown].contains(key) ? .help(page: page + 1) : .none
            return []
        case .console(var line):
            switch line.handle(key, vocabulary: CommandCompletion.Vocabulary(app: state.app)) {
            case .editing:
                overlay = .console(line)
            case .close:
                overlay = .none
            case .submit(let text):
                overlay = .none
                return runConsole(text, line: &line)
            }
            return []
        case .none:
            break
        }
        guard let action = keyMap.action(for: key) else { return [] }
        if let event = action.event {
            runner.apply(event)
            return []
        }
        switch action {
        case .toggleConnection:
            runner.apply(state.mode == .disconnected ? .connect : .disconnect)
        case .nextProfile:
            let named = DisplayProfile.named
            let index = named.firstIndex(of: state.profile).map { ($0 + 1) % named.count } ?? 0
            runner.apply(.profile(named[index]))
            show("Display: \(named[index].name ?? "") \(named[index].spec)")
        case .screenshot:
            // The next number whose file is not there yet: never overwrite an earlier one.
            repeat { screenshots += 1 } while LocalFile.exists(Self.screenshotPath(screenshots))
            let path = Self.screenshotPath(screenshots)
            show("Saved the display to \(path)")
            return [.screenshot(path: path)]
        case .help:
            overlay = .help(page: 0)
        case .console:
            overlay = .console(ConsoleLine())
        case .quit:
            isFinished = true
        default:
            break
        }
        return []
    }

    /// Handles the mouse: a click on the display touches it, the wheel
    /// turns the knob, the middle button presses it.
    public mutating func handle(_ mouse: MouseInput, in composition: TerminalComposer.Composition) {
        if case .help = overlay { overlay = .none }
        switch mouse {
        case .click(let column, let row):
            guard let cell = composition.displayCell(column: column, row: row) else { return }
            runner.apply(.touch(column: cell.column, row: cell.row))
        case .middleClick:
            runner.apply(.press)
        case .wheel(let detents):
            runner.apply(.rotate(detents))
        }
    }

    /// Lets real time pass.
    public mutating func advance(by seconds: Double) {
        runner.advance(by: seconds)
        if let current = message, state.clock >= current.until { message = nil }
    }

    /// Seconds until the frame can change by itself.
    public var secondsToNextChange: Double {
        let untilMessage = message.map { max(0, $0.until - state.clock) } ?? .infinity
        return min(runner.secondsToNextChange, untilMessage)
    }

    /// Shows a line under the display for a few seconds.
    public mutating func show(_ text: String) {
        message = (TextFit.sanitize(text), state.clock + Self.messageSeconds)
    }

    /// The terminal's frame.
    public func compose(columns: Int, rows: Int) -> TerminalComposer.Composition {
        TerminalComposer.compose(
            runner.screen, profile: state.profile, columns: columns, rows: rows,
            chrome: TerminalComposer.Chrome(overlay: overlay, message: message?.text, keyMap: keyMap), glyphs: state.glyphs)
    }

    private mutating func runConsole(_ text: String, line: inout ConsoleLine) -> [Request] {
        let commands: [Command]
        do {
            commands = try CommandParser.parse(text)
        } catch {
            line.fail(error.message)
            overlay = .console(line)
            return []
        }
        var requests: [Request] = []
        for command in commands {
            switch runner.run(command) {
            case .screenshot(let path)?:
                requests.append(.screenshot(path: path))
                show("Saved the display to \(path)")
            case .help?:
                overlay = .help(page: 0)
            case .quit?:
                isFinished = true
            case .failed(let reason)?:
                line.fail(reason)
                overlay = .console(line)
                return requests
            case .theme(let name)?:
                switch runner.useTheme(named: name) {
                case .success(let theme):
                    self.theme = theme
                    show("Theme: \(theme.name)")
                case .failure(let failure):
                    line.fail(failure.diagnostics.first.map { "\(name):\($0.location): \($0.message)" } ?? name)
                    overlay = .console(line)
                    return requests
                }
            case nil:
                break
            }
        }
        return requests
    }
}
