/// What headunit shows over the display besides the car's screen.
public enum Overlay: Equatable, Sendable {
    case none
    /// The key bindings, generated from the key map; `page` counts the
    /// times Space was pressed (the composer wraps it to the pages that fit).
    case help(page: Int)
    /// One command of the console explained (`help COMMAND`).
    case command(String)
    /// The command line.
    case console(ConsoleLine)
}
