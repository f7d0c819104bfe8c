/// CPInstrumentClusterSetting: whether the car shows something of its own
/// in the instrument cluster (its compass, its speed limit), so that the
/// app's cluster map leaves it out.
public enum CPInstrumentClusterSetting: UInt, Sendable {
    case unspecified = 0, enabled, disabled, userPreference

    /// The setting for a car that shows it (`on`) or not.
    init(_ on: Bool) { self = on ? .enabled : .disabled }
}
