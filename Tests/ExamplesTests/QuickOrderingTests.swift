import CarPlay
import CarPlayTesting
import Testing

@testable import QuickOrderingApp

/// Coastal Coffee: ordering by knob and by touch, the hand-over to the
/// car's Maps and Phone, and the alert without location services.
@MainActor struct QuickOrderingTests {
    private func coffee(authorized: Bool = true) async throws -> TestCar {
        try await TestCar(category: .quickFood, name: "Coastal Coffee") {
            let locations = LocationService()
            locations.isAuthorized = authorized
            return CarPlaySceneDelegate(locations: locations)
        }
    }

    @Test func withoutLocationServicesAnAlertAsksForThem() async throws {
        let car = try await coffee(authorized: false)
        try await car.connect()
        let alert = try #require(car.presentedTemplate as? CPAlertTemplate)
        #expect(alert.titleVariants == ["Please enable location services."])
        #expect(car.focus?.label == "Ok", "the alert's one action has the knob")
        try car.expectScreen(matching: "location-denied")
        try await car.press()
        #expect(car.presentedTemplate == nil)
        let tabs = try #require(car.rootTemplate as? CPTabBarTemplate)
        #expect(tabs.templates.isEmpty && !car.screen.contains("Options"), "Ok leaves an empty tab bar")
    }

    @Test func orderingByTheKnob() async throws {
        let car = try await coffee()
        try await car.connect()
        #expect(car.enabledControls.contains("Map") && car.enabledControls.contains("Menu"), "the tabs, by their titles")
        let tabs = car.controls.filter { $0.id.hasPrefix("tab.") }
        #expect(tabs.map(\.drawn) == ["⌖ Map", "◡ Menu"], "with their images' glyphs")
        #expect(car.focus?.label.contains("Main St") == true)
        try await car.press()
        #expect(car.focus?.label == "Order" && car.screen.contains("Open until 9 pm"))
        try await car.press()
        let menu = try #require(car.topTemplate as? CPListTemplate)
        #expect(car.templates.count == 2 && menu.title == "Order at Main St")
        try await car.press()
        let confirmation = try #require(car.presentedTemplate as? CPAlertTemplate)
        #expect(confirmation.titleVariants == ["Latte ordered at Main St."])
        try await car.press()
        #expect(car.presentedTemplate == nil && car.topTemplate === menu)
    }

    @Test func directionsAndCallHandOverToTheCar() async throws {
        let car = try await coffee()
        try await car.connect()
        try await car.tap("Harbor")
        try await car.tap("Directions")
        #expect(car.screen.contains("Directions to 8 Harbor Blvd"))
        try await car.back()
        try await car.tap("Order")
        try await car.tap("Call")
        #expect(car.screen.contains("555-0101"))
        try await car.back()
        #expect((car.topTemplate as? CPListTemplate)?.title == "Order at Harbor")
    }

    @Test func aLabelSeveralControlsShowOrNoneIsRefusedNamingTheCandidates() async throws {
        let car = try await coffee()
        try await car.connect()
        try await car.tap("Menu")
        #expect((car.topTemplate as? CPListTemplate)?.title == "Menu")
        let several = await #expect(throws: TestCarError.self) { try await car.tap("$4") }
        #expect(several?.candidates == ["list.0.0 \"Latte $4.50\"", "list.0.1 \"Cappuccino $4.25\"", "list.0.2 \"Cold Brew $4.00\""])
        let none = await #expect(throws: TestCarError.self) { try await car.tap("Espresso") }
        #expect(none?.candidates?.contains("list.0.3 \"Drip Coffee $2.75\"") == true)
        #expect(none?.description.hasPrefix("no control shows \"Espresso\"; the display shows ") == true)
    }
}
