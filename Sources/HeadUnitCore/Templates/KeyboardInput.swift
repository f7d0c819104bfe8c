/// What the keyboard does to a text field.
public enum KeyboardInput: Equatable, Sendable {
    /// Characters typed.
    case text(String)
    /// The last character taken back.
    case deleteBackward
}
