/// How a car writes distances and times: in the app's unit, miles
/// (feet under a tenth) or kilometres (metres under one), times as
/// "15 min" or "1 h 5 min", and the arrival as a clock time.
public enum DistanceUnit: String, Equatable, Sendable, CaseIterable {
    case mi, km

    /// `5.2 mi`, `0.3 mi`, `500 ft`; `12 km`, `800 m`.
    public func format(_ distance: Double) -> String {
        let value = max(0, distance)
        switch self {
        case .mi where value < 0.1: return "\(Int((value * 5280 / 50).rounded()) * 50) ft"
        case .km where (value * 1000 / 50).rounded() * 50 < 1000: return "\(Int((value * 1000 / 50).rounded()) * 50) m"
        case .mi, .km: return "\(Self.oneDecimal(value)) \(rawValue)"
        }
    }

    /// One decimal under 10, whole numbers from 10: `5.2`, `12`.
    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        if tenths >= 100 { return "\(Int(value.rounded()))" }
        return "\(tenths / 10).\(tenths % 10)"
    }
}

/// Times as a car shows them.
public enum TravelTime {
    /// `15 min`, `1 h 5 min`, `2 h`; under a minute, `1 min`.
    public static func format(_ seconds: Double) -> String {
        let minutes = max(1, Int((seconds / 60).rounded(.up)))
        if minutes < 60 { return "\(minutes) min" }
        return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
    }

    /// The clock time `seconds` after `clock` seconds past midnight, to
    /// the next whole minute as the time left is: `10:02`.
    public static func arrival(afterSeconds seconds: Double, fromClock clock: Double) -> String {
        let total = Int(((clock + max(0, seconds)) / 60).rounded(.up)) % (24 * 60)
        let hour = total / 60, rest = total % 60
        return "\(hour):\(rest < 10 ? "0" : "")\(rest)"
    }
}
