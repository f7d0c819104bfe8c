/// The car's home screen: a tile for every app, the scenarios' apps in the
/// order given and then the car's own (Maps, Phone, Music) where no app of
/// that kind is loaded, in pages of as many as the display holds (8 at the
/// standard size, as CarPlay shows, fewer on a narrow display).
public struct HomeScreen: Equatable, Sendable {
    /// What a tile opens.
    public enum Tile: Equatable, Sendable {
        /// The app at this index of the session's apps.
        case app(Int)
        case builtIn(BuiltInApp)
    }

    public let tiles: [Tile]
    /// Tiles across and down on a page.
    public let columns: Int
    public let rows: Int

    /// A tile's width and height, in points.
    static let tileWidth = 88
    static let tileHeight = GridLayout.buttonHeight + 16

    /// The home screen of `state`'s apps on its display.
    public init(_ state: SessionState) {
        var tiles = state.apps.indices.map(Tile.app)
        for builtIn in BuiltInApp.allCases where !state.apps.contains(where: { $0.app.category == builtIn.category }) {
            tiles.append(.builtIn(builtIn))
        }
        self.tiles = tiles
        let geometry = state.geometry
        columns = min(5, max(2, geometry.appWidth / Self.tileWidth))
        rows = min(4, max(1, (geometry.bodyHeight - 16) / Self.tileHeight))
    }

    /// Tiles on a page.
    public var perPage: Int { columns * rows }

    /// How many pages the tiles take.
    public var pages: Int { max(1, (tiles.count + perPage - 1) / perPage) }

    /// The page that holds tile `index`.
    public func page(of index: Int) -> Int { index / perPage }

    /// The tile indices of a page, row by row.
    public func rows(ofPage page: Int) -> [[Int]] {
        let first = page * perPage
        let onPage = Array(first..<min(tiles.count, first + perPage))
        return stride(from: 0, to: onPage.count, by: columns).map { Array(onPage[$0..<min(onPage.count, $0 + columns)]) }
    }

    /// The name and glyph a tile shows.
    public func label(of tile: Tile, in state: SessionState) -> (name: String, glyph: String) {
        switch tile {
        case .app(let index): (state.apps[index].app.name, state.apps[index].app.initial)
        case .builtIn(let builtIn): (builtIn.name, builtIn.glyph)
        }
    }

    /// What is wrong with the apps' names on one home screen: two named
    /// alike, or alike but for case (which `open` then tells apart only by
    /// the case written), one warning for each group, in the apps' order.
    public static func nameClashes(of apps: [App]) -> [String] {
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for app in apps {
            let key = app.name.lowercased()
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(app.name)
        }
        return order.compactMap { key in
            guard let names = groups[key], names.count > 1 else { return nil }
            let quoted = names.map { "\"\($0)\"" }
            if Set(names).count == 1 {
                return "\(names.count) apps are named \(quoted[0]); open and the home screen cannot tell them apart, and `open \(names[0])` opens the first"
            }
            return "the apps \(quoted.joined(separator: ", ")) differ only in case; `open` opens the one whose name is written exactly"
        }
    }

    /// The tile a name opens: an app by its name (as written, else in any case), or a word of
    /// it when only one app has that word, or one of the car's own apps.
    func tile(named name: String, in state: SessionState) -> Tile? {
        let labels = tiles.map { label(of: $0, in: state).name }
        // The name as written wins over one that differs only in case.
        if let exact = labels.firstIndex(of: name) { return tiles[exact] }
        let wanted = name.lowercased()
        let names = labels.map { $0.lowercased() }
        if let exact = names.firstIndex(of: wanted) { return tiles[exact] }
        let partial = names.indices.filter { names[$0].split(separator: " ").contains { $0 == wanted } || names[$0].hasPrefix(wanted) }
        if partial.count == 1 { return tiles[partial[0]] }
        return BuiltInApp(rawValue: wanted).map { .builtIn($0) }
    }

    /// The focus `detents` tiles on from `focus`, through the pages,
    /// stopping at the ends.
    func focus(_ focus: Int, rotatedBy detents: Int) -> Int {
        tiles.isEmpty ? focus : min(max(focus + detents, 0), tiles.count - 1)
    }

    /// The focus after a nudge: the tile that way on the page, and past a
    /// page's side the next page.
    func focus(_ focus: Int, nudged direction: Direction) -> Int {
        let page = page(of: focus)
        let area = FocusArea.grid("home", rows(ofPage: page).map { $0.map(ControlID.homeApp) })
        if case .homeApp(let index)? = area.spatialNeighbour(of: .homeApp(focus), direction) { return index }
        switch direction {
        case .right where page + 1 < pages: return (page + 1) * perPage
        case .left where page > 0: return page * perPage - 1
        default: return focus
        }
    }

    /// The focus after a swipe: the first tile of the page before or after.
    func focus(_ focus: Int, swipedTowardsNext towardsNext: Bool) -> Int {
        let target = page(of: focus) + (towardsNext ? 1 : -1)
        return target >= 0 && target < pages ? target * perPage : focus
    }
}
