/// What layout produces: the frame and its control map.
///
/// Touch, the focus engine and tests read the control map; nothing parses
/// glyphs back out of the frame.
public struct Screen: Equatable, Sendable {
    public var frame: Frame
    /// Controls on screen, topmost last (a modal's controls follow the
    /// template under it).
    public var controls: [ControlRegion]
    /// The focused control, when the ring shows.
    public var focus: ControlID?

    public init(frame: Frame, controls: [ControlRegion] = [], focus: ControlID? = nil) {
        self.frame = frame
        self.controls = controls
        self.focus = focus
    }

    /// The topmost control under a cell, if any.
    public func control(atColumn column: Int, row: Int) -> ControlID? {
        controls.last { $0.rect.contains(col: column, row: row) }?.id
    }

    /// Where a control is on screen.
    public func region(of control: ControlID) -> ControlRegion? {
        controls.last { $0.id == control }
    }
}

/// One control of the control map: its id and the cells it covers.
public struct ControlRegion: Equatable, Sendable {
    public let id: ControlID
    public let rect: Rect
    /// False for a control that shows but cannot be used (a disabled row).
    public let isEnabled: Bool

    public init(id: ControlID, rect: Rect, isEnabled: Bool = true) {
        self.id = id
        self.rect = rect
        self.isEnabled = isEnabled
    }
}
