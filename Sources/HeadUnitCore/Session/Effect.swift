/// Work `SessionState.apply` asks its driver to do, as a value, so the
/// terminal runs it on the real clock and the headless runner on a virtual
/// one, never sleeping.
public enum Effect: Equatable, Sendable {
    /// Deliver `event` after `seconds`.
    case schedule(after: Double, InputEvent)
}
