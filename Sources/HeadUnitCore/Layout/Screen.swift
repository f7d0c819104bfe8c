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

    /// The words a control shows, as a driver reads them: the text drawn in
    /// its cells, row after row, without the ring, boxes and fills around
    /// it. Scripts name controls by it (`expect focus "Grid"`, `tap "Go"`);
    /// it is read only when a script asks, never while laying out.
    public func label(of region: ControlRegion) -> String {
        var words: [Substring] = []
        for row in region.rect.y..<min(region.rect.maxY, frame.height) {
            var text = ""
            for column in region.rect.x..<min(region.rect.maxX, frame.width) where !frame[column, row].isContinuation {
                let glyph = frame.glyph(frame[column, row])
                text += glyph.unicodeScalars.allSatisfy { Self.decoration.contains($0) } ? " " : glyph
            }
            words += text.split(separator: " ")
        }
        return words.joined(separator: " ")
    }

    /// The control whose label is `label`, else the first whose label holds
    /// it, topmost first: how scripts find a control by what it shows.
    public func control(labelled label: String) -> ControlRegion? {
        let labelled = controls.reversed().map { ($0, self.label(of: $0)) }
        return labelled.first { $0.1 == label }?.0 ?? labelled.first { $0.1.contains(label) }?.0
    }

    /// What frames a control rather than labels it: rings, boxes, fills, brackets.
    private static let decoration = Set("▐▌▓░│─╭╮╰╯┃━┏┓┗┛┌┐└┘[]".unicodeScalars)
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
