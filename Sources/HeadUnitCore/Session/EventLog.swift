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
        public let text: String
    }

    /// Adds an event, dropping the oldest past the capacity.
    mutating func add(_ text: String, at clock: Double) {
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append(Entry(clock: clock, text: text))
    }
}
