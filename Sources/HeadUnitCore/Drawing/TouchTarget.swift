/// Where a touch lands. Apple's HIG asks for hit targets of at least
/// 44 x 44 pt (Human Interface Guidelines, "Accessibility": controls);
/// a control drawn smaller (a back chevron, a map button) still answers a
/// touch anywhere in the 44-point square centred on it.
public enum TouchTarget {
    /// The side of the smallest hit target, in points.
    public static let side = 44.0

    /// A rectangle in points.
    public struct Area: Equatable, Sendable {
        public let minX, minY, maxX, maxY: Double

        public func contains(x: Double, y: Double) -> Bool { x >= minX && x < maxX && y >= minY && y < maxY }
        public func overlaps(_ other: Area) -> Bool { minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY }
        var centre: (x: Double, y: Double) { ((minX + maxX) / 2, (minY + maxY) / 2) }
    }

    /// A control's cells, in points.
    public static func drawn(_ rect: Rect, density: Density) -> Area {
        let width = Double(density.cellPointWidth), height = Double(density.cellPointHeight)
        return Area(
            minX: Double(rect.x) * width, minY: Double(rect.y) * height, maxX: Double(rect.maxX) * width, maxY: Double(rect.maxY) * height)
    }

    /// The 44-point square centred on a control (all of it, where an edge
    /// cuts it).
    public static func square(_ region: ControlRegion, density: Density) -> Area {
        let centre = drawn(region.extent, density: density).centre
        return Area(minX: centre.x - side / 2, minY: centre.y - side / 2, maxX: centre.x + side / 2, maxY: centre.y + side / 2)
    }

    /// The control a touch at a point lands on: the topmost one drawn
    /// there, else the one whose square holds the point (the nearest
    /// centre first), else the map under them, which a touch on a map
    /// button's square does not reach.
    public static func control(atX x: Double, y: Double, on screen: Screen, density: Density) -> ControlID? {
        let controls = screen.controls.filter { $0.id != .map }
        if let drawn = controls.last(where: { self.drawn($0.rect, density: density).contains(x: x, y: y) }) { return drawn.id }
        let near = controls.filter { square($0, density: density).contains(x: x, y: y) }
        if let nearest = near.min(by: { distance(from: $0, x: x, y: y, density: density) < distance(from: $1, x: x, y: y, density: density) }) {
            return nearest.id
        }
        return screen.controls.last { $0.id == .map && self.drawn($0.rect, density: density).contains(x: x, y: y) }?.id
    }

    private static func distance(from region: ControlRegion, x: Double, y: Double, density: Density) -> Double {
        let centre = drawn(region.extent, density: density).centre
        return (centre.x - x) * (centre.x - x) + (centre.y - y) * (centre.y - y)
    }
}
