/// CPPointOfInterestTemplate: a map with up to 12 places, and a picker of
/// them; selecting one shows its detail card with up to two buttons.
public struct PointOfInterestTemplate: Equatable, Sendable {
    /// The picker's title.
    public var title: String
    public var pointsOfInterest: [PointOfInterest]
    /// The place whose detail card shows; nil shows the picker.
    public var selectedIndex: Int?
    /// What the app does when the driver pans the map
    /// (`pointOfInterestTemplate(_:didChangeMapRegion:)`): often an update
    /// of the places.
    public var regionChanged: [Action]
    public var barButtons: BarButtons
    /// The place selected last, where focus returns when its card closes.
    var lastSelectedIndex: Int?

    public init(
        title: String, pointsOfInterest: [PointOfInterest], selectedIndex: Int? = nil, regionChanged: [Action] = [],
        barButtons: BarButtons = BarButtons()
    ) {
        self.title = title
        self.pointsOfInterest = pointsOfInterest
        self.selectedIndex = selectedIndex
        self.regionChanged = regionChanged
        self.barButtons = barButtons
    }

    /// The places CarPlay shows: the first 12.
    public var shownPlaces: ArraySlice<PointOfInterest> { pointsOfInterest.prefix(CarPlayLimits.pointsOfInterest) }

    /// The place whose detail card shows.
    public var selectedPlace: PointOfInterest? { selectedIndex.flatMap { shownPlaces.indices.contains($0) ? shownPlaces[$0] : nil } }

    /// The pin label of the place at `index`: its `pinImage`, else a letter.
    static func pinLabel(_ place: PointOfInterest, index: Int) -> String {
        place.pinImage ?? String(Character(Unicode.Scalar(UInt8(ascii: "A") + UInt8(index % 26))))
    }
}

/// CPPointOfInterest: a place on the map, what the picker and the detail
/// card say of it, and the card's two buttons.
public struct PointOfInterest: Hashable, Sendable {
    public var location: MapLocation
    public var title: String
    public var subtitle: String?
    public var summary: String?
    public var detailTitle: String?
    public var detailSubtitle: String?
    public var detailSummary: String?
    /// A glyph standing in for the pin's image.
    public var pinImage: String?
    public var primaryButton: TextButton?
    public var secondaryButton: TextButton?
    /// What the app does when the driver selects the place and its card
    /// opens (`pointOfInterestTemplate(_:didSelectPointOfInterest:)`).
    public var selected: [Action]

    public init(
        location: MapLocation, title: String, subtitle: String? = nil, summary: String? = nil, detailTitle: String? = nil,
        detailSubtitle: String? = nil, detailSummary: String? = nil, pinImage: String? = nil, primaryButton: TextButton? = nil,
        secondaryButton: TextButton? = nil, selected: [Action] = []
    ) {
        self.location = location
        self.title = title
        self.subtitle = subtitle
        self.summary = summary
        self.detailTitle = detailTitle
        self.detailSubtitle = detailSubtitle
        self.detailSummary = detailSummary
        self.pinImage = pinImage
        self.primaryButton = primaryButton
        self.secondaryButton = secondaryButton
        self.selected = selected
    }

    /// The detail card's buttons, primary first.
    var buttons: [TextButton] { [primaryButton, secondaryButton].compactMap { $0 } }
}

/// A change of a point-of-interest template's places, as
/// `setPointsOfInterest(_:selectedIndex:)` makes it.
public struct PlacesUpdate: Hashable, Sendable {
    public var template: TemplateID
    public var pointsOfInterest: [PointOfInterest]
    public var selectedIndex: Int?

    public init(template: TemplateID, pointsOfInterest: [PointOfInterest], selectedIndex: Int? = nil) {
        self.template = template
        self.pointsOfInterest = pointsOfInterest
        self.selectedIndex = selectedIndex
    }
}
