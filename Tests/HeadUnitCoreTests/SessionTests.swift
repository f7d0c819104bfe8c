import HeadUnitCore
import HeadUnitTestSupport
import Testing

/// The session as a car runs it: focus, handlers, modals, touch, time.
struct SessionTests {
    static let r = "dpad rotate right"

    func run(_ keys: String, scenario: Scenario = ScenarioLoader.tour) throws -> SessionDriver {
        try Headless.run(keys, scenario: scenario)
    }

    @Test func focusStartsOnTheFirstRowOfTheBody() throws {
        let driver = try run("")
        #expect(driver.state.focus == .listItem(section: 0, item: 0))
        #expect(driver.screen.focus == .listItem(section: 0, item: 0))
    }

    @Test func rotationMovesWithinTheAreaAndStopsAtItsEnds() throws {
        #expect(try run("dpad rotate left").state.focus == .listItem(section: 0, item: 0))
        #expect(try run("\(Self.r); \(Self.r)").state.focus == .listItem(section: 0, item: 2))
        // Across sections, in reading order; the last row stops the knob.
        #expect(try run("dpad flick right; \(Self.r)").state.focus == .listItem(section: 1, item: 0))
        #expect(try run("dpad flick right; dpad flick right; dpad flick right").state.focus == .listItem(section: 1, item: 1))
    }

    @Test func rotatingNeverRunsAHandler() throws {
        let driver = try run("\(Self.r); \(Self.r); \(Self.r); \(Self.r); \(Self.r)")
        #expect(driver.state.shown.controller.stack == ["tour"])
        #expect(driver.state.shown.controller.modal == nil)
        #expect(driver.state.nowPlaying.track == nil)
    }

    @Test func pressPushesAndBackReturnsFocusToTheRowPressed() throws {
        let pushed = try run("\(Self.r); dpad click")
        #expect(pushed.state.shown.controller.stack == ["tour", "genres"])
        #expect(pushed.state.focus == .gridButton(0))
        #expect(pushed.screen.region(of: .back) != nil)
        let back = try run("\(Self.r); dpad click; dpad back")
        #expect(back.state.shown.controller.stack == ["tour"])
        #expect(back.state.focus == .listItem(section: 0, item: 1))
        #expect(back.screen == (try run(Self.r)).screen)
    }

    @Test func nudgeMovesBetweenAreasAndSpatiallyInAGrid() throws {
        #expect(try run("dpad up").state.focus == .tab(0))
        #expect(try run("dpad up; dpad down").state.focus == .listItem(section: 0, item: 0))
        let grid = TourScreens.named("grid")!.keys
        #expect(try run("\(grid); dpad right; dpad down").state.focus == .gridButton(5))
        #expect(try run("\(grid); dpad down; dpad down").state.focus == .gridButton(4))
        #expect(try run("\(grid); dpad up").state.focus == .back)
        #expect(try run("\(grid); dpad up; dpad down").state.focus == .gridButton(0))
    }

    @Test func aModalTrapsFocusAndBackDismissesIt() throws {
        let alert = TourScreens.named("alert")!.keys
        let shown = try run(alert)
        #expect(shown.state.shown.controller.modal == "unavailable")
        #expect(shown.state.focus == .alertAction(1))
        #expect(try run("\(alert); dpad up").state.focus == .alertAction(1))
        #expect(try run("\(alert); dpad rotate left; dpad rotate left").state.focus == .alertAction(0))
        let dismissed = try run("\(alert); dpad back")
        #expect(dismissed.state.shown.controller.modal == nil)
        #expect(dismissed.state.focus == .listItem(section: 0, item: 4))
        #expect(try run("\(alert); dpad click").state.shown.controller.modal == nil)
    }

