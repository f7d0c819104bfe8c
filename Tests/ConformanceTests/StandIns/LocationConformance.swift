import Contacts
import MapKit
import Testing

@testable import CoreLocation

/// What a location manager's delegate heard, in order.
final class HeardLocations: NSObject, CLLocationManagerDelegate {
    var heard: [String] = []
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        heard += locations.map { "at \($0.coordinate.latitude),\($0.coordinate.longitude)" }
    }
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) { heard.append("failed \((error as? CLError)?.code ?? .denied)") }
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) { heard.append("authorization \(manager.authorizationStatus)") }
}

/// CoreLocation and MapKit: the car's position, geocoding, local search and
/// map regions, which the surveyed apps' CarPlay files use (Parkuj,
/// Kei-onara!, YouAreHere, EVCharger, Apple's Hoagies). The head unit has no
/// GPS and no search service: a position comes from `HEADUNIT_LOCATION`.
@MainActor struct LocationConformance {
    /// Waits for the main queue to run what was put on it.
    static func drainMain() async { await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } } }

    @Test(
        "asking for authorisation while in use grants it, and the delegate hears it after the call",
        .apple("corelocation/cllocationmanager/requestwheninuseauthorization()"))
    func authorization() async {
        let manager = CLLocationManager(environment: [:])
        let delegate = HeardLocations()
        manager.delegate = delegate
        manager.requestWhenInUseAuthorization()
        #expect(delegate.heard.isEmpty)
        await Self.drainMain()
        #expect(delegate.heard == ["authorization authorizedWhenInUse"])
        #expect(manager.authorizationStatus == .authorizedWhenInUse)
    }

    @Test("requestLocation delivers the position once, or fails when there is none", .apple("corelocation/cllocationmanager/requestlocation()"))
    func requestLocation() async {
        let delegate = HeardLocations()
        let placed = CLLocationManager(environment: ["HEADUNIT_LOCATION": "50.0614, 19.9366"])
        placed.delegate = delegate
        placed.requestLocation()
        let lost = CLLocationManager(environment: ["HEADUNIT_LOCATION": "north"])
        lost.delegate = delegate
        lost.requestLocation()
        await Self.drainMain()
        #expect(delegate.heard == ["at 50.0614,19.9366", "failed locationUnknown"])
        #expect(placed.location?.speed == 0)
        #expect(lost.location == nil)
    }

    @Test("a location made without speed or course has them negative, not known", .apple("corelocation/cllocation/speed"))
    func unknownSpeed() {
        let location = CLLocation(latitude: 37.33, longitude: -122.01)
        #expect(location.speed < 0 && location.course < 0)
        let moving = CLLocation(
            coordinate: location.coordinate, altitude: 10, horizontalAccuracy: 5, verticalAccuracy: 3, course: 90, speed: 13.9, timestamp: Date())
        #expect(moving.speed == 13.9 && moving.course == 90 && moving.horizontalAccuracy == 5)
        #expect(moving.description.hasPrefix("<+37.33000000,-122.01000000> +/- 5.00m (speed 13.90 mps / course 90.00) @ "))
    }

    @Test("the geocoder finds no address offline, on the main queue", .apple("corelocation/clgeocoder/reversegeocodelocation(_:completionhandler:)"))
    func geocoderOffline() async {
        var answer: [CLPlacemark]?? = .none
        var failure: CLError?
        CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 0, longitude: 0)) { placemarks, error in
            answer = .some(placemarks)
            failure = error as? CLError
        }
        await Self.drainMain()
        #expect(answer == .some(nil))
        #expect(failure == CLError(.geocodeFoundNoResult))
    }

    @Test("a local search finds nothing offline; a subclass answers as it likes", .apple("mapkit/mklocalsearch/start(completionhandler:)"))
    func localSearch() async {
        let request = MKLocalSearch.Request(naturalLanguageQuery: "hoagies")
        request.resultTypes = .pointOfInterest
        var failure: MKError?
        MKLocalSearch(request: request).start { response, error in failure = response == nil ? error as? MKError : nil }
        let cancelled = MKLocalSearch(request: request)
        var called = false
        cancelled.start { _, _ in called = true }
        cancelled.cancel()
        await Self.drainMain()
        #expect(failure == MKError(.placemarkNotFound))
        #expect(!called)
    }

    @Test("the world's map rect is the region of the whole Mercator world", .apple("mapkit/mkcoordinateregion/init(_:)"))
    func worldRegion() {
        let world = MKCoordinateRegion(.world)
        #expect(abs(world.center.latitude) < 1e-9 && abs(world.center.longitude) < 1e-9)
        #expect(abs(world.span.longitudeDelta - 360) < 1e-9)
        #expect(abs(world.span.latitudeDelta - 170.102_257_6) < 1e-6)
        let around = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 10), latitudinalMeters: 11_132, longitudinalMeters: 11_132)
        #expect(abs(around.span.latitudeDelta - 0.1) < 1e-9 && abs(around.span.longitudeDelta - 0.1) < 1e-9)
    }

    @Test("a placemark's postal address formats as the lines of a letter", .apple("contacts/cnpostaladdressformatter/string(from:style:)"))
    func postalAddress() {
        let address = CNMutablePostalAddress()
        address.street = "1 Apple Park Way"
        address.city = "Cupertino"
        address.state = "CA"
        address.postalCode = "95014"
        address.country = "United States"
        let placemark = MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 37.33, longitude: -122.01), postalAddress: address)
        let lines = placemark.postalAddress.map { CNPostalAddressFormatter.string(from: $0, style: .mailingAddress) }
        #expect(lines == "1 Apple Park Way\nCupertino CA 95014\nUnited States")
        #expect(placemark.locality == "Cupertino")
        #expect(MKMapItem().name == nil && MKMapItem().placemark.postalAddress?.street == "")
    }
}
