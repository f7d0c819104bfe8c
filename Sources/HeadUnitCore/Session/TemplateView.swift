/// What the car remembers of one template on screen: where focus rests,
/// the last focus of each focus area, and how far its body is scrolled.
public struct TemplateView: Equatable, Sendable {
    /// The focused control; nil until focus first lands on the template.
    public var focus: ControlID?
    /// The last focused control of each focus area, by area name.
    public var memory: [String: ControlID] = [:]
    /// Scroll offset of the body, in points.
    public var scrollTop = 0

    public init(focus: ControlID? = nil) { self.focus = focus }
}
