/// One way a car lets its driver work CarPlay: its touch screen, a rotary
/// knob (and whether the knob nudges), a touchpad, and its buttons.
public enum CarInput: String, CaseIterable, Sendable, Comparable {
    /// The display is a touch screen: taps and drags.
    case touch
    /// A rotary knob: it turns (focus moves in order) and presses.
    case knob
    /// The knob also nudges up, down, left and right.
    case nudge
    /// A touchpad: a swipe moves focus the way it goes, a press selects
    /// (Lexus Remote Touch); it does not touch the display.
    case touchpad
    /// A back button beside the knob or on the wheel.
    case back
    /// A home button (CarPlay's home screen).
    case home
    /// A voice button: Siri.
    case siri
    /// Media keys on the wheel or console: play/pause, next, previous.
    case media

    /// How a message names it: "touch screen", "rotary knob".
    public var noun: String {
        switch self {
        case .touch: "touch screen"
        case .knob: "rotary knob"
        case .nudge: "knob that nudges"
        case .touchpad: "touchpad"
        case .back: "back button"
        case .home: "home button"
        case .siri: "Siri button"
        case .media: "media keys"
        }
    }

    public static func < (left: CarInput, right: CarInput) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }

    /// The inputs any one of which can send `message`; empty for what is
    /// no driver's input (time, the phone, the car's own sensors) or what
    /// every car can do (typing on the car's keyboard).
    static func senders(of message: SessionMessage) -> [CarInput] {
        switch message {
        case .rotate, .flick: [.knob]
        case .nudge: [.nudge, .touchpad]
        case .press: [.knob, .touchpad]
        case .back: [.back]
        case .home: [.home]
        case .dashboard: [.touch, .home]
        case .touch, .drag: [.touch]
        case .media: [.media]
        default: []
        }
    }
}
