/// Everything the status rail shows: two states with the same content
/// draw the same rail, cell for cell, with the same controls (with the
/// same focus, geometry and glyphs, which `Canvas.part` adds).
struct RailContent: Equatable, Sendable {
    let minute: Int
    let connected: Bool
    let night: Bool
    let limitedUI: Bool
    let dock: [RailSlot]
    let showsNowPlaying: Bool
}

/// One icon of the rail's dock: its tile, and the name its label is made
/// from when the tile is an app's (a reloaded app may be named anew).
struct RailSlot: Equatable, Sendable {
    let slot: Int
    let tile: HomeScreen.Tile
    let appName: String?
    let isShown: Bool
}
