import CarPlay
import CarPlayTesting
import Testing

/// CPPointOfInterestTemplate and CPPointOfInterest: places on a map and in
/// a picker, and the selected place's card.
@MainActor struct CPPointOfInterestTemplateConformance {
    /// Two chargers: Alpha with its card's lines and buttons, and Beta.
    static func chargers(_ primary: @escaping (CPTextButton) -> Void = { _ in }) -> [CPPointOfInterest] {
        let alpha = TemplateSamples.pointOfInterest(
            "Alpha", subtitle: "1 km", summary: "4 free", detailTitle: "Alpha Station", detailSubtitle: "Open now", detailSummary: "22 kW",
            pin: UIImage(systemName: "bolt"))
        alpha.primaryButton = CPTextButton(title: "Go", textStyle: .confirm, handler: primary)
        alpha.secondaryButton = CPTextButton(title: "Call", textStyle: .normal) { _ in }
        return [alpha, TemplateSamples.pointOfInterest("Beta", subtitle: "2 km", latitude: 37.4)]
    }

    /// An EV charging app's car whose root is `template`.
    static func car(_ template: CPPointOfInterestTemplate) async throws -> TestCar {
        let app = TemplateConformanceApp { _ in template }
        return try await app.connectedCar(.evCharging)
    }

    @Test(
        "a point-of-interest template shows its title and its places in the picker and on the map",
        .apple("carplay/cppointofinteresttemplate/init(title:pointsofinterest:selectedindex:)"))
    func showsThePlaces() async throws {
        let car = try await Self.car(CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: Self.chargers(), selectedIndex: NSNotFound))
        #expect(car.screen.contains("Chargers"))
        #expect(car.controls.filter { $0.id.hasPrefix("poi.") }.map(\.drawn) == ["ϟ Alpha 1 km", "B Beta 2 km"], "\(car.controls)")
        #expect(car.controls.first { $0.id == "map" }?.label.contains("Alpha") == true)
    }

    @Test("the template's title can change while it shows", .apple("carplay/cppointofinteresttemplate/title"))
    func titleChanges() async throws {
        let template = CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: Self.chargers(), selectedIndex: NSNotFound)
        let car = try await Self.car(template)
        await car.phone { template.title = "Fast chargers" }
        #expect(car.screen.contains("Fast chargers"))
    }

    @Test("the places are those the template was given", .apple("carplay/cppointofinteresttemplate/pointsofinterest"))
    func placesAreKept() {
        let places = Self.chargers()
        let template = CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: places, selectedIndex: NSNotFound)
        #expect(template.pointsOfInterest == places)
    }

    @Test("the selected place opens with its card showing", .apple("carplay/cppointofinteresttemplate/selectedindex"))
    func selectedPlaceShowsItsCard() async throws {
        let template = CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: Self.chargers(), selectedIndex: 0)
        #expect(template.selectedIndex == 0)
        let car = try await Self.car(template)
        #expect(car.screen.contains("Alpha Station"))
        #expect(car.controls.contains { $0.id == "poi.button.0" && $0.label == "Go" })
    }

    @Test("setting the places replaces those shown, with the one selected", .apple("carplay/cppointofinteresttemplate/setpointsofinterest(_:selectedindex:)"))
    func setPlaces() async throws {
        let template = CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: Self.chargers(), selectedIndex: NSNotFound)
        let car = try await Self.car(template)
        await car.phone { template.setPointsOfInterest([TemplateSamples.pointOfInterest("Gamma", subtitle: "3 km")], selectedIndex: NSNotFound) }
        #expect(template.pointsOfInterest.count == 1)
        #expect(car.screen.contains("Gamma") && !car.screen.contains("Beta"))
    }

    @Test("the template shows at most twelve places", .apple("carplay/cppointofinteresttemplate"))
    func atMostTwelve() async throws {
        let places = (0..<13).map { TemplateSamples.pointOfInterest("Place \($0)", latitude: 37.3 + Double($0) * 0.01) }
        let car = try await Self.car(CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: places, selectedIndex: NSNotFound))
        try await car.flick()
        try await car.flick()
        try await car.flick()
        #expect(!car.controls.contains { $0.id == "poi.12" }, "\(car.controls)")
        #expect(!car.screen.contains("Place 12"))
    }

    @Test("a point-of-interest template shows its leading bar buttons", .apple("carplay/cppointofinteresttemplate/leadingnavigationbarbuttons"))
    func leadingBarButtons() async throws {
        let template = CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: Self.chargers(), selectedIndex: NSNotFound)
        template.leadingNavigationBarButtons = [CPBarButton(title: "Filter") { _ in }]
        let car = try await Self.car(template)
        #expect(car.controls.contains { $0.id == "nav.leading.0" && $0.label == "Filter" }, "\(car.controls)")
    }

    @Test("a point-of-interest template shows its trailing bar buttons", .apple("carplay/cppointofinteresttemplate/trailingnavigationbarbuttons"))
    func trailingBarButtons() async throws {
        let template = CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: Self.chargers(), selectedIndex: NSNotFound)
        template.trailingNavigationBarButtons = [CPBarButton(title: "List") { _ in }]
        let car = try await Self.car(template)
        #expect(car.controls.contains { $0.id == "nav.trailing.0" && $0.label == "List" }, "\(car.controls)")
    }
}

