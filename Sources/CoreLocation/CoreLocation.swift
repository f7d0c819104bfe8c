// CoreLocation on Linux: STAND-INS for the location types CarPlay's
// navigation and point-of-interest templates take: places by their
// coordinate, the manager of the car's position and the geocoder.
// `import CoreLocation` brings Foundation, as on iOS.
import Contacts
@_exported import Foundation

/// STAND-IN for `CLLocationDegrees`.
public typealias CLLocationDegrees = Double
/// STAND-IN for `CLLocationDistance`: metres.
public typealias CLLocationDistance = Double
/// STAND-IN for `CLLocationAccuracy`: metres around a location; negative when not known.
public typealias CLLocationAccuracy = Double
/// STAND-IN for `CLLocationSpeed`: metres a second; negative when not known.
public typealias CLLocationSpeed = Double
/// STAND-IN for `CLLocationDirection`: degrees from true north; negative when not known.
public typealias CLLocationDirection = Double
/// STAND-IN for `CLLocationDistanceMax`: the largest distance, for one not known.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude

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

/// `CLLocationCoordinate2DMake`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// `CLLocationCoordinate2DIsValid`: a latitude within ±90° and a longitude within ±180°.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// STAND-IN for `CLLocation`: a coordinate, with its accuracy, the speed
/// and course there, and the distance between two. A negative accuracy,
/// speed or course is not known.
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let speed: CLLocationSpeed
    public let timestamp: Date

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
        super.init()
    }

    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: 0, verticalAccuracy: -1, course: -1, speed: -1, timestamp: timestamp)
    }

    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0, timestamp: Date())
    }

    /// As iOS describes a location: `<+50.06140000,+19.93660000> +/- 5.00m
    /// (speed 0.00 mps / course -1.00) @ ` and the time.
    open override var description: String {
        String(
            format: "<%+.8f,%+.8f> +/- %.2fm (speed %.2f mps / course %.2f) @ %@", coordinate.latitude, coordinate.longitude, horizontalAccuracy, speed,
            course, timestamp.description)
    }

    /// The great-circle distance to `location`, in metres.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let (φ1, φ2) = (coordinate.latitude * radians, location.coordinate.latitude * radians)
        let Δφ = φ2 - φ1
        let Δλ = (location.coordinate.longitude - coordinate.longitude) * radians
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 6_371_000 * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}

/// STAND-IN for `CLPlacemark`: a place's name and location.
open class CLPlacemark: NSObject, @unchecked Sendable {
    public let location: CLLocation?
    open var name: String?
    open var thoroughfare: String?
    open var locality: String?
    /// The part of the city.
    open var subLocality: String?
    /// The state or province.
    open var administrativeArea: String?
    open var postalCode: String?
    open var country: String?
    /// The landmarks at the place (a park, a stadium).
    open var areasOfInterest: [String]?

    public init(location: CLLocation?, name: String?) {
        self.location = location
        self.name = name
        super.init()
    }

    /// The place's address, by the parts the placemark has.
    open var postalAddress: CNPostalAddress? {
        let address = CNMutablePostalAddress()
        address.street = thoroughfare ?? ""
        address.city = locality ?? ""
        address.subLocality = subLocality ?? ""
        address.state = administrativeArea ?? ""
        address.postalCode = postalCode ?? ""
        address.country = country ?? ""
        return address
    }
}
