/// Glyphs of like meaning for the shape of a maneuver, as a car draws the
/// navigation metadata an app gives it: an arrow for the way out of a
/// junction, a circling arrow for a roundabout.
public enum ManeuverGlyph {
    /// The arrow for a way that leaves `degrees` from straight ahead
    /// (negative to the left): straight, slight, turn, sharp, and at the
    /// back a U-turn, which turns across the oncoming traffic: to the left
    /// where traffic keeps right.
    public static func arrow(degrees: Double, leftHandTraffic: Bool) -> String {
        var angle = degrees.truncatingRemainder(dividingBy: 360)
        if angle > 180 { angle -= 360 } else if angle <= -180 { angle += 360 }
        let left = angle < 0
        switch abs(angle) {
        case ..<22.5: return "↑"
        case ..<67.5: return left ? "↖" : "↗"
        case ..<112.5: return left ? "↰" : "↱"
        case ..<157.5: return left ? "↙" : "↘"
        default: return uTurn(leftHandTraffic: leftHandTraffic)
        }
    }

    /// A U-turn: across the oncoming traffic.
    public static func uTurn(leftHandTraffic: Bool) -> String { leftHandTraffic ? "↷" : "↶" }

    /// A roundabout, driven clockwise where traffic keeps left, with the
    /// exit to take when one is given: `↺2`.
    public static func roundabout(leftHandTraffic: Bool, exit: Int? = nil) -> String {
        (leftHandTraffic ? "↻" : "↺") + (exit.map(String.init) ?? "")
    }

    /// The destination.
    public static let arrival = "⚑"
    /// The start of the route.
    public static let start = "◉"
    /// A ferry.
    public static let ferry = "≈"
}
