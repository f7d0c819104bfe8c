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
        var fixture: String? = nil
        var density: Density = .one

        var testDescription: String { name }
    }

    static let r = "dpad rotate right"

    static let templates = [
        Case(name: "tabbar", keys: ""),
        Case(name: "list", keys: "dpad click"),
        Case(name: "grid", keys: "\(r); dpad click"),
        Case(name: "information", keys: "\(r); \(r); dpad click"),
        Case(name: "nowplaying", keys: "\(r); \(r); \(r); dpad click"),
        Case(name: "alert", keys: "\(r); \(r); \(r); \(r); dpad click"),
        Case(name: "actionsheet", keys: "dpad flick right; dpad click"),
    ]

    @Test(arguments: templates, DisplayProfile.named)
    func templateAtProfile(_ test: Case, _ profile: DisplayProfile) throws {
        try check(test, profile: profile)
    }

    static let fixtures: [(Case, DisplayProfile)] = [
        (Case(name: "wide-characters", keys: "dpad flick right; \(r); dpad click"), .standard),
        (Case(name: "wide-characters", keys: "dpad flick right; \(r); dpad click"), .minimum),
        (Case(name: "variants", keys: "dpad up; \(r); dpad click"), .minimum),
        (Case(name: "variants", keys: "dpad up; \(r); dpad click"), .wide),
        (Case(name: "empty-list", keys: "dpad up; \(r); dpad click; dpad down; \(r); \(r); \(r); dpad click"), .standard),
        (Case(name: "two-column", keys: "dpad up; \(r); \(r); dpad click"), .standard),
        (Case(name: "information-limits", keys: "dpad click; dpad flick right; dpad flick right", fixture: "limits"), .standard),
        (Case(name: "grid-limits", keys: "\(r); dpad click", fixture: "limits"), .wide),
        (Case(name: "alert-limits", keys: "\(r); \(r); dpad click", fixture: "limits"), .standard),
        (Case(name: "list", keys: "dpad click", density: .two), .standard),
        (Case(name: "nowplaying", keys: "\(r); \(r); \(r); dpad click", density: .two), .wide),
        (Case(name: "alert", keys: "\(r); \(r); \(r); \(r); dpad click", density: .two), .standard),
        (Case(name: "home", keys: "keycode home"), .standard),
        (Case(name: "disconnected", keys: "disconnect"), .standard),
        (Case(name: "touched", keys: "tap 400 270"), .standard),
        (Case(name: "custom-profile", keys: ""), try! DisplayProfile.parse("1280x720@2x")),
    ]

    @Test(arguments: fixtures)
    func fixture(_ test: Case, _ profile: DisplayProfile) throws {
        try check(test, profile: profile)
    }

    private func check(_ test: Case, profile: DisplayProfile) throws {
        let scenario = test.fixture.map(Fixtures.scenario) ?? ScenarioLoader.tour
        let runner = try Headless.run(test.keys, scenario: scenario, profile: profile, density: test.density)
        let density = test.density == .one ? "" : "-d\(test.density.rawValue)"
        let name = "\(test.name)-\(profile.name ?? profile.spec)\(density).txt"
        let title = "\(test.name) · \(profile) · density \(test.density.rawValue) · keys \"\(test.keys)\""
        let outcome = GoldenFile(name, besides: #filePath).compare(ScreenDocument.text(of: runner.screen, title: title))
        #expect(outcome == .matches, "\(outcome)")
    }
}
