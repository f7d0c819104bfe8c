/// What the car's sensors tell the head unit about driving, by the names
/// the Android Auto DHU gives them: its speed, the gear, the parking brake.
/// A car that moves limits the interface; a parked one lifts the limit.
public struct CarSensors: Equatable, Sendable {
    /// Speed in kilometres an hour.
    public var speed: Double = 0
    public var gear: Gear = .park
    public var parkingBrake = true

    public init() {}

    /// Whether the car counts as driving: it moves, or it is in gear with
    /// the brake off.
    public var isDriving: Bool { speed > 0 || (gear == .drive && !parkingBrake) }

    /// The gear lever.
    public enum Gear: String, Sendable, CaseIterable {
        case park, drive
    }
}

/// The side of the car the driver sits on; the status rail is on it.
public enum DriverSide: String, Sendable, CaseIterable {
    /// Left-hand drive: the rail on the left.
    case left
    /// Right-hand drive: the rail on the right, the frame mirrored.
    case right
}
