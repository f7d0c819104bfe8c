import CoreLocation

/// Whether the user let the app know where the car is, and the shops near it.
@MainActor public final class LocationService {
    public var isAuthorized = true

    public init() {}

    struct Shop {
        let name: String
        let address: String
        let phone: String
        let coordinate: CLLocationCoordinate2D
        let open: String
    }

    let shops = [
        Shop(
            name: "Main St", address: "120 Main St", phone: "555-0100", coordinate: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090),
            open: "Open until 9 pm"),
        Shop(
            name: "Harbor", address: "8 Harbor Blvd", phone: "555-0101", coordinate: CLLocationCoordinate2D(latitude: 37.3390, longitude: -122.0150),
            open: "Open until 7 pm"),
        Shop(
            name: "Civic Center", address: "1 Civic Plaza", phone: "555-0102", coordinate: CLLocationCoordinate2D(latitude: 37.3300, longitude: -122.0020),
            open: "Open 24 hours"),
    ]
}
