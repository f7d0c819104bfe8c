/// The part of the map on screen: its centre, in map units, and how many
/// map units the map's width shows. The height follows the shape of the
/// area it is drawn in.
public struct MapRegion: Equatable, Sendable {
    public var centerX: Double
    public var centerY: Double
    /// Map units across the map's width.
    public var unitsAcross: Double

    public init(centerX: Double, centerY: Double, unitsAcross: Double) {
        self.centerX = centerX
        self.centerY = centerY
        self.unitsAcross = unitsAcross
    }

    /// The region that shows every location with a margin, in an area
    /// `aspect` times as wide as it is tall (points); the whole of a
    /// scenario's 0-1 map when there are none.
    static func fitting(_ locations: [MapLocation], aspect: Double) -> MapRegion {
        let points = locations.map(\.mapPoint)
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(), let minY = points.map(\.y).min(),
            let maxY = points.map(\.y).max()
        else { return MapRegion(centerX: 0.5, centerY: 0.5, unitsAcross: max(1, aspect)) }
        let across = max((maxX - minX) * 1.5, (maxY - minY) * 1.5 * aspect, 0.01)
        return MapRegion(centerX: (minX + maxX) / 2, centerY: (minY + maxY) / 2, unitsAcross: across)
    }

    /// The region moved a quarter of its width (or height) the way a nudge points.
    func panned(_ direction: Direction, aspect: Double) -> MapRegion {
        var moved = self
        let step = unitsAcross / 4
        switch direction {
        case .left: moved.centerX -= step
        case .right: moved.centerX += step
        case .up: moved.centerY -= step / aspect
        case .down: moved.centerY += step / aspect
        }
        return moved
    }

    /// The region moved so that what was under one point of an area
    /// `width` x `height` points is under another: a drag by `dx`, `dy` points.
    func dragged(byX dx: Double, y dy: Double, width: Double) -> MapRegion {
        var moved = self
        let unitsPerPoint = unitsAcross / max(1, width)
        moved.centerX -= dx * unitsPerPoint
        moved.centerY -= dy * unitsPerPoint
        return moved
    }

    /// The region in degrees for a map `aspect` times as wide as tall: the
    /// inverse of `MapLocation.mapPoint` at the centre's latitude.
    public func coordinates(aspect: Double) -> CoordinateRegion {
        let latitude = -centerY
        let cosine = max(MapLocation.cosine(latitude * Double.pi / 180), 0.01)
        return CoordinateRegion(
            latitude: latitude, longitude: centerX / cosine, latitudeDelta: unitsAcross / max(aspect, 0.01), longitudeDelta: unitsAcross / cosine)
    }
}

/// A region of the earth in degrees: its centre and the span it shows,
/// as `MKCoordinateRegion` has them.
public struct CoordinateRegion: Equatable, Sendable {
    public var latitude: Double
    public var longitude: Double
    public var latitudeDelta: Double
    public var longitudeDelta: Double
}
