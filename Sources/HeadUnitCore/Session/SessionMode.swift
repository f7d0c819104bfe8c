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
    /// One of the car's own apps, opened from the home screen or the dock
    /// where no scenario fills its place; back returns home.
    case builtIn(BuiltInApp)
    /// CarPlay Dashboard: the home screen's split view, the navigation
    /// app's map and its shortcut buttons beside now playing.
    case dashboard
}

extension SessionMode {
    /// Whether the app is there, on screen or under a system screen: its
    /// templates stay, and what it does still changes them.
    var showsApp: Bool {
        switch self {
        case .app, .system: true
        case .home, .disconnected, .ended, .builtIn, .dashboard: false
        }
    }
}

/// The car's own apps that stand in on the home screen and the dock where
/// no scenario of that kind is loaded: Maps for navigation, Phone for
/// communication, Music for audio.
public enum BuiltInApp: String, Equatable, Sendable, CaseIterable {
    case maps, phone, music

    /// Its name under its icon.
    public var name: String {
        switch self {
        case .maps: "Maps"
        case .phone: "Phone"
        case .music: "Music"
        }
    }

    /// Its icon's glyph.
    public var glyph: String {
        switch self {
        case .maps: "➤"
        case .phone: "☎"
        case .music: "♫"
        }
    }

    /// The category of the apps that take its place.
    public var category: AppCategory {
        switch self {
        case .maps: .navigation
        case .phone: .communication
        case .music: .audio
        }
    }

    /// What its stand-in screen says.
    public var blurb: String {
        switch self {
        case .maps: "No destination. Directions an app asks for open here."
        case .phone: "No call. Numbers an app calls open here."
        case .music: "The car's own music. Nothing from it is playing."
        }
    }
}
