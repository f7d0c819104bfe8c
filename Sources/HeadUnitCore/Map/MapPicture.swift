/// What a map shows: the app's streets (a grid of streets when it draws
/// none), a route, the car, and pins.
struct MapPicture {
    var streets: [MapStreet] = []
    var route: [MapLocation] = []
    var car: MapLocation?
    var pins: [MapLayout.Pin] = []
    /// Cells that cards and buttons drawn over the map will cover: no
    /// street name is put there, to be cut in half.
    var covered: [Rect] = []
}

/// A street the app draws on its map: its name and its course.
public struct MapStreet: Equatable, Sendable {
    public var name: String
    public var path: [MapLocation]

    public init(name: String, path: [MapLocation]) {
        self.name = name
        self.path = path
    }
}

/// Where map units fall on the cells of a rectangle, for a region.
struct MapProjection {
    let region: MapRegion
    let rect: Rect
    let unitsPerColumn: Double
    let unitsPerRow: Double

    init(_ region: MapRegion, in rect: Rect, density: Density) {
        self.region = region
        self.rect = rect
        unitsPerColumn = region.unitsAcross / Double(max(1, rect.width))
        unitsPerRow = unitsPerColumn * Double(density.cellPointHeight) / Double(density.cellPointWidth)
    }

    /// The cell of a point in map units (it may lie outside the rectangle).
    func cell(x: Double, y: Double) -> (column: Int, row: Int) {
        (
            rect.x + Int(((x - region.centerX) / unitsPerColumn + Double(rect.width) / 2).rounded(.down)),
            rect.y + Int(((y - region.centerY) / unitsPerRow + Double(rect.height) / 2).rounded(.down))
        )
    }

    /// The cell of a location.
    func cell(_ location: MapLocation) -> (column: Int, row: Int) {
        let point = location.mapPoint
        return cell(x: point.x, y: point.y)
    }

    /// The map units at the left and top edges, and across and down.
    var bounds: (left: Double, top: Double, width: Double, height: Double) {
        let width = unitsPerColumn * Double(rect.width), height = unitsPerRow * Double(rect.height)
        return (region.centerX - width / 2, region.centerY - height / 2, width, height)
    }
}
