import CoreLocation
import Foundation

/// STAND-IN for `MKMapPoint`: a point of the flat Mercator map of the
/// world, whose width and height are `MKMapSize.world`'s.
public struct MKMapPoint: Equatable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init() { self.init(x: 0, y: 0) }

    /// The point of `coordinate`.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let width = MKMapSize.world.width
        let latitude = min(max(coordinate.latitude, -85.051_128_78), 85.051_128_78) * .pi / 180
        self.init(x: (coordinate.longitude + 180) / 360 * width, y: (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * width)
    }

    /// The coordinate of the point.
    public var coordinate: CLLocationCoordinate2D {
        let width = MKMapSize.world.width
        return CLLocationCoordinate2D(latitude: atan(sinh(.pi * (1 - 2 * y / width))) * 180 / .pi, longitude: x / width * 360 - 180)
    }
}

/// STAND-IN for `MKMapSize`: a size on the flat map.
public struct MKMapSize: Equatable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public init() { self.init(width: 0, height: 0) }

    /// The whole world's: 2^28 points a side, as MapKit's.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// STAND-IN for `MKMapRect`: a rectangle of the flat map.
public struct MKMapRect: Equatable, Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize

    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    public init() { self.init(x: 0, y: 0, width: 0, height: 0) }

    /// The whole world.
    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
}

extension MKCoordinateRegion {
    /// The region `rect` covers: its centre, and the degrees between its edges.
    public init(_ rect: MKMapRect) {
        let corner = rect.origin.coordinate
        let opposite = MKMapPoint(x: rect.origin.x + rect.size.width, y: rect.origin.y + rect.size.height).coordinate
        self.init(
            center: MKMapPoint(x: rect.origin.x + rect.size.width / 2, y: rect.origin.y + rect.size.height / 2).coordinate,
            span: MKCoordinateSpan(latitudeDelta: corner.latitude - opposite.latitude, longitudeDelta: opposite.longitude - corner.longitude))
    }

    /// The region around `centerCoordinate`, `latitudinalMeters` from north to
    /// south and `longitudinalMeters` from west to east.
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 111_320.0
        let across = metresPerDegree * max(cos(centerCoordinate.latitude * .pi / 180), 1e-6)
        self.init(
            center: centerCoordinate, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree, longitudeDelta: longitudinalMeters / across))
    }
}
