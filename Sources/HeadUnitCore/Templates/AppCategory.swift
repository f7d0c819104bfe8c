/// The CarPlay entitlement of an app, which decides its templates and limits.
public enum AppCategory: String, CaseIterable, Sendable {
    case audio, communication, navigation
    case evCharging, parking, fueling, drivingTask, quickFood

    /// The name a person reads: "EV charging", "driving task".
    public var displayName: String {
        switch self {
        case .audio: "audio"
        case .communication: "communication"
        case .navigation: "navigation"
        case .evCharging: "EV charging"
        case .parking: "parking"
        case .fueling: "fueling"
        case .drivingTask: "driving task"
        case .quickFood: "quick food ordering"
        }
    }

    /// The deepest the template stack may go, the root counted.
    public var maximumDepth: Int {
        switch self {
        case .fueling: 3
        case .drivingTask, .quickFood: 2
        default: 5
        }
    }

    /// The most tabs a tab bar may have.
    public var maximumTabs: Int { self == .audio ? 4 : 5 }

    /// Whether the entitlement may use a kind of template.
    public func allows(_ kind: TemplateKind) -> Bool {
        switch kind {
        case .list, .grid, .tabBar, .alert, .actionSheet: true
        case .information: self != .audio
        case .nowPlaying: self == .audio || self == .communication
        }
    }
}
