/// What the display shows besides the app's templates.
public enum SessionMode: Equatable, Sendable {
    /// The app's templates.
    case app
    /// The car's home screen, after the home button.
    case home
    /// No phone: the app is not on screen.
    case disconnected
    /// The app broke a CarPlay rule and was ended, as a car ends it.
    case ended(RuleViolation)
}
