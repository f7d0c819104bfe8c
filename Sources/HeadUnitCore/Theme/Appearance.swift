/// The car's appearance.
public enum Appearance: String, Sendable, CaseIterable {
    case day, night

    /// The other one.
    public var toggled: Appearance { self == .day ? .night : .day }
}
