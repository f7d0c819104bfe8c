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
        if pointOfInterestDelegate != nil { conversion.notice("CPPointOfInterestTemplateDelegate is not told of selections or map regions") }
        return .pointOfInterest(
            PointOfInterestTemplate(
                title: title, pointsOfInterest: pointsOfInterest.map { $0.place(conversion) },
                selectedIndex: pointsOfInterest.indices.contains(selectedIndex) ? selectedIndex : nil, barButtons: barButtons(conversion)))
    }
}

/// CPPointOfInterestTemplateDelegate: kept; headunit does not call it.
@preconcurrency @MainActor public protocol CPPointOfInterestTemplateDelegate: NSObjectProtocol {}

/// CPPointOfInterest: a place of the picker and its detail card.
@preconcurrency @MainActor public final class CPPointOfInterest: NSObject {
    public let location: MKMapItem
    public let title: String
    public let subtitle: String?
    public let summary: String?
    public let detailTitle: String?
    public let detailSubtitle: String?
    public let detailSummary: String?
    public let pinImage: UIImage?
    public var primaryButton: CPTextButton?
    public var secondaryButton: CPTextButton?
    public var userInfo: Any?

    public init(
        location: MKMapItem, title: String, subtitle: String?, summary: String?, detailTitle: String?, detailSubtitle: String?, detailSummary: String?,
        pinImage: UIImage?
    ) {
        self.location = location
        self.title = title
        self.subtitle = subtitle
        self.summary = summary
        self.detailTitle = detailTitle
        self.detailSubtitle = detailSubtitle
        self.detailSummary = detailSummary
        self.pinImage = pinImage
    }

    func place(_ conversion: Conversion) -> PointOfInterest {
        let coordinate = location.placemark.coordinate
        return PointOfInterest(
            location: .coordinate(latitude: coordinate.latitude, longitude: coordinate.longitude), title: title, subtitle: subtitle, summary: summary,
            detailTitle: detailTitle, detailSubtitle: detailSubtitle, detailSummary: detailSummary, pinImage: pinImage?.glyph,
            primaryButton: primaryButton?.textButton(conversion), secondaryButton: secondaryButton?.textButton(conversion))
    }
}
