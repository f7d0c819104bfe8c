import Foundation
import HeadUnitCore

/// CPPointOfInterestTemplate: up to 12 places on a map and in a picker;
/// the place selected shows its detail card with up to two buttons.
@preconcurrency @MainActor public final class CPPointOfInterestTemplate: CPTemplate, CPBarButtonProviding {
    public var title: String
    public private(set) var pointsOfInterest: [CPPointOfInterest]
    public private(set) var selectedIndex: Int
    public weak var pointOfInterestDelegate: (any CPPointOfInterestTemplateDelegate)?
    public var leadingNavigationBarButtons: [CPBarButton] = []
    public var trailingNavigationBarButtons: [CPBarButton] = []
    public var backButton: CPBarButton?
    weak var runtime: CarPlayRuntime?

    public init(title: String, pointsOfInterest: [CPPointOfInterest], selectedIndex: Int) {
        self.title = title
        self.pointsOfInterest = pointsOfInterest
        self.selectedIndex = selectedIndex
    }

    public func setPointsOfInterest(_ pointsOfInterest: [CPPointOfInterest], selectedIndex: Int) {
        self.pointsOfInterest = pointsOfInterest
        self.selectedIndex = selectedIndex
    }

    override func body(_ conversion: Conversion) -> TemplateBody {
        .pointOfInterest(
            PointOfInterestTemplate(
                title: title,
                pointsOfInterest: pointsOfInterest.enumerated().map { index, place in
                    place.place(conversion, selected: conversion.action(for: place) { [weak self, weak place] _ in self?.driverSelected(place, at: index) })
                }, selectedIndex: pointsOfInterest.indices.contains(selectedIndex) ? selectedIndex : nil,
                regionChanged: [conversion.action(for: self) { [weak self] _ in self?.driverMovedTheMap() }], barButtons: barButtons(conversion)))
    }

    override func attach(_ runtime: CarPlayRuntime) { self.runtime = runtime }

    /// The driver opened a place's card: it is the selected one, and the delegate hears.
    private func driverSelected(_ place: CPPointOfInterest?, at index: Int) {
        guard let place else { return }
        selectedIndex = index
        pointOfInterestDelegate?.pointOfInterestTemplate(self, didSelectPointOfInterest: place)
    }

    /// The driver panned or zoomed the map: the delegate hears the region it shows now.
    private func driverMovedTheMap() {
        guard let delegate = pointOfInterestDelegate, let region = runtime?.shownMapRegion else { return }
        delegate.pointOfInterestTemplate(
            self,
            didChangeMapRegion: MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: region.latitude, longitude: region.longitude),
                span: MKCoordinateSpan(latitudeDelta: region.latitudeDelta, longitudeDelta: region.longitudeDelta)))
    }
}

/// CPPointOfInterestTemplateDelegate: told when the driver moves the map
/// (the app shows the places of the new region) and opens a place's card.
@preconcurrency @MainActor public protocol CPPointOfInterestTemplateDelegate: NSObjectProtocol {
    func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion)
    func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didSelectPointOfInterest pointOfInterest: CPPointOfInterest)
}

extension CPPointOfInterestTemplateDelegate {
    /// Optional, as in Apple's protocol.
    public func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didSelectPointOfInterest pointOfInterest: CPPointOfInterest) {}
}

/// CPPointOfInterest: a place of the picker and its detail card. Its
/// properties can be set after it is made, as on iOS (Parkuj sets them so).
@preconcurrency @MainActor public final class CPPointOfInterest: NSObject {
    public var location: MKMapItem
    public var title: String
    public var subtitle: String?
    public var summary: String?
    public var detailTitle: String?
    public var detailSubtitle: String?
    public var detailSummary: String?
    public var pinImage: UIImage?
    /// The pin of the place while selected (iOS 16): kept; headunit marks
    /// the selected place with the focus ring on its `pinImage`.
    public var selectedPinImage: UIImage?
    public var primaryButton: CPTextButton?
    public var secondaryButton: CPTextButton?
    public var userInfo: Any?

    /// The largest pin image: headunit's value, as Apple publishes none.
    public class var pinImageSize: CGSize { CGSize(width: 40, height: 40) }
    /// The largest selected pin image: headunit's value, as Apple publishes none.
    public class var selectedPinImageSize: CGSize { CGSize(width: 60, height: 60) }

    public convenience init(
        location: MKMapItem, title: String, subtitle: String?, summary: String?, detailTitle: String?, detailSubtitle: String?, detailSummary: String?,
        pinImage: UIImage?
    ) {
        self.init(
            location: location, title: title, subtitle: subtitle, summary: summary, detailTitle: detailTitle, detailSubtitle: detailSubtitle,
            detailSummary: detailSummary, pinImage: pinImage, selectedPinImage: nil)
    }

    public init(
        location: MKMapItem, title: String, subtitle: String?, summary: String?, detailTitle: String?, detailSubtitle: String?, detailSummary: String?,
        pinImage: UIImage?, selectedPinImage: UIImage?
    ) {
        self.selectedPinImage = selectedPinImage
        self.location = location
        self.title = title
        self.subtitle = subtitle
        self.summary = summary
        self.detailTitle = detailTitle
        self.detailSubtitle = detailSubtitle
        self.detailSummary = detailSummary
        self.pinImage = pinImage
    }

    func place(_ conversion: Conversion, selected: Action) -> PointOfInterest {
        let coordinate = location.placemark.coordinate
        return PointOfInterest(
            location: .coordinate(latitude: coordinate.latitude, longitude: coordinate.longitude), title: title, subtitle: subtitle, summary: summary,
            detailTitle: detailTitle, detailSubtitle: detailSubtitle, detailSummary: detailSummary, pinImage: pinImage?.glyph,
            primaryButton: primaryButton?.textButton(conversion), secondaryButton: secondaryButton?.textButton(conversion), selected: [selected])
    }
}
