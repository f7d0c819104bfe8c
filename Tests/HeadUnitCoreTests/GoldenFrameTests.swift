import Foundation
import HeadUnitCore
import HeadUnitTestSupport
import Testing

/// Golden frames: every template at every named profile, and the fixtures
/// for wide text, limits, text variants, density 2 and the system screens.
/// A changed frame is a reviewed change (HEADUNIT_RECORD=1 re-records).
struct GoldenFrameTests {
    /// A screen to record: what it shows and how to get there from the start.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let keys: String
        /// A scenario of Fixtures/, else of Scenarios/ with `shipped`, else the tour.
        var fixture: String? = nil
        var shipped: String? = nil
        var density: Density = .one
        /// With the instrument cluster attached, drawn beside the display.
        var cluster = false

        var testDescription: String { name }
    }

    /// A screen of the tour, named as its goldens are (`nowplaying`).
    static func tour(_ name: String, golden: String? = nil, density: Density = .one) -> Case {
        let screen = TourScreens.named(name)!
        return Case(name: golden ?? screen.name.replacingOccurrences(of: "-", with: ""), keys: screen.keys, density: density)
    }

    static let templates = TourScreens.templates.map { tour($0.name) }

    @Test(arguments: templates, DisplayProfile.named)
    func templateAtProfile(_ test: Case, _ profile: DisplayProfile) throws {
        try check(test, profile: profile)
    }

    static let fixtures: [(Case, DisplayProfile)] = [
        (tour("world", golden: "wide-characters"), .standard),
        (tour("world", golden: "wide-characters"), .minimum),
        (tour("browse", golden: "variants"), .minimum),
        (tour("browse", golden: "variants"), .wide),
        (tour("downloads", golden: "empty-list"), .standard),
        (tour("about", golden: "two-column"), .standard),
        (Case(name: "information-limits", keys: "dpad click; dpad up; dpad flick right; dpad flick right", fixture: "limits"), .standard),
        (Case(name: "grid-limits", keys: "dpad rotate right; dpad click", fixture: "limits"), .wide),
        (Case(name: "alert-limits", keys: "dpad rotate right; dpad rotate right; dpad click", fixture: "limits"), .standard),
        (tour("list", density: .two), .standard),
        (tour("now-playing", density: .two), .wide),
        (tour("alert", density: .two), .standard),
        (Case(name: "home", keys: "keycode home"), .standard),
        (Case(name: "disconnected", keys: "disconnect"), .standard),
        (Case(name: "touched", keys: "tap 400 270"), .standard),
        (Case(name: "custom-profile", keys: ""), try! DisplayProfile.parse("1280x720@2x")),
    ]

    /// The category templates, from the shipped flows: a point of interest
    /// (picker and card), a contact, message items, and the car's Siri and
    /// Maps screens.
    static let categoryTemplates = [
        Case(name: "poi", keys: "", shipped: "ordering"),
        Case(name: "poi-card", keys: "dpad click", shipped: "ordering"),
        Case(name: "contact", keys: "dpad up; dpad rotate right; dpad click; dpad down; dpad click", shipped: "messages"),
        Case(name: "messages", keys: "", shipped: "messages"),
    ]

    @Test(arguments: categoryTemplates, DisplayProfile.named)
    func categoryTemplateAtProfile(_ test: Case, _ profile: DisplayProfile) throws {
        try check(test, profile: profile)
    }

    static let categoryFixtures: [(Case, DisplayProfile)] = [
        (Case(name: "poi", keys: "", shipped: "ordering", density: .two), .standard),
        (Case(name: "poi-panning", keys: "dpad right; dpad click; dpad right", shipped: "charging"), .standard),
        (Case(name: "contact", keys: "dpad up; dpad rotate right; dpad click; dpad down; dpad click", shipped: "messages", density: .two), .standard),
        (Case(name: "siri", keys: "dpad click", shipped: "messages"), .standard),
        (Case(name: "maps", keys: "dpad click; dpad click", shipped: "charging"), .standard),
        (Case(name: "phone", keys: "dpad up; dpad rotate right; dpad click; dpad down; dpad click; dpad click", shipped: "messages"), .portrait),
    ]

    @Test(arguments: categoryFixtures)
    func categoryFixture(_ test: Case, _ profile: DisplayProfile) throws {
        try check(test, profile: profile)
    }

    /// The navigation templates, from the shipped flow: the map, search,
    /// trip previews, voice control, guidance and a navigation alert.
    static let navigation = [
        Case(name: "map", keys: "", shipped: "navigation"),
        Case(name: "search", keys: NavigationScreens.search + "; type coffee", shipped: "navigation"),
        Case(name: "trip-previews", keys: NavigationScreens.tripPreviews, shipped: "navigation"),
        Case(name: "voice-control", keys: "dpad up; dpad click", shipped: "navigation"),
        Case(name: "guidance", keys: NavigationScreens.guidance, shipped: "navigation"),
        Case(name: "navigation-alert", keys: NavigationScreens.guidance + "; sleep 1080", shipped: "navigation"),
    ]

    @Test(arguments: navigation, DisplayProfile.named)
    func navigationTemplateAtProfile(_ test: Case, _ profile: DisplayProfile) throws {
        try check(test, profile: profile)
    }

    static let navigationFixtures: [(Case, DisplayProfile)] = [
        (Case(name: "guidance", keys: NavigationScreens.guidance, shipped: "navigation", density: .two), .standard),
        (Case(name: "guidance", keys: NavigationScreens.guidance, shipped: "navigation", density: .two), .wide),
        (Case(name: "search-driving", keys: NavigationScreens.search + "; restrict all; type coffee", shipped: "navigation"), .standard),
        (Case(name: "panning", keys: "dpad rotate right; dpad rotate right; dpad click; dpad right", shipped: "navigation"), .standard),
        (Case(name: "cluster-idle", keys: "", shipped: "navigation", cluster: true), .standard),
        (Case(name: "cluster-guidance", keys: NavigationScreens.guidance, shipped: "navigation", cluster: true), .standard),
        (Case(name: "cluster-guidance", keys: NavigationScreens.guidance, shipped: "navigation", density: .two, cluster: true), .wide),
    ]

    @Test(arguments: navigationFixtures)
    func navigationFixture(_ test: Case, _ profile: DisplayProfile) throws {
        try check(test, profile: profile)
    }

    @Test(arguments: fixtures)
    func fixture(_ test: Case, _ profile: DisplayProfile) throws {
        try check(test, profile: profile)
    }

    private func check(_ test: Case, profile: DisplayProfile) throws {
        let scenario = test.fixture.map(Fixtures.scenario) ?? test.shipped.map(Fixtures.shipped) ?? ScenarioLoader.tour
        var driver = try Headless.run(test.keys, scenario: scenario, profile: profile, density: test.density)
        if test.cluster { try CommandInterpreter.run(.input(.cluster(true)), on: &driver) }
        let density = test.density == .one ? "" : "-d\(test.density.rawValue)"
        let name = "\(test.name)-\(profile.name ?? profile.spec)\(density).txt"
        let title = "\(test.name) · \(profile) · density \(test.density.rawValue) · keys \"\(test.keys)\""
        let screen = driver.screen
        let document = ScreenDocument.text(of: Screen(frame: driver.picture, controls: screen.controls, focus: screen.focus), title: title)
        let outcome = GoldenFile(name, besides: #filePath).compare(document)
        #expect(outcome == .matches, "\(outcome)")
    }
}
