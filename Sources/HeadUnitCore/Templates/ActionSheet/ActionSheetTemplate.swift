/// CPActionSheetTemplate: a modal sheet of choices rising from the bottom.
public struct ActionSheetTemplate: Equatable, Sendable {
    public var title: String?
    public var message: String?
    public var actions: [AlertAction]

    public init(title: String? = nil, message: String? = nil, actions: [AlertAction]) {
        self.title = title
        self.message = message
        self.actions = actions
    }
}
