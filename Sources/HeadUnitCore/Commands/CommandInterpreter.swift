/// Runs the command language (the console's, scripts', `--keys`'s) on a
/// driver: each command is a message, a wait on the virtual clock, a check
/// of what shows, or an effect the host carries out (a screenshot, a theme).
public enum CommandInterpreter {
    /// Why a command could not be done.
    public struct Failure: Error, Equatable, Sendable {
        /// `expect` for an expectation that did not hold, else `command`.
        public let rule: ScriptRule
        public let reason: String

        public init(rule: ScriptRule, reason: String) {
            self.rule = rule
            self.reason = reason
        }
    }

    /// Runs one command on `driver`; returns what it asks of the host.
    @discardableResult
    public static func run(_ command: Command, on driver: inout SessionDriver) throws(Failure) -> [Effect] {
        var memory = LayoutMemory()
        return try run(command, on: &driver, memory: &memory)
    }

    /// Runs one command, an `expect` laying the screen out with the parts
    /// of the last one copied from `memory` where they show the same (a
    /// script's commands, one step after another).
    static func run(_ command: Command, on driver: inout SessionDriver, memory: inout LayoutMemory) throws(Failure) -> [Effect] {
        if let input = command.input, let refusal = driver.state.refusal(of: input) {
            throw Failure(rule: .carInput, reason: "\(CommandText.text(of: command) ?? "this command"): \(refusal)")
        }
        switch command {
        case .input(let message): driver.send(message)
        case .tap(let x, let y):
            driver.send(.touch(x: x, y: y))
        case .tapControl(let control):
            let region: ControlRegion
            switch Expectation.find(control, on: driver.screen) {
            case .success(let found): region = found
            case .failure(let problem): throw Failure(rule: .command, reason: "tap: \(problem.text); tap X Y touches a point")
            }
            driver.send(region.touchedInTheMiddle(on: driver.state))
        case .drag(let fromX, let fromY, let toX, let toY):
            driver.send(.drag(fromX: fromX, fromY: fromY, toX: toX, toY: toY, on: driver.state))
        case .profile(let profile): driver.send(.profile(profile))
        case .sleep(let seconds): driver.advance(by: seconds)
        case .screenshot(let path): return [.screenshot(.path(path))]
        case .help: return [.showHelp(nil)]
        case .helpOn(let verb): return [.showHelp(verb)]
        case .open(let name):
            guard let tile = driver.state.tile(named: name) else {
                let home = driver.state.homeScreen
                let names = home.tiles.map { home.label(of: $0, in: driver.state).name }
                throw Failure(rule: .command, reason: "no app is named '\(name)'; the head unit has: \(names.joined(separator: ", "))")
            }
            driver.send(.open(tile))
        case .quit: return [.quit]
        case .theme(let name): return [.loadTheme(name)]
        case .type(let text): driver.send(.keyboard(.text(text)))
        case .phone(let name):
            guard driver.state.app(withPhoneEvent: name) != nil else {
                let known = Set(driver.state.apps.flatMap { $0.app.events.phone.keys }).sorted()
                let list = known.isEmpty ? "the scenario has none" : "the scenario has: \(known.joined(separator: ", "))"
                throw Failure(rule: .command, reason: "no phone event '\(name)'; \(list)")
            }
            driver.send(.phone(name))
        case .expect(let expectation):
            let state = driver.state
            if let failure = expectation.failure(in: state, screen: Layout.screen(for: state, reusing: &memory)) {
                throw Failure(rule: .expect, reason: failure)
            }
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
    public static func run(_ commands: [Command], on driver: inout SessionDriver, host: Host) -> Ending {
        var memory = LayoutMemory()
        return run(commands, on: &driver, host: host, memory: &memory)
    }

    /// Runs commands as `run(_:on:host:)` does, their `expect`s reusing `memory`.
    static func run(_ commands: [Command], on driver: inout SessionDriver, host: Host, memory: inout LayoutMemory) -> Ending {
        for command in commands {
            let effects: [Effect]
            do {
                effects = try run(command, on: &driver, memory: &memory)
            } catch {
                return .failed(rule: error.rule, reason: error.reason)
            }
            for effect in effects {
                if effect == .quit { return .quit }
                switch host(effect, driver) {
                case .loadedTheme(let theme): driver.send(.glyphs(theme.glyphs))
                case .failed(let reason): return .failed(rule: .request, reason: reason)
                case .differs(let reason): return .failed(rule: .expect, reason: reason)
                case .done, .savedScreenshot: break
                }
            }
        }
        return .completed
    }
}
