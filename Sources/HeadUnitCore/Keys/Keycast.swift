/// What an input looks like in a demo's keycast strip, under the display:
/// `⟳ rotate`, `● press`, `‹ back`, `tap 412,230`. Nil for a command a
/// driver does not give (a check, a screenshot, a task boundary).
public enum Keycast {
    public static func label(of command: Command) -> String? {
        switch command {
        case .input(let message): label(of: message)
        case .tap(let x, let y): "☝ tap \(x),\(y)"
        case .tapControl(let control): "☝ tap “\(control)”"
        case .drag(let fromX, let fromY, let toX, let toY): "☝ swipe \(fromX),\(fromY) → \(toX),\(toY)"
        case .type(let text): "⌨ \(text)"
        case .phone(let event): "☎ phone: \(event)"
        case .profile(let profile): "▭ \(profile.name ?? profile.spec)"
        case .sleep(let seconds): "… \(TaskCostFormat.seconds(seconds)) s"
        case .open(let name): "⌂ open \(name)"
        case .screenshot, .help, .helpOn, .quit, .expect, .task, .expectScreen, .theme: nil
        }
    }

    private static func label(of message: SessionMessage) -> String? {
        switch message {
        case .rotate(let detents): detents > 0 ? "⟳ rotate" : "⟲ rotate"
        case .flick(let direction): direction > 0 ? "⟳⟳ flick" : "⟲⟲ flick"
        case .nudge(let direction): "\(arrow(direction)) nudge"
        case .press: "● press"
        case .back: "‹ back"
        case .home: "⌂ home"
        case .dashboard: "◧ dashboard"
        case .media(let key): "♪ \(key.rawValue.replacing("media_", with: "").replacing("_", with: " "))"
        case .keyboard(.text(let text)): "⌨ \(text)"
        case .keyboard(.deleteBackward): "⌫ delete"
        case .appearance(let change): change == .night ? "☾ night" : change == .day ? "☀ day" : "☀☾ day/night"
        case .restrict(let on): on ? "▲ driving: limited UI" : "■ parked"
        case .connect: "⇄ connect"
        case .disconnect: "⇹ disconnect"
        case .cluster(let on): on ? "▣ cluster on" : "▢ cluster off"
        case .clusterControl(let control): "▣ cluster \(control.words)"
        case .clockRate(let rate): "⏩ clock \(ClockRate.text(rate))"
        case .speed(let speed): "▲ \(TaskCostFormat.seconds(speed)) km/h"
        case .gear(let gear): gear == .drive ? "▲ gear: drive" : "■ gear: park"
        case .parkingBrake(let on): on ? "■ parking brake on" : "▲ parking brake off"
        case .driverSide(let side): "⇆ drive \(side.rawValue)"
        case .touch, .drag, .profile, .tick, .complete, .timeline, .phone, .glyphs, .open, .inspector, .request: nil
        }
    }

    private static func arrow(_ direction: Direction) -> String {
        switch direction {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        }
    }
}

/// Seconds as reports and strips show them: `12.4`, `3`, `0.5`.
public enum TaskCostFormat {
    public static func seconds(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        var text = "\(hundredths / 100)"
        let rest = hundredths % 100
        if rest != 0 { text += "." + (rest < 10 ? "0\(rest)" : rest % 10 == 0 ? "\(rest / 10)" : "\(rest)") }
        return text
    }
}
