import HeadUnitCore
import HeadUnitFiles
import HeadUnitTestSupport
import Testing

/// CarPlay Dashboard's now playing card has its transport: previous, play
/// or pause, next, after the shortcut buttons in the knob's order, pressed
/// by the knob or a finger, driving the app that plays. Apple's pages
/// say nothing of the card's controls (CPDashboardController names only
/// the shortcut buttons); Six Colors' review of iOS 13's Dashboard
/// (sixcolors.com/post/2019/09/13-features-of-ios-13-carplay-improvements)
/// has it show "a map and media controls at the same time", so that music
/// pauses without leaving the map. We chose the now playing template's
/// three transport controls, their glyphs, in the knob's order.
struct DashboardTransportTests {
    func radio() throws -> Scenario {
        try #require(ScenarioLoader.load(path: ShippedScenarioTests.folder.appendingPathComponent("radio.json").path).scenario)
    }

    @Test func theKnobReachesTheTransportAndPausesWhatPlays() throws {
        var driver = try Headless.run("dpad click; keycode dashboard", scenario: radio())
        #expect(driver.state.nowPlaying.isPlaying)
        #expect(driver.state.focus == .nowPlaying(.previous), "no shortcut buttons: the transport is all there is")
        #expect(Headless.rows(driver).contains { $0.contains("|◁◁") && $0.contains("❚❚") && $0.contains("▷▷|") })
        driver = try Headless.run("dpad click; keycode dashboard; dpad rotate right; dpad click", scenario: radio())
        #expect(driver.state.focus == .nowPlaying(.playPause))
        #expect(!driver.state.nowPlaying.isPlaying, "play/pause pressed: paused")
        #expect(driver.state.mode == .dashboard, "the dashboard stays")
    }

    @Test func aFingerOnNextPlaysTheNextTrack() throws {
        var driver = try Headless.run("dpad click; keycode dashboard", scenario: radio())
        let playing = driver.state.nowPlaying.track
        let next = try #require(Layout.screen(for: driver.state).region(of: .nowPlaying(.next)))
        driver.send(next.touchedInTheMiddle(on: driver.state))
        #expect(driver.state.nowPlaying.track != playing, "the next track plays")
        #expect(driver.state.mode == .dashboard)
    }

    @Test func nothingToPlayNoTransport() throws {
        let driver = try Headless.run("keycode dashboard", scenario: radio())
        #expect(driver.state.focus == nil && Layout.screen(for: driver.state).region(of: .nowPlaying(.playPause)) == nil)
    }
}

/// A scenario's `dashboardButtons`: a navigation app's shortcut buttons on
/// CarPlay Dashboard, at most two, shown while no trip is under way
/// (developer.apple.com/documentation/carplay/cpdashboardcontroller: "up
/// to two shortcut buttons that CarPlay displays in the dashboard when
/// there's no active navigation session").
struct ScenarioDashboardButtonsTests {
    func navigation() throws -> Scenario {
        try #require(ScenarioLoader.load(path: ShippedScenarioTests.folder.appendingPathComponent("navigation.json").path).scenario)
    }

    @Test func theShippedNavigationAppsButtonsShowAndRunTheirHandler() throws {
        let driver = try Headless.run("dpad click; keycode dashboard; dpad rotate right; dpad click", scenario: navigation())
        #expect(Headless.rows(driver).contains { $0.contains("◡ Cafe Luna  4 min") } && Headless.rows(driver).contains { $0.contains("▥ Library") })
        #expect(driver.state.focus == .dashboardButton(1))
        #expect(
            driver.state.shown.topTemplate.flatMap { template in
                if case .map(let map) = template.body { map.tripPreviews?.trip.destination } else { nil }
            } == "City Library", "its handler previews the library's trip")
    }

    static func scenario(category: String, buttons: Int) -> String {
        let button = #"{"titleVariants": ["Go"], "handler": "zoomIn"}"#
        let root = category == "navigation" ? #"{"type": "map"}"# : #"{"type": "list", "title": "L", "sections": []}"#
        return """
            {"headunit": 1, "app": {"name": "D", "category": "\(category)"}, "root": "r", "templates": {"r": \(root)},
            "dashboardButtons": [\(Array(repeating: button, count: buttons).joined(separator: ", "))]}
            """
    }

    func lint(_ json: String) -> [String] {
        ScenarioLoader.load(bytes: Array(json.utf8), file: "d.json").diagnostics.map { $0.formatted(file: "d.json") }
    }

    @Test func lintSaysWhereDashboardButtonsDoNotShow() {
        #expect(lint(Self.scenario(category: "navigation", buttons: 2)) == [])
        #expect(
            lint(Self.scenario(category: "navigation", buttons: 3)) == [
                #"d.json:2:118: warning: [dashboard-buttons] the app gives 3 dashboard buttons; CarPlay Dashboard shows the first 2 (at $.dashboardButtons[2])"#
            ])
        #expect(
            lint(Self.scenario(category: "audio", buttons: 1)) == [
                #"d.json:2:21: error: [dashboard-buttons] an audio app has no CarPlay Dashboard; only a navigation app gives it shortcut buttons (at $.dashboardButtons)"#
            ])
    }
}
