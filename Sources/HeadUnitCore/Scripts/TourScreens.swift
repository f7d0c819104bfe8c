/// The screens of the embedded tour and the knob routes that reach them
/// from its start: one table, which the golden frames, the bench, the
/// gallery (`snapshot --screen`) and the README's pictures all use.
public enum TourScreens {
    /// A screen of the tour: its name and the commands that reach it.
    public struct Screen: Sendable, Equatable {
        /// `now-playing`: lower case, words joined by `-`.
        public let name: String
        public let keys: String
        /// True for the screens that show one template kind each, as the
        /// gallery and the bench show them.
        public let showsATemplate: Bool

        /// The name with spaces: `now playing`.
        public var title: String { String(name.map { $0 == "-" ? " " : $0 }) }
    }

    private static let right = "dpad rotate right"

    /// Every screen, the template screens first.
    public static let all: [Screen] = [
        Screen(name: "tab-bar", keys: "", showsATemplate: true),
        Screen(name: "list", keys: "dpad click", showsATemplate: true),
        Screen(name: "grid", keys: "\(right); dpad click", showsATemplate: true),
        Screen(name: "information", keys: "\(right); \(right); dpad click", showsATemplate: true),
        Screen(name: "now-playing", keys: "\(right); \(right); \(right); dpad click", showsATemplate: true),
        Screen(name: "alert", keys: "\(right); \(right); \(right); \(right); dpad click", showsATemplate: true),
        Screen(name: "action-sheet", keys: "dpad flick right; dpad click", showsATemplate: true),
        Screen(name: "world", keys: "dpad flick right; \(right); dpad click", showsATemplate: false),
        Screen(name: "browse", keys: "dpad up; \(right); dpad click", showsATemplate: false),
        Screen(name: "about", keys: "dpad up; \(right); \(right); dpad click", showsATemplate: false),
        Screen(name: "downloads", keys: "dpad up; \(right); dpad click; dpad down; \(right); \(right); \(right); dpad click", showsATemplate: false),
    ]

    /// The screens that show one template kind each.
    public static var templates: [Screen] { all.filter(\.showsATemplate) }

    /// The screen named `name`.
    public static func named(_ name: String) -> Screen? { all.first { $0.name == name } }
}