/// CPPointOfInterest: a place's lines in the picker and on its card, its pin and buttons.
@MainActor struct CPPointOfInterestConformance {
    /// The car with Alpha's card open.
    static func cardOpen(_ primary: @escaping (CPTextButton) -> Void = { _ in }) async throws -> TestCar {
        let template = CPPointOfInterestTemplate(
            title: "Chargers", pointsOfInterest: CPPointOfInterestTemplateConformance.chargers(primary), selectedIndex: NSNotFound)
        let car = try await CPPointOfInterestTemplateConformance.car(template)
        try await car.tap("poi.0")
        return car
    }

    @Test(
        "a place is made with its location, picker lines, card lines and pin",
        .apple("carplay/cppointofinterest/init(location:title:subtitle:summary:detailtitle:detailsubtitle:detailsummary:pinimage:)"))
    func madeWithItsFields() {
        let place = CPPointOfInterestTemplateConformance.chargers()[0]
        #expect(place.title == "Alpha" && place.subtitle == "1 km" && place.summary == "4 free")
        #expect(place.detailTitle == "Alpha Station" && place.detailSubtitle == "Open now" && place.detailSummary == "22 kW")
        #expect(place.location.name == "Alpha" && place.pinImage != nil)
    }

    @Test("a place's title names it in the picker", .apple("carplay/cppointofinterest/title"))
    func titleInThePicker() async throws {
        let car = try await CPPointOfInterestTemplateConformance.car(
            CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: CPPointOfInterestTemplateConformance.chargers(), selectedIndex: NSNotFound))
        #expect(car.controls.first { $0.id == "poi.0" }?.label.contains("Alpha") == true)
    }

    @Test("a place's subtitle shows under its title in the picker", .apple("carplay/cppointofinterest/subtitle"))
    func subtitleInThePicker() async throws {
        let car = try await CPPointOfInterestTemplateConformance.car(
            CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: CPPointOfInterestTemplateConformance.chargers(), selectedIndex: NSNotFound))
        let rows = car.screen.split(separator: "\n")
        let title = try #require(rows.firstIndex { $0.contains("Alpha") })
        #expect(rows[title + 1].contains("1 km"))
    }

    @Test("a place's detail title heads its card", .apple("carplay/cppointofinterest/detailtitle"))
    func detailTitleOnTheCard() async throws {
        let car = try await Self.cardOpen()
        #expect(car.screen.contains("Alpha Station"))
    }

    @Test("a place's detail subtitle shows on its card", .apple("carplay/cppointofinterest/detailsubtitle"))
    func detailSubtitleOnTheCard() async throws {
        let car = try await Self.cardOpen()
        #expect(car.screen.contains("Open now"))
    }

    @Test("a place's detail summary shows on its card", .apple("carplay/cppointofinterest/detailsummary"))
    func detailSummaryOnTheCard() async throws {
        let car = try await Self.cardOpen()
        #expect(car.screen.contains("22 kW"))
    }

    @Test("a place's pin image marks it on the map", .apple("carplay/cppointofinterest/pinimage"))
    func pinOnTheMap() async throws {
        let car = try await CPPointOfInterestTemplateConformance.car(
            CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: CPPointOfInterestTemplateConformance.chargers(), selectedIndex: NSNotFound))
        #expect(car.controls.first { $0.id == "map" }?.label.contains("ϟ Alpha") == true)
    }

    @Test("a place's location puts its pin on the map", .apple("carplay/cppointofinterest/location"))
    func locationPlacesThePin() async throws {
        let north = TemplateSamples.pointOfInterest("North", pin: UIImage(systemName: "house"), latitude: 37.5)
        let south = TemplateSamples.pointOfInterest("South", pin: UIImage(systemName: "star"), latitude: 37.2)
        let car = try await CPPointOfInterestTemplateConformance.car(
            CPPointOfInterestTemplate(title: "Places", pointsOfInterest: [south, north], selectedIndex: NSNotFound))
        let map = try #require(car.controls.first { $0.id == "map" }?.label)
        let northPin = try #require(map.firstIndex(of: "⌂"))
        let southPin = try #require(map.firstIndex(of: "☆"))
        #expect(northPin < southPin, "the northern place is drawn above: \(map)")
    }

    @Test("a place's primary button shows on its card and runs its handler", .apple("carplay/cppointofinterest/primarybutton"))
    func primaryButton() async throws {
        var chosen = 0
        let car = try await Self.cardOpen { _ in chosen += 1 }
        #expect(car.controls.contains { $0.id == "poi.button.0" && $0.label == "Go" })
        try await car.tap("poi.button.0")
        #expect(chosen == 1)
    }

    @Test("a place's secondary button shows on its card", .apple("carplay/cppointofinterest/secondarybutton"))
    func secondaryButton() async throws {
        let car = try await Self.cardOpen()
        #expect(car.controls.contains { $0.id == "poi.button.1" && $0.label == "Call" })
    }

    @Test("a place's user info holds whatever the app keeps with it", .apple("carplay/cppointofinterest/userinfo"))
    func userInfoIsKept() {
        let place = TemplateSamples.pointOfInterest("Alpha")
        place.userInfo = "station-17"
        #expect(place.userInfo as? String == "station-17")
    }
}

