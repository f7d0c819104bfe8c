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
    /// How many blocks of scrolling content (rows, headers) layout looked
    /// at to draw this screen: what is on screen, however long the content
    /// (a test holds layout to it). Not part of what the screen is.
    public internal(set) var blocksLaidOut = 0

    public init(frame: Frame, controls: [ControlRegion] = [], focus: ControlID? = nil) {
        self.frame = frame
        self.controls = controls
        self.focus = focus
    }

    public static func == (left: Screen, right: Screen) -> Bool {
        left.frame == right.frame && left.controls == right.controls && left.focus == right.focus
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
        lines(of: region).joined(separator: " ")
    }

    /// The words of each row of a control that shows any: a row's title,
    /// its detail, a tab's glyph and its name.
    func lines(of region: ControlRegion) -> [String] {
        var lines: [String] = []
        for row in region.rect.y..<min(region.rect.maxY, frame.height) {
            var text = ""
            for column in region.rect.x..<min(region.rect.maxX, frame.width) where !frame[column, row].isContinuation {
                let glyph = frame.glyph(frame[column, row])
                text += glyph.unicodeScalars.allSatisfy { Self.decoration.contains($0) } ? " " : glyph
            }
            let words = text.split(separator: " ")
            if !words.isEmpty { lines.append(words.joined(separator: " ")) }
        }
        return lines
    }

    /// The control `label` names: the one whose id it is (`list.0.2`), else
    /// the one whose words, or one of whose rows, are exactly that, else the
    /// one whose words hold it; several, or none, and it is `.ambiguous` or
    /// `.missing` with the labels that could be meant (the candidates, or
    /// every control's when none matches), in drawing order.
    public func match(label: String) -> LabelMatch {
        if let byID = controls.last(where: { $0.id.description == label }) { return .found(byID) }
        // A map is a picture: the places drawn on it do not name it.
        let labelled = controls.reversed().filter { $0.id != .map }.map { (region: $0, lines: self.lines(of: $0)) }.filter { !$0.lines.isEmpty }
            .map { (region: $0.region, lines: $0.lines, label: $0.lines.joined(separator: " ")) }
        let exact = labelled.filter { $0.label == label || $0.lines.contains(label) }
        if exact.count == 1 { return .found(exact[0].region) }
        if exact.count > 1 { return .ambiguous(exact.reversed().map { Self.describe($0.region, $0.label) }) }
        let partial = labelled.filter { $0.label.contains(label) }
        if partial.count == 1 { return .found(partial[0].region) }
        if partial.count > 1 { return .ambiguous(partial.reversed().map { Self.describe($0.region, $0.label) }) }
        return .missing(labelled.reversed().map { Self.describe($0.region, $0.label) })
    }

    /// How a candidate is named in a message: `list.0.1 "Grid"`.
    private static func describe(_ region: ControlRegion, _ label: String) -> String {
        "\(region.id) \"\(TextFit.truncate(label, to: 40))\""
    }

    /// What `match(label:)` found.
    public enum LabelMatch: Equatable, Sendable {
        case found(ControlRegion)
        /// Several controls could be meant: these.
        case ambiguous([String])
        /// None shows the label: these are the controls there are.
        case missing([String])
    }

    /// What frames a control rather than labels it: rings, boxes, fills, brackets.
    private static let decoration = Set("▐▌▓░│─╭╮╰╯┃━┏┓┗┛┌┐└┘[]".unicodeScalars)
}

/// One control of the control map: its id and the cells it covers.
public struct ControlRegion: Equatable, Sendable {
    public let id: ControlID
    /// Its cells on screen.
    public let rect: Rect
    /// False for a control that shows but cannot be used (a disabled row).
    public let isEnabled: Bool
    /// The whole control, where an edge cuts it (a row half scrolled out
    /// of view): its touch square is centred on all of it.
    public let extent: Rect

    public init(id: ControlID, rect: Rect, isEnabled: Bool = true, extent: Rect? = nil) {
        self.id = id
        self.rect = rect
        self.isEnabled = isEnabled
        self.extent = extent ?? rect
    }
}
