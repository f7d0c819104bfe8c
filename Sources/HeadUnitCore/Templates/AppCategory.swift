/// The CarPlay entitlement of an app, which decides its templates and
/// limits (`CarPlayLimits`).
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

    /// Whether the entitlement may use a kind of template.
    public func allows(_ kind: TemplateKind) -> Bool { CarPlayLimits.allows(self, kind) }
}
