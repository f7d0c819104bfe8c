/// What a task in a script costs a driver: the inputs by kind, the screens
/// seen, the deepest stack, the time on the session clock, and a static
/// task time estimated with the Keystroke-Level Model (Card, Moran and
/// Newell, 1983), as SAE J2365 estimates in-vehicle task times, to compare
/// with SAE J2364's 15-second rule and NHTSA's 12-second eyes-off-road budget.
public struct TaskCost: Equatable, Sendable {
    /// A kind of driver input.
    public enum Input: String, CaseIterable, Sendable {
        /// Knob detents turned (a flick counts its five).
        case rotations
        case presses
        case nudges
        case touches
        case swipes
        /// The back button.
        case backs
        /// Characters typed on the keyboard.
        case keystrokes
        /// Other hardware buttons: home, media.
        case buttons
    }

    /// A Keystroke-Level Model operator, with its time in seconds as
    /// Card, Moran and Newell (1983) give it.
    public enum Operator: String, CaseIterable, Sendable {
        /// H, homing a hand on a device: the reach from the wheel to the
        /// knob or the screen, and from one to the other. 0.40 s.
        case home = "H"
        /// M, mental preparation: reading a new screen and choosing. 1.35 s.
        case mental = "M"
        /// K, a key or button press, for an average non-secretary typist: a
        /// knob detent, nudge or press, or a hardware button. 0.28 s.
        case key = "K"
        /// P, pointing at a target (their estimate for efficient analogue
        /// pointing devices): a touch or a swipe on the screen. 1.10 s.
        case point = "P"
        /// K for typing random letters: a character typed. 0.50 s.
        case letter = "T"

        public var seconds: Double {
            switch self {
            case .home: 0.40
            case .mental: 1.35
            case .key: 0.28
            case .point: 1.10
            case .letter: 0.50
            }
        }
    }

    /// SAE J2364's limit on a task's static time, in seconds.
    public static let staticTaskLimit = 15.0
    /// NHTSA's (2013) limit on a task's total eyes-off-road time, in
    /// seconds; the static task time is its upper bound.
    public static let eyesOffRoadLimit = 12.0

    /// The task's name: the script's, or the one a `task` line gives.
    public let name: String
    public private(set) var inputs: [Input: Int] = [:]
    /// Template ids, in the order first shown.
    public private(set) var visited: [String] = []
    public private(set) var deepestStack = 0
    /// The most templates the app's category allows, the root counted.
    public let depthLimit: Int
    /// Seconds on the session clock from the task's start to its end.
    public private(set) var clockSeconds = 0.0
    /// How many of each operator the estimate adds up.
    public private(set) var operators: [Operator: Int] = [:]

    private let startClock: Double
    private var hand: Hand?
    private var shown: String?
    private var readNewScreen = true

    /// Where the driver's hand is.
    private enum Hand { case knob, screen, keyboard }

    init(name: String, state: SessionState) {
        self.name = name
        depthLimit = CarPlayLimits.maximumDepth(state.shown.app.category)
        startClock = state.clock
        see(state)
    }

    /// The estimated static task time, in seconds.
    public var estimatedSeconds: Double {
        operators.reduce(0) { $0 + Double($1.value) * $1.key.seconds }
    }

    /// All inputs, of every kind.
    public var inputCount: Int { inputs.values.reduce(0, +) }

    /// Counts a command the driver gives, before it runs.
    mutating func count(_ command: Command) {
        switch command {
        case .input(let message):
            switch message {
            case .rotate(let detents): add(.rotations, abs(detents), hand: .knob, operators: abs(detents))
            case .flick(let direction): add(.rotations, 5 * abs(direction), hand: .knob, operators: 5 * abs(direction))
            case .nudge: add(.nudges, 1, hand: .knob)
            case .press: add(.presses, 1, hand: .knob)
            case .back: add(.backs, 1, hand: nil)
            case .home, .media: add(.buttons, 1, hand: nil)
            case .keyboard(.text(let text)): add(.keystrokes, text.count, hand: .keyboard, operators: text.count, as: .letter)
            case .keyboard(.deleteBackward): add(.keystrokes, 1, hand: .keyboard, as: .letter)
            default: break
            }
        case .type(let text): add(.keystrokes, text.count, hand: .keyboard, operators: text.count, as: .letter)
        case .tap, .tapControl: add(.touches, 1, hand: .screen, as: .point)
        case .drag: add(.swipes, 1, hand: .screen, as: .point)
        default: break
        }
    }

    /// Notes what the display shows after a command.
    mutating func see(_ state: SessionState) {
        let now = state.mode == .app ? state.apps[state.shownApp].controller.active?.rawValue : state.modeName
        if let now, now != shown {
            shown = now
            readNewScreen = true
            if !visited.contains(now) { visited.append(now) }
        }
        deepestStack = max(deepestStack, state.apps[state.shownApp].controller.depth)
        clockSeconds = state.clock - startClock
    }

    private mutating func add(_ input: Input, _ count: Int, hand: Hand?, operators count2: Int = 1, as kind: Operator = .key) {
        guard count > 0 else { return }
        inputs[input, default: 0] += count
        // A new screen is read before the first input on it; a hand moves
        // to the knob, the screen or the keyboard before its first use.
        if readNewScreen {
            operators[.mental, default: 0] += 1
            readNewScreen = false
        }
        if let hand, hand != self.hand {
            operators[.home, default: 0] += 1
            self.hand = hand
        }
        operators[kind, default: 0] += count2
    }
}