    @Test func touchActsHidesTheRingAndTheNextKnobEventOnlyWakesIt() throws {
        // 400x270 display pixels at @2x: the "Grid" row of the tour.
        let touched = try run("tap 400 270")
        #expect(touched.state.shown.controller.stack == ["tour", "genres"])
        #expect(touched.state.focusRingVisible == false)
        #expect(touched.screen.focus == nil)
        let woken = try run("tap 400 270; \(Self.r)")
        #expect(woken.state.focusRingVisible)
        #expect(woken.state.focus == .gridButton(0))
        #expect(try run("tap 400 270; \(Self.r); \(Self.r)").state.focus == .gridButton(1))
    }

    @Test func aTouchOutsideEveryControlDoesNothing() throws {
        // The status rail's clock, at the top left, is not a control.
        let driver = try run("tap 10 10")
        #expect(driver.state.focusRingVisible == true)
        #expect(driver.state.shown.controller.stack == ["tour"])
    }

    @Test func playShowsNowPlayingAndTheListMarksThePlayingRow() throws {
        let playing = try run("dpad click; \(Self.r); dpad click")
        #expect(playing.state.shown.controller.top == "nowPlaying")
        #expect(playing.state.nowPlaying.track?.id == "night-drive")
        #expect(playing.state.focus == .nowPlaying(.playPause))
        let back = try run("dpad click; \(Self.r); dpad click; dpad back")
        let row = Headless.rows(back)[7]
        #expect(row.contains("▁▃▅") && row.contains("Night Drive"))
        let paused = try run("dpad click; \(Self.r); dpad click; dpad click; dpad back")
        #expect(!Headless.rows(paused)[7].contains("▁▃▅"))
    }

    @Test func aListWithoutImagesMakesRoomForThePlayingIndicator() throws {
        // Up Next, pushed from now playing: no row has an image, the first one plays.
        let queue = try run("\(Self.r); \(Self.r); \(Self.r); dpad click; dpad up; dpad click")
        #expect(queue.state.shown.activeTemplateID == "queue")
        let rows = Headless.rows(queue)
        #expect(rows[3].contains("▁▃▅  Night Drive"), "\(rows[3])")
        #expect(rows[6].contains("     Coastline"))
    }

    @Test func playbackAdvancesWithTheClockAndMovesToTheNextTrack() throws {
        let driver = try run("\(Self.r); \(Self.r); \(Self.r); dpad click; sleep 83")
        #expect(driver.state.nowPlaying.elapsed == 83)
        #expect(Headless.rows(driver)[7].contains("1:23"))
        #expect(Headless.rows(driver)[7].contains("-2:18"), "3:41 in all")
        let between = try run("\(Self.r); \(Self.r); \(Self.r); dpad click; sleep 0.7")
        #expect(Headless.rows(between)[7].contains("0:00") && Headless.rows(between)[7].contains("-3:41"), "whole seconds on both sides")
        let next = try run("\(Self.r); \(Self.r); \(Self.r); dpad click; sleep 225")
        #expect(next.state.nowPlaying.track?.id == "coastline")
        #expect(next.state.nowPlaying.elapsed == 4)
    }

    @Test func aDelayedHandlerSpinsUntilItCompletes() throws {
        let loading = "dpad flick right; dpad flick right"
        let spinning = try run("\(loading); dpad click")
        #expect(spinning.state.shown.spinning == PendingHandler(template: "tour", control: .listItem(section: 1, item: 1)))
        #expect(spinning.state.shown.controller.stack == ["tour"])
        let half = try run("\(loading); dpad click; sleep 0.5")
        #expect(half.state.shown.controller.stack == ["tour"])
        let done = try run("\(loading); dpad click; sleep 1")
        #expect(done.state.shown.spinning == nil)
        #expect(done.state.shown.controller.stack == ["tour", "world"])
    }

