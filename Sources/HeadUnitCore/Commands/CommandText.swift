/// A command written back in the command language, as `headunit run
/// --record` writes a session: what the parser reads, it reads again.
public enum CommandText {
    /// The line for `command`; nil for one the language cannot say (text
    /// holding a double quote, which has no escape).
    public static func text(of command: Command) -> String? {
        switch command {
        case .input(let message): text(of: message)
        case .tap(let x, let y): "tap \(x) \(y)"
        case .tapControl(let control): quoted(control).map { "tap \($0)" }
        case .drag(let fromX, let fromY, let toX, let toY): "drag \(fromX) \(fromY) \(toX) \(toY)"
        case .profile(let profile): "profile \(profile.name ?? profile.spec)"
        case .screenshot(let path): quoted(path).map { "screenshot \($0)" }
        case .help: "help"
        case .quit: "quit"
        case .type(let text): quoted(text).map { "type \($0)" }
        case .sleep(let seconds): "sleep \(TaskCostFormat.seconds(seconds))"
        case .phone(let event): quoted(event).map { "phone \($0)" }
        case .expect(let expectation): text(of: expectation).map { "expect \($0)" }
        case .task(let name): quoted(name).map { "task \($0)" }
        case .expectScreen(let path): quoted(path).map { "expect screen \($0)" }
        case .theme(let name): quoted(name).map { "theme \($0)" }
        case .open(let name): quoted(name).map { "open \($0)" }
        case .helpOn(let verb): "help \(verb)"
        }
    }

    /// The line for a message the driver or the car sends; nil for one
    /// no command gives as it is (a touch in cells, a clock tick).
    static func text(of message: SessionMessage) -> String? {
        switch message {
        case .rotate(let detents): Array(repeating: detents > 0 ? "dpad rotate right" : "dpad rotate left", count: abs(detents)).joined(separator: "; ")
        case .flick(let direction): direction > 0 ? "dpad flick right" : "dpad flick left"
        case .nudge(let direction): "dpad \(direction.rawValue)"
        case .press: "dpad click"
        case .back: "dpad back"
        case .home: "keycode home"
        case .dashboard: "keycode dashboard"
        case .media(let key): "keycode \(key.rawValue)"
        case .keyboard(.text(let text)): quoted(text).map { "type \($0)" }
        case .keyboard(.deleteBackward): "keycode del"
        case .appearance(let change): change.rawValue
        case .restrict(let on): on ? "restrict all" : "restrict none"
        case .connect: "connect"
        case .disconnect: "disconnect"
        case .profile(let profile): "profile \(profile.name ?? profile.spec)"
        case .cluster(let on): on ? "cluster on" : "cluster off"
        case .clusterControl(let control): "cluster \(control.words)"
        case .clockRate(let rate): "clock \(ClockRate.text(rate))"
        case .phone(let event): quoted(event).map { "phone \($0)" }
        case .driverSide(let side): "drive \(side.rawValue)"
        case .speed(let speed): "speed \(TaskCostFormat.seconds(speed))"
        case .gear(let gear): "gear \(gear.rawValue)"
        case .parkingBrake(let on): "parking_brake \(on ? "on" : "off")"
        case .inspector(let on): "inspect \(on ? "on" : "off")"
        case .touch, .drag, .tick, .complete, .timeline, .glyphs, .open, .request: nil
        }
    }

    private static func text(of expectation: Expectation) -> String? {
        switch expectation {
        case .text(let text): quoted(text).map { "text \($0)" }
        case .noText(let text): quoted(text).map { "no text \($0)" }
        case .cluster(let text): quoted(text).map { "cluster \($0)" }
        case .focus(let control): quoted(control).map { "focus \($0)" }
        case .enabled(let control): quoted(control).map { "enabled \($0)" }
        case .disabled(let control): quoted(control).map { "disabled \($0)" }
        case .template(let id): "template \(id)"
        case .depth(let depth): "depth \(depth)"
        case .modal(let kind): "modal \(kind)"
        case .limited(let on): "limited \(on ? "on" : "off")"
        case .spinner(let control): quoted(control).map { "spinner \($0)" }
        case .appearance(let appearance): "appearance \(appearance.rawValue)"
        case .playing(let track): "playing \(track)"
        case .paused: "paused"
        }
    }

    /// A word as the parser reads it back: bare when it can be, quoted when
    /// it holds a space, `;` or `#`; nil when it holds a quote.
    static func quoted(_ word: String) -> String? {
        guard !word.contains("\""), !word.contains(where: \.isNewline) else { return nil }
        let plain = !word.isEmpty && !word.contains { $0 == " " || $0 == "\t" || $0 == ";" || $0 == "#" || $0.isNewline }
        return plain ? word : "\"\(word)\""
    }
}
