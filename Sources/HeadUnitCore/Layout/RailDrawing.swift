/// The status rail as it was last drawn: what it showed, its cells and its
/// controls. A screen whose rail shows the same copies these instead of
/// laying the rail out again (`Layout.screen(for:reusing:)`), so a knob
/// step in the list beside it draws the list alone.
public struct RailDrawing: Sendable {
    var content: RailContent?
    var cells = Frame(width: 0, height: 0)
    var controls: [ControlRegion] = []

    /// Nothing drawn yet: the next screen lays its rail out.
    public init() {}
}

/// Everything the status rail shows: two states with the same content
/// draw the same rail, cell for cell, with the same controls.
struct RailContent: Equatable {
    let minute: Int
    let connected: Bool
    let night: Bool
    let limitedUI: Bool
    let dock: [RailSlot]
    let showsNowPlaying: Bool
    /// The rail's control that has the focus ring, if one has.
    let focus: ControlID?
    let geometry: DisplayGeometry
    let glyphs: Glyphs
}

/// One icon of the rail's dock: its tile, and the name its label is made
/// from when the tile is an app's (a reloaded app may be named anew).
struct RailSlot: Equatable {
    let slot: Int
    let tile: HomeScreen.Tile
    let appName: String?
    let isShown: Bool
}
