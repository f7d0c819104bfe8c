/// What a scenario's app does besides answering taps: its connect step,
/// what happens at set times, what the phone can do, and how it reacts to
/// the car's session configuration.
public struct AppEvents: Equatable, Sendable {
    /// Run after the root is set, on every connect.
    public var connect: [Action]
    /// Actions at seconds after the session starts, in time order.
    public var timeline: [TimelineEntry]
    /// Named phone-side events (`select station-3`) that the console and
    /// scripts fire with `phone NAME`.
    public var phone: [String: [Action]]
    /// Run when the car switches to an appearance (contentStyle).
    public var appearance: [Appearance: [Action]]
    /// Run when limited UI (driving) turns on (true) or off (false).
    public var limitedUI: [Bool: [Action]]

    public init(
        connect: [Action] = [], timeline: [TimelineEntry] = [], phone: [String: [Action]] = [:],
        appearance: [Appearance: [Action]] = [:], limitedUI: [Bool: [Action]] = [:]
    ) {
        self.connect = connect
        self.timeline = timeline.sorted { $0.at < $1.at }
        self.phone = phone
        self.appearance = appearance
        self.limitedUI = limitedUI
    }
}

/// Actions the app takes at a moment of the session.
public struct TimelineEntry: Equatable, Sendable {
    /// Seconds after the session starts.
    public var at: Double
    public var actions: [Action]

    public init(at: Double, actions: [Action]) {
        self.at = at
        self.actions = actions
    }
}
