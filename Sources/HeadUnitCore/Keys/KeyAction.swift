/// What a key binding does: a car input, or something of headunit itself.
public enum KeyAction: String, CaseIterable, Sendable {
    case rotateLeft, rotateRight, flickLeft, flickRight
    case nudgeUp, nudgeDown, nudgeLeft, nudgeRight
    case press, back, home, dashboard
    case playPause, next, previous
    case day, night, toggleAppearance
    case restrictAll, restrictNone, toggleConnection
    case nextProfile, toggleInspector, screenshot, help, console, suspend, quit

    /// The car input it stands for, as the help overlay lists it.
    public var help: String {
        switch self {
        case .rotateLeft: "knob rotate counter-clockwise"
        case .rotateRight: "knob rotate clockwise"
        case .flickLeft: "knob flick back (5 detents)"
        case .flickRight: "knob flick on (5 detents)"
        case .nudgeUp: "knob nudge up"
        case .nudgeDown: "knob nudge down"
        case .nudgeLeft: "knob nudge left"
        case .nudgeRight: "knob nudge right"
        case .press: "knob press"
        case .back: "back button"
        case .home: "home button"
        case .dashboard: "dashboard button (CarPlay Dashboard, and back)"
        case .playPause: "media play / pause"
        case .next: "media next"
        case .previous: "media previous"
        case .day: "day appearance"
        case .night: "night appearance"
        case .toggleAppearance: "toggle day / night"
        case .restrictAll: "limited UI on (driving)"
        case .restrictNone: "limited UI off"
        case .toggleConnection: "connect / disconnect the phone"
        case .nextProfile: "next display profile"
        case .toggleInspector: "inspector beside the display (stack, focus ids, events)"
        case .screenshot: "screenshot to a text file"
        case .help: "this help"
        case .console: "console (commands)"
        case .suspend: "suspend (the shell's fg resumes)"
        case .quit: "quit"
        }
    }

    /// The message it sends the session, for the car inputs.
    public var message: SessionMessage? {
        switch self {
        case .rotateLeft: .rotate(-1)
        case .rotateRight: .rotate(1)
        case .flickLeft: .flick(-1)
        case .flickRight: .flick(1)
        case .nudgeUp: .nudge(.up)
        case .nudgeDown: .nudge(.down)
        case .nudgeLeft: .nudge(.left)
        case .nudgeRight: .nudge(.right)
        case .press: .press
        case .back: .back
        case .home: .home
        case .dashboard: .dashboard
        case .playPause: .media(.playPause)
        case .next: .media(.next)
        case .previous: .media(.previous)
        case .day: .appearance(.day)
        case .night: .appearance(.night)
        case .toggleAppearance: .appearance(.toggle)
        case .restrictAll: .restrict(true)
        case .restrictNone: .restrict(false)
        case .toggleConnection, .nextProfile, .toggleInspector, .screenshot, .help, .console, .suspend, .quit: nil
        }
    }
}
