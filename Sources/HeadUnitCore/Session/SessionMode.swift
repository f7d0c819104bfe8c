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
    /// A screen of the car's own over the app (Siri reading a message,
    /// Maps or Phone opened by a URL); back returns to the app, whose
    /// templates stay as they were.
    case system(SystemScreen)
}

extension SessionMode {
    /// Whether the app is there, on screen or under a system screen: its
    /// templates stay, and what it does still changes them.
    var showsApp: Bool {
        switch self {
        case .app, .system: true
        case .home, .disconnected, .ended: false
        }
    }
}

/// A screen of the car's own that an app hands over to.
public enum SystemScreen: Equatable, Sendable {
    /// Siri reading a conversation aloud: "Anna said: On my way".
    case siri(reading: String)
    /// Maps, asked for directions to a place.
    case maps(destination: String)
    /// Phone, calling a number or a name.
    case phone(calling: String)

    /// Its name, as scripts and the rail say it.
    public var name: String {
        switch self {
        case .siri: "Siri"
        case .maps: "Maps"
        case .phone: "Phone"
        }
    }
}