/// A point-of-interest delegate that keeps what it heard.
@MainActor private final class Listener: NSObject, CPPointOfInterestTemplateDelegate {
    var regions: [MKCoordinateRegion] = []
    var selected: [String] = []

    func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion) {
        regions.append(region)
    }

    func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didSelectPointOfInterest pointOfInterest: CPPointOfInterest) {
        selected.append(pointOfInterest.title)
    }
}

/// A point-of-interest delegate with only the required method: it counts the regions.
@MainActor private final class RegionOnly: NSObject, CPPointOfInterestTemplateDelegate {
    var heard = 0
    func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion) { heard += 1 }
}

/// CPPointOfInterestTemplateDelegate: what the app hears of the driver's
/// moves on the map and in the picker.
@MainActor struct CPPointOfInterestTemplateDelegateConformance {
    /// An app showing the two chargers with `listener` as the template's delegate.
    private static func car(_ listener: Listener) async throws -> (TestCar, CPPointOfInterestTemplate) {
        let template = CPPointOfInterestTemplate(
            title: "Chargers", pointsOfInterest: CPPointOfInterestTemplateConformance.chargers(), selectedIndex: NSNotFound)
        template.pointOfInterestDelegate = listener
        return (try await CPPointOfInterestTemplateConformance.car(template), template)
    }

    @Test(
        "panning the map tells the delegate the region it shows now, moved the way the driver panned",
        .apple("carplay/cppointofinteresttemplatedelegate/pointofinteresttemplate(_:didchangemapregion:)"))
    func panningTellsTheRegion() async throws {
        let listener = Listener()
        let (car, _) = try await Self.car(listener)
        try await car.nudge(.right)
        try await car.press()
        #expect(car.focus?.id == "map" && listener.regions.isEmpty, "the knob is on the map, which it now pans")
        for nudge in [TestCar.Nudge.right, .left, .up] { try await car.nudge(nudge) }
        #expect(listener.regions.count == 3)
        let (east, start, north) = (try #require(listener.regions.first), listener.regions[1], try #require(listener.regions.last))
        #expect(start.center.latitude > 37 && start.center.latitude < 38, "the region is around the places: \(start)")
        #expect(start.span.latitudeDelta > 0 && start.span.longitudeDelta > 0)
        #expect(east.center.longitude > start.center.longitude && east.center.latitude == start.center.latitude, "right moves the region east")
        #expect(north.center.latitude > start.center.latitude, "up moves the region north")
    }

    @Test(
        "the delegate hears which place the driver selected, as its card opens",
        .apple("carplay/cppointofinteresttemplatedelegate/pointofinteresttemplate(_:didselectpointofinterest:)"))
    func selectionIsTold() async throws {
        let listener = Listener()
        let (car, template) = try await Self.car(listener)
        #expect(listener.selected.isEmpty)
        try await car.tap("poi.1")
        #expect(listener.selected == ["Beta"])
        #expect(template.selectedIndex == 1, "the template's selected index follows the driver")
        #expect(car.screen.contains("Beta"))
    }

    @Test(
        "an app that does not implement the optional selection method still hears the map region",
        .apple("carplay/cppointofinteresttemplatedelegate"))
    func selectionIsOptional() async throws {
        let delegate = RegionOnly()
        let template = CPPointOfInterestTemplate(
            title: "Chargers", pointsOfInterest: CPPointOfInterestTemplateConformance.chargers(), selectedIndex: NSNotFound)
        template.pointOfInterestDelegate = delegate
        let car = try await CPPointOfInterestTemplateConformance.car(template)
        try await car.press()
        #expect(car.screen.contains("Alpha Station"), "the card opened, with no one to tell")
        try await car.back()
        try await car.nudge(.right)
        try await car.press()
        try await car.nudge(.left)
        #expect(delegate.heard == 1)
    }
}
