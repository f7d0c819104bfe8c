/// What headunit shows over the display besides the car's screen.
public enum Overlay: Equatable, Sendable {
    case none
    /// The key bindings, generated from the key map.
    case help
    /// The command line.
    case console(ConsoleLine)
}
