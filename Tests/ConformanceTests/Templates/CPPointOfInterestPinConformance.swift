import CarPlay
import CarPlayTesting
import Testing

/// A place's selected pin (iOS 16): kept. headunit marks the selected
/// place with the focus ring on its pin.
@MainActor struct CPPointOfInterestPinConformance {
    @Test(
        "a place made with a selected pin keeps both pins and shows in the picker",
        .apple("carplay/cppointofinterest/init(location:title:subtitle:summary:detailtitle:detailsubtitle:detailsummary:pinimage:selectedpinimage:)"))
    func selectedPinIsKept() async throws {
        let pin = UIImage(systemName: "bolt")!, selected = UIImage(systemName: "bolt.fill")!
        let place = CPPointOfInterest(
            location: TemplateSamples.place("Alpha"), title: "Alpha", subtitle: nil, summary: nil, detailTitle: nil, detailSubtitle: nil,
            detailSummary: nil, pinImage: pin, selectedPinImage: selected)
        #expect(place.pinImage === pin && place.selectedPinImage === selected)
        let car = try await CPPointOfInterestTemplateConformance.car(
            CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: [place], selectedIndex: NSNotFound))
        #expect(car.controls.first { $0.id == "poi.0" }?.label.contains("Alpha") == true)
    }
}
