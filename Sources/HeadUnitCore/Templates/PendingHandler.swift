/// A list row whose handler has not called its completion yet.
public struct PendingHandler: Equatable, Sendable {
    public let template: TemplateID
    public let control: ControlID

    public init(template: TemplateID, control: ControlID) {
        self.template = template
        self.control = control
    }
}
