import Foundation
import HeadUnitCore

/// CPLocationCoordinate3D (iOS 26.4): a place's latitude and longitude in
/// degrees and altitude in metres (`CLLocationDistanceMax` when unknown).
public struct CPLocationCoordinate3D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public var altitude: CLLocationDistance

    public init() { self.init(latitude: 0, longitude: 0, altitude: 0) }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees, altitude: CLLocationDistance) {
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
    }
}

/// CPNavigationWaypoint (iOS 26.4): a place along a route: where it is, how
/// near counts as there, its name and address, the ways in.
public final class CPNavigationWaypoint: NSObject, Sendable {
    public let centerPoint: CPLocationCoordinate3D
    public let locationThreshold: Measurement<UnitLength>?
    public let name: String?
    public let address: String?
    public let entryPoints: [CPLocationCoordinate3D]
    public let timeZone: TimeZone?

    public init(
        centerPoint: CPLocationCoordinate3D, locationThreshold: Measurement<UnitLength>?, name: String?, address: String?,
        entryPoints: [CPLocationCoordinate3D], timeZone: TimeZone?
    ) {
        self.centerPoint = centerPoint
        self.locationThreshold = locationThreshold
        self.name = name
        self.address = address
        self.entryPoints = entryPoints
        self.timeZone = timeZone
    }

    /// The waypoint of a map item: its place and name.
    public convenience init(mapItem: MKMapItem, locationThreshold: Measurement<UnitLength>?, entryPoints: [CPLocationCoordinate3D]) {
        let coordinate = mapItem.placemark.coordinate
        self.init(
            centerPoint: CPLocationCoordinate3D(latitude: coordinate.latitude, longitude: coordinate.longitude, altitude: CLLocationDistanceMax),
            locationThreshold: locationThreshold, name: mapItem.name, address: nil, entryPoints: entryPoints, timeZone: nil)
    }

    /// The map item of the waypoint, for what takes one.
    var mapItem: MKMapItem {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: centerPoint.latitude, longitude: centerPoint.longitude)))
        item.name = name
        return item
    }
}

/// CPMapTemplateWaypoint (iOS 26.4): a waypoint with the estimates to reach it.
@preconcurrency @MainActor public final class CPMapTemplateWaypoint: NSObject {
    public var waypoint: CPNavigationWaypoint
    public var travelEstimates: CPTravelEstimates

    public init(waypoint: CPNavigationWaypoint, travelEstimates: CPTravelEstimates) {
        self.waypoint = waypoint
        self.travelEstimates = travelEstimates
    }
}
