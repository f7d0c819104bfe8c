/// A change of what an app shows: its interface controller before and
/// after one message (a push, a pop, the car's back button, a modal).
public struct ShownChange: Equatable, Sendable {
    /// The app, by its index among the session's apps.
    public let app: Int
    public let before: InterfaceController
    public let after: InterfaceController

    public init(app: Int, before: InterfaceController, after: InterfaceController) {
        self.app = app
        self.before = before
        self.after = after
    }
}
