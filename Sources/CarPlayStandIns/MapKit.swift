/// STAND-INS for the CoreLocation and MapKit types CarPlay's navigation
/// and point-of-interest templates take, which Linux does not have:
/// places by their coordinate and name.

/// STAND-IN for `CLLocationDegrees`.
public typealias CLLocationDegrees = Double

/// STAND-IN for `CLLocationCoordinate2D`.
public struct CLLocationCoordinate2D: Equatable, Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }

    public init() { self.init(latitude: 0, longitude: 0) }
}

/// STAND-IN for `MKPlacemark`: a coordinate.
public final class MKPlacemark: Sendable {
    public let coordinate: CLLocationCoordinate2D

    public init(coordinate: CLLocationCoordinate2D) { self.coordinate = coordinate }
}

/// STAND-IN for `MKMapItem`: a place with a name.
@MainActor public final class MKMapItem {
    public let placemark: MKPlacemark
    public var name: String?

    public init(placemark: MKPlacemark) { self.placemark = placemark }
}
