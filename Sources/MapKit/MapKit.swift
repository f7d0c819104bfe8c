// MapKit on Linux: STAND-INS for the map items CarPlay's navigation and
// point-of-interest templates take. `import MapKit` brings CoreLocation
// and Foundation, as on iOS.
import Contacts
@_exported import CoreLocation

/// STAND-IN for `MKPlacemark`: a coordinate, with an address.
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D

    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
        super.init(
            location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude),
            name: addressDictionary?["Name"] as? String ?? addressDictionary?["Street"] as? String)
    }

    public convenience init(coordinate: CLLocationCoordinate2D) { self.init(coordinate: coordinate, addressDictionary: nil) }

    /// The place at `coordinate` with the address `postalAddress`.
    public convenience init(coordinate: CLLocationCoordinate2D, postalAddress: CNPostalAddress) {
        self.init(coordinate: coordinate, addressDictionary: nil)
        thoroughfare = postalAddress.street.isEmpty ? nil : postalAddress.street
        subLocality = postalAddress.subLocality.isEmpty ? nil : postalAddress.subLocality
        locality = postalAddress.city.isEmpty ? nil : postalAddress.city
        administrativeArea = postalAddress.state.isEmpty ? nil : postalAddress.state
        postalCode = postalAddress.postalCode.isEmpty ? nil : postalAddress.postalCode
        country = postalAddress.country.isEmpty ? nil : postalAddress.country
    }
}

/// STAND-IN for `MKMapItem`: a place with a name.
open class MKMapItem: NSObject, @unchecked Sendable {
    public let placemark: MKPlacemark
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    public let isCurrentLocation: Bool

    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        name = placemark.name
        isCurrentLocation = false
        super.init()
    }

    /// A map item of no place: a placemark at 0° 0° with no address.
    public override convenience init() { self.init(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D())) }

    private init(currentLocation: MKPlacemark) {
        placemark = currentLocation
        name = "Current Location"
        isCurrentLocation = true
        super.init()
    }

    /// The device's location: "Current Location", at 0° 0° (headunit has no GPS).
    open class func forCurrentLocation() -> MKMapItem { MKMapItem(currentLocation: MKPlacemark(coordinate: CLLocationCoordinate2D())) }
}

/// STAND-IN for `MKCoordinateSpan`: how many degrees a region spans.
public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees

    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }

    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// STAND-IN for `MKCoordinateRegion`: a region of the map, its centre and span.
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }

    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
}
