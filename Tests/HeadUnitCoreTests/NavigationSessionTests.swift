import HeadUnitCore
import HeadUnitFiles
import HeadUnitTestSupport
import Testing

/// A drive on the session clock: search, previews, guidance counting
/// down, the alert running out, the cluster following; and how distances
/// and times read.
struct NavigationSessionTests {
    static let navigation = ShippedScenarioTests.folder.appendingPathComponent("navigation.json").path

    func scenario() throws -> Scenario {
        try #require(ScenarioLoader.load(path: Self.navigation).scenario)
    }

    func text(_ driver: SessionDriver) -> String { Headless.rows(driver).joined(separator: "\n") }

    @Test func typingInSearchWhileDrivingChangesNothingAndSaysWhy() throws {
        let parked = try Headless.run(NavigationScreens.search + "; type coffee", scenario: scenario())
        #expect(parked.state.typedText == "coffee")
        #expect(text(parked).contains("⌕ coffee"))
        #expect(!text(parked).contains("Oak Ave Bakery"), "the results are filtered by the text")

        let driving = try Headless.run(NavigationScreens.search + "; restrict all; type coffee; keycode del", scenario: scenario())
        #expect(driving.state.typedText == "")
        let rows = Headless.rows(driving)
        #expect(rows[3].contains("⌕ Keyboard not available while driving"))
        #expect(text(driving).contains("Oak Ave Bakery"), "nothing typed: every result is listed")
        #expect(driving.state.shown.activeTemplateID == "search", "Backspace with nothing typed is refused, not taken as back")
    }

    @Test func searchPushedAgainStartsEmpty() throws {
        let again = try Headless.run(NavigationScreens.search + "; type coffee; dpad back; " + NavigationScreens.search, scenario: scenario())
        #expect(again.state.shown.activeTemplateID == "search")
        #expect(again.state.typedText == "")
        #expect(Headless.rows(again)[3].contains("⌕ ▏Search"))
    }

    @Test func theFirstManeuverShowsOnTheDisplayAndInTheCluster() throws {
        var driver = try Headless.run(NavigationScreens.guidance, scenario: scenario())
        try CommandInterpreter.run(.input(.cluster(true)), on: &driver)
        let display = Headless.rows(driver)
        #expect(display[4].contains("↱  5.2 mi"))
        #expect(display[5].contains("Turn right onto") && display[6].contains("Main St"), "the card wraps the instruction on the standard display")
        let cluster = PlainTextWriter.rows(of: ClusterLayout.frame(for: driver.state))
        #expect(cluster.count == 12 && cluster.allSatisfy { TextWidth.columns(of: $0) <= 38 }, "a 304x192 pt window")
        #expect(cluster.contains { $0.contains("↱  5.2 mi") })
        #expect(cluster.contains { $0.contains("Turn right onto Main St") })
        #expect(cluster.contains { $0.contains("10:02 · 21 min · 6.9 mi") })
        let picture = PlainTextWriter.rows(of: driver.picture)
        #expect(picture[4].hasPrefix(display[4]) && picture[4].contains("↱  5.2 mi"), "the cluster beside the display, tops aligned")
    }

    /// While a navigation app guides, the instrument cluster keeps its
    /// guidance whichever app is on the main display (Apple, "Displaying
    /// content in CarPlay": the instrument cluster scene is the navigation
    /// app's; developer.apple.com/documentation/carplay/displaying-content-in-carplay).
    @Test func theClusterKeepsTheGuidanceWhileAnotherAppIsOnTheDisplay() throws {
        let radio = try Headless.shipped("radio.json")
        var driver = try Headless.run("dpad click; " + NavigationScreens.guidance, scenarios: [scenario(), radio])
        try CommandInterpreter.run(.input(.cluster(true)), on: &driver)
        try #require(driver.state.shown.app.name == "Wayfinder" && driver.state.shown.navigation != nil)
        for command in try CommandParser.parse("keycode home; dpad rotate right; dpad click") { try CommandInterpreter.run(command, on: &driver) }
        #expect(driver.state.shown.app.name == "Swift Radio", "the radio is on the display")
        var cluster = PlainTextWriter.rows(of: ClusterLayout.frame(for: driver.state))
        #expect(cluster.contains { $0.contains("Turn right onto Main St") }, "\(cluster.joined(separator: "\n"))")
        #expect(!cluster.contains { $0.contains("Swift Radio") })
        driver.advance(by: 450)
        cluster = PlainTextWriter.rows(of: ClusterLayout.frame(for: driver.state))
        #expect(cluster.contains { $0.contains("10:02 · 13 min · 4.3 mi") }, "the guidance goes on counting down behind the radio")
    }

