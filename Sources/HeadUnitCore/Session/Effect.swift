/// What the session asks of whoever drives it, as a value: the session's
/// update and the commands it runs never touch a clock or a file.
/// `SessionDriver` carries out `schedule` on its clock (real or virtual);
/// the host (the terminal, a headless command) carries out the rest.
public enum Effect: Equatable, Sendable {
    /// Deliver the message after `seconds`.
    case schedule(after: Double, SessionMessage)
    /// Write the display to a file, in the format its name asks for (see `Screenshot`).
    case screenshot(ScreenshotFile)
    /// Load a theme by name or file; the host tells the session the outcome.
    case loadTheme(String)
    /// Show the keys and commands, or explain the command named.
    case showHelp(String?)
    /// Compare the display, as text, with the file at this path (`expect screen`).
    case compareScreen(String)
    /// Give the terminal back to the shell until it continues the process
    /// (Ctrl-Z, then `fg`); the display is drawn again then.
    case suspend
    /// End the session.
    case quit
    /// A hosted app's command did not simply succeed: nothing to act on,
    /// refused, or a CarPlay rule broken (the car ends the app as well).
    case answered(RequestOutcome)
}

/// The file a screenshot goes to.
public enum ScreenshotFile: Equatable, Sendable {
    /// This path.
    case path(String)
    /// `headunit-screenshot-N.txt` with the first N not yet taken, as the
    /// screenshot key writes.
    case nextNumbered
}

/// How the host carried out an effect, told back to the session.
public enum EffectOutcome: Equatable, Sendable {
    /// Done; nothing to tell.
    case done
    /// The screenshot was written to this path.
    case savedScreenshot(String)
    /// An expectation the host checked did not hold: what was expected and found.
    case differs(String)
    /// The theme was loaded.
    case loadedTheme(Theme)
    /// It could not be done: why, as the host tells it.
    case failed(String)
}