    @Test func aHandlerThatNeverCompletesSpinsForever() throws {
        let scenario = try Headless.scenario(
            """
            {"headunit": 1, "app": {"name": "Spin", "category": "audio"}, "root": "l",
             "templates": {"l": {"type": "list", "title": "L", "sections": [{"items": [
                {"text": "Forever", "handler": {"actions": ["pop"], "completes": false}}]}]}}}
            """, allowingRuleErrors: true)
        let driver = try run("dpad click; sleep 3600", scenario: scenario)
        #expect(driver.state.shown.spinning == PendingHandler(template: "l", control: .listItem(section: 0, item: 0)))
    }

    @Test func aBrokenRuleEndsTheAppAndPressRelaunchesIt() throws {
        let scenario = try Headless.scenario(
            """
            {"headunit": 1, "app": {"name": "Deep", "category": "drivingTask"}, "root": "a",
             "templates": {
               "a": {"type": "list", "title": "A", "sections": [{"items": [{"text": "Next", "handler": {"push": "b"}}]}]},
               "b": {"type": "list", "title": "B", "sections": [{"items": [{"text": "Next", "handler": {"push": "c"}}]}]},
               "c": {"type": "list", "title": "C", "sections": []}}}
            """, allowingRuleErrors: true)
        let ended = try run("dpad click; dpad click", scenario: scenario)
        #expect(
            ended.state.mode
                == .ended(RuleViolation(.templateDepth, "pushing list 'c' makes the template depth 3; a driving task app allows at most 2, the root counted")))
        #expect(Headless.rows(ended).joined().contains("Deep Stopped"))
        let relaunched = try run("dpad click; dpad click; dpad click", scenario: scenario)
        #expect(relaunched.state.mode == .app)
        #expect(relaunched.state.shown.controller.stack == ["a"])
    }

    @Test func homeLeavesTheAppAndPressingItsTileReturns() throws {
        let home = try run("dpad click; keycode home")
        #expect(home.state.mode == .home)
        let back = try run("dpad click; keycode home; dpad click")
        #expect(back.state.mode == .app)
        #expect(back.state.shown.controller.stack == ["tour", "library"])
    }

    @Test func disconnectClearsTheControllerAndConnectSetsTheRootAgain() throws {
        let gone = try run("dpad click; \(Self.r); dpad click; disconnect")
        #expect(gone.state.shown.controller.stack.isEmpty)
        #expect(gone.state.nowPlaying.track?.id == "night-drive")
        let again = try run("dpad click; \(Self.r); dpad click; disconnect; connect")
        #expect(again.state.shown.controller.stack == ["tour"])
        #expect(again.state.nowPlaying.track?.id == "night-drive")
    }

    @Test func limitedUIShowsTwelveItems() throws {
        let items = (0..<15).map { "{\"text\": \"Row \($0)\"}" }.joined(separator: ",")
        let scenario = try Headless.scenario(
            """
            {"headunit": 1, "app": {"name": "Long", "category": "audio"}, "root": "l",
             "templates": {"l": {"type": "list", "title": "L", "sections": [{"items": [\(items)]}]}}}
            """)
        #expect(try run("dpad flick right; dpad flick right; dpad flick right", scenario: scenario).state.focus == .listItem(section: 0, item: 14))
        let limited = try run("dpad flick right; dpad flick right; dpad flick right; restrict all", scenario: scenario)
        #expect(limited.state.focus == .listItem(section: 0, item: 11), "focus stays as near as it can: the last row shown")
        #expect(
            try run("restrict all; dpad flick right; dpad flick right; dpad flick right", scenario: scenario).state.focus == .listItem(section: 0, item: 11))
    }

    @Test func theFocusedRowIsScrolledIntoView() throws {
        let driver = try run("dpad flick right; \(Self.r)")
        let row = try #require(driver.screen.region(of: .listItem(section: 1, item: 0)))
        #expect(row.rect.maxY <= 15)
        #expect(Headless.rows(driver).contains { $0.contains("Wide characters") })
    }

    @Test func profileChangesKeepTheSession() throws {
        let driver = try run("dpad click; profile wide")
        #expect(driver.screen.frame.width == 80)
        #expect(driver.state.shown.controller.stack == ["tour", "library"])
    }
}
