/// A knob nudge direction.
public enum Direction: String, Sendable, CaseIterable {
    case up, down, left, right
}
