/// What the car remembers of one template on screen: where focus rests,
/// the last focus of each focus area, and how far its body is scrolled.
public struct TemplateView: Equatable, Sendable {
    /// The focused control; nil until focus first lands on the template.
    public var focus: ControlID?
    /// The last focused control of each focus area, by area name.
    public var memory: [String: ControlID] = [:]
    /// Scroll offset of the body, in points.
    public var scrollTop = 0
    /// Where the focused control sits: where focus goes when that control
    /// is gone (a list trimmed while driving, a row disabled).
    public var focusPlace: FocusPlace?
    /// The part of its map on screen, once the driver has panned it; nil
    /// shows the region that fits its places.
    public var mapRegion: MapRegion?
    /// True while the knob pans the map (after a press on it).
    public var isPanning = false

    public init(focus: ControlID? = nil) { self.focus = focus }

    /// Focus on `control` of `area`, remembered as the area's last and with its place.
    mutating func focus(on control: ControlID, in area: FocusArea) {
        focus = control
        memory[area.name] = control
        focusPlace = area.index(of: control).map { FocusPlace(area: area.name, index: $0) }
    }
}

/// A control's place: its focus area, and its index in the area's controls.
public struct FocusPlace: Equatable, Sendable {
    public let area: String
    public let index: Int
}
