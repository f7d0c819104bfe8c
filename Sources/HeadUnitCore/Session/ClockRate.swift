/// How fast the car's clock runs against real time in the terminal: `10x`
/// fast-forwards a demo (a drive's 15 minutes to the first turn in 90
/// seconds). Headless commands run on a virtual clock anyway; `sleep N` is
/// N seconds of the car's clock at any rate.
public enum ClockRate {
    /// The rates accepted.
    public static let range = 0.1...60.0

    /// `10x` (or `10`) as 10; nil outside `range`.
    public static func parse(_ text: String) -> Double? {
        let number = text.hasSuffix("x") || text.hasSuffix("X") ? String(text.dropLast()) : text
        guard let rate = Double(number), rate.isFinite, range.contains(rate) else { return nil }
        return rate
    }

    /// `10x`, `0.5x`.
    public static func text(_ rate: Double) -> String {
        rate == rate.rounded() ? "\(Int(rate))x" : "\(rate)x"
    }
}
