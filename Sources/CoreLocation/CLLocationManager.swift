import Foundation

/// STAND-IN for `CLLocationManagerDelegate`: told of locations, failures and authorisation.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// New locations, the latest last.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// No location could be had.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
    /// The authorisation changed (iOS 14).
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The authorisation changed (before iOS 14).
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}

/// STAND-IN for `CLAuthorizationStatus`: what the user allowed.
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
}

/// The best accuracy, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best accuracy.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// A hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// A kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Every movement.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// STAND-IN for `CLLocationManager`: the car's position, as the app asks
/// for it. The head unit has no GPS: a position is the one the environment
/// variable `HEADUNIT_LOCATION` gives as `latitude,longitude` (a scenario's
/// place, say); without it a request fails with `CLError.locationUnknown`,
/// as a phone without a fix does. Asking for authorisation grants it while
/// in use. The delegate is called on the main queue, after the call that
/// asked, as on iOS.
open class CLLocationManager: NSObject, @unchecked Sendable {
    /// Told of locations and authorisation.
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy the app wants; kept.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The movement, in metres, before a new location; kept.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// Whether updates go on in the background; kept.
    open var allowsBackgroundLocationUpdates = false
    /// What the user allowed.
    open private(set) var authorizationStatus = CLAuthorizationStatus.notDetermined
    /// The position last delivered.
    open private(set) var location: CLLocation?
    private let environment: [String: String]

    public override init() {
        environment = ProcessInfo.processInfo.environment
        super.init()
    }

    init(environment: [String: String]) {
        self.environment = environment
        super.init()
    }

    /// Whether the device can tell its position: it can, from the environment.
    open class func locationServicesEnabled() -> Bool { true }

    /// Asks to use the position while the app is in use: granted.
    open func requestWhenInUseAuthorization() { authorize(.authorizedWhenInUse) }

    /// Asks to use the position always: granted.
    open func requestAlwaysAuthorization() { authorize(.authorizedAlways) }

    /// Delivers the position once.
    open func requestLocation() { deliver() }

    /// Delivers the position; the head unit's does not move, so once.
    open func startUpdatingLocation() { deliver() }

    /// Stops the updates.
    open func stopUpdatingLocation() {}

    /// The position `HEADUNIT_LOCATION` names, if it is two numbers.
    var configuredLocation: CLLocation? {
        let parts = environment["HEADUNIT_LOCATION"]?.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) } ?? []
        guard parts.count == 2, CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: parts[0], longitude: parts[1])) else { return nil }
        return CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: parts[0], longitude: parts[1]), altitude: 0, horizontalAccuracy: 5, verticalAccuracy: -1, course: -1,
            speed: 0, timestamp: Date())
    }

    private func authorize(_ status: CLAuthorizationStatus) {
        guard authorizationStatus == .notDetermined else { return }
        authorizationStatus = status
        DispatchQueue.main.async { [self] in
            delegate?.locationManagerDidChangeAuthorization(self)
            delegate?.locationManager(self, didChangeAuthorization: status)
        }
    }

    private func deliver() {
        let found = configuredLocation
        DispatchQueue.main.async { [self] in
            guard let found else {
                delegate?.locationManager(self, didFailWithError: CLError(.locationUnknown))
                return
            }
            location = found
            delegate?.locationManager(self, didUpdateLocations: [found])
        }
    }
}

/// STAND-IN for `CLError`: why CoreLocation could not answer.
public struct CLError: Error, Equatable, Sendable {
    /// The reason.
    public let code: Code

    public init(_ code: Code) { self.code = code }

    /// STAND-IN for `CLError.Code`.
    public enum Code: Int, Sendable {
        case locationUnknown = 0
        case denied = 1
        case network = 2
        case geocodeFoundNoResult = 8
    }
}

/// STAND-IN for `CLGeocoder`: the address of a position. The head unit has
/// no geocoding service: a request finds no result, as offline.
open class CLGeocoder: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    /// Calls `completionHandler` on the main queue with no placemark and `CLError.geocodeFoundNoResult`.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        DispatchQueue.main.async { completionHandler(nil, CLError(.geocodeFoundNoResult)) }
    }

    /// Calls `completionHandler` on the main queue with no placemark and `CLError.geocodeFoundNoResult`.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        DispatchQueue.main.async { completionHandler(nil, CLError(.geocodeFoundNoResult)) }
    }
}
