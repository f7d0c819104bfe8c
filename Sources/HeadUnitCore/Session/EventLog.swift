/// The latest events of a session, as the inspector lists them: the
/// driver's inputs, the car's changes, the app's timers and the phone,
/// each with the clock it came at.
public struct EventLog: Equatable, Sendable {
    /// How many it keeps.
    public static let capacity = 10

    /// The kept events, oldest first.
    public private(set) var entries: [Entry] = []

    public init() {}

    /// One event: when, and what, written as a console command reads.
    public struct Entry: Equatable, Sendable {
        public let clock: Double
        let wording: Wording

        /// What happened, as the inspector writes it (put into words when read).
        public var text: String {
            switch wording {
            case .written(let text): text
            case .command(let message): CommandText.text(of: message) ?? ""
            }
        }
    }

    /// An event's words: written when it came, or, for a driver's input
    /// that a command names (a knob step), only when something reads them.
    enum Wording: Equatable, Sendable {
        case written(String)
        case command(SessionMessage)
    }

    /// Adds an event, dropping the oldest past the capacity.
    mutating func add(_ text: String, at clock: Double) {
        add(.written(text), at: clock)
    }

    /// Adds an event in its words, dropping the oldest past the capacity.
    mutating func add(_ wording: Wording, at clock: Double) {
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append(Entry(clock: clock, wording: wording))
    }
}
