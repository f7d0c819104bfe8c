/// A screen of the car's own that an app hands over to.
public enum SystemScreen: Hashable, Sendable {
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