    @Test func theEstimatesCountDownOnTheClock() throws {
        var driver = try Headless.run(NavigationScreens.guidance, scenario: scenario())
        let session = try #require(driver.state.shown.navigation)
        #expect(session.upcoming?.estimates == TravelEstimates(distanceRemaining: 5.2 * 899 / 900, timeRemaining: 899))
        driver.advance(by: 450)
        #expect(text(driver).contains("↱  2.6 mi"))
        #expect(text(driver).contains("13 min · 4.3 mi"))
        let cluster = PlainTextWriter.rows(of: ClusterLayout.frame(for: driver.state))
        #expect(cluster.contains { $0.contains("10:02 · 13 min · 4.3 mi") }, "the arrival stays as the trip counts down")
        driver.advance(by: 450)
        #expect(text(driver).contains("↰  1.1 mi"))
        #expect(driver.state.shown.navigation?.upcoming?.maneuver.roadFollowingManeuverVariants == ["Oak Ave"])
    }

    @Test func theTrafficAlertRunsOutAfterItsDuration() throws {
        var driver = try Headless.run(NavigationScreens.guidance + "; sleep 900", scenario: scenario())
        driver.advance(by: 180)
        #expect(driver.state.shown.navigationAlert != nil)
        #expect(driver.state.focus == .navigationAlertAction(0))
        #expect(text(driver).contains("Heavy traffic ahead"))
        driver.advance(by: 10)
        #expect(driver.state.shown.navigationAlert == nil)
        #expect(!text(driver).contains("Heavy traffic"))
    }

    @Test func theTripArrivesAndFinishTripEndsTheSession() throws {
        var driver = try Headless.run(NavigationScreens.guidance + "; sleep 1300", scenario: scenario())
        #expect(driver.state.shown.navigation?.hasArrived == true)
        #expect(text(driver).contains("Arrived at Cafe"))
        try CommandInterpreter.run(.phone("end trip"), on: &driver)
        #expect(driver.state.shown.navigation == nil)
        #expect(!text(driver).contains("Arrived"))
    }

    @Test func voiceControlStatesSwitchAndBackDismisses() throws {
        var driver = try Headless.run("dpad up; dpad click", scenario: scenario())
        #expect(driver.state.shown.controller.modal == "voice")
        #expect(text(driver).contains("Where to?"))
        try CommandInterpreter.run(.phone("heard coffee"), on: &driver)
        #expect(text(driver).contains("Searching for coffee…"))
        driver.send(.back)
        #expect(driver.state.shown.controller.modal == nil)
    }

    @Test(arguments: [
        (DistanceUnit.mi, 5.2, "5.2 mi"), (.mi, 12.0, "12 mi"), (.mi, 0.05, "250 ft"), (.km, 0.8, "800 m"), (.km, 12.25, "12 km"), (.km, 9.96, "10 km"),
        (.km, 0.99, "1.0 km"),
        (.mi, -1, "0 ft"),
    ])
    func distancesReadAsACarShowsThem(_ unit: DistanceUnit, _ distance: Double, _ expected: String) {
        #expect(unit.format(distance) == expected)
    }

    @Test(arguments: [(900.0, "15 min"), (3900, "1 h 5 min"), (7200, "2 h"), (20, "1 min"), (1230, "21 min")])
    func timesReadAsACarShowsThem(_ seconds: Double, _ expected: String) {
        #expect(TravelTime.format(seconds) == expected)
    }

    @Test func arrivalIsTheClockPlusTheTimeLeftToTheNextMinute() {
        let nineFortyOne = Double(9 * 3600 + 41 * 60)
        #expect(TravelTime.arrival(afterSeconds: 1230, fromClock: nineFortyOne) == "10:02")
        #expect(TravelTime.arrival(afterSeconds: 330, fromClock: nineFortyOne + 900) == "10:02")
        #expect(TravelTime.arrival(afterSeconds: 600, fromClock: Double(23 * 3600 + 55 * 60)) == "0:05")
    }
}
