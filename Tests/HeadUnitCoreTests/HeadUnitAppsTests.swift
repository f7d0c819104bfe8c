import HeadUnitCore
import HeadUnitTestSupport
import Testing

/// The head unit around the apps: several apps on a home screen, the dock,
/// the shared now playing and its button, the driver's side, the car's
/// sensors and the inspector.
struct HeadUnitAppsTests {
    static func radioAndPodcasts(_ commands: String = "", side: DriverSide = .left, inspector: Bool = false) throws -> SessionDriver {
        try Headless.run(commands, scenarios: [Headless.shipped("radio.json"), Headless.shipped("podcasts.json")], driverSide: side, inspector: inspector)
    }

    @Test func severalAppsStartOnTheHomeScreenWithTheCarsOwnWhereNoneIsLoaded() throws {
        let driver = try Self.radioAndPodcasts()
        #expect(driver.state.mode == .home)
        #expect(driver.state.homeScreen.tiles == [.app(0), .app(1), .builtIn(.maps), .builtIn(.phone)], "no Music: an audio app is loaded")
        let rows = Headless.rows(driver)
        #expect(rows.contains { $0.contains("Swift R…") && $0.contains("Podcasts") && $0.contains("Maps") && $0.contains("Phone") })
        #expect(driver.state.focus == .homeApp(0))
        #expect(driver.screen.region(of: .homeApp(3)) != nil, "every tile is a control")
    }

    @Test func theNowPlayingButtonOpensThePlayingAppsNowPlaying() throws {
        // Radio plays a station; podcasts is opened; the rail's button goes back to radio's now playing.
        var driver = try Self.radioAndPodcasts("dpad click; dpad click; expect template nowPlaying; keycode home; dpad rotate right; dpad click")
        #expect(driver.state.shown.app.name == "Podcasts")
        #expect(Headless.rows(driver).contains { $0.hasPrefix(" ▁▃▅ ") }, "the button shows while something plays")
        try CommandInterpreter.run(.tapControl("rail.nowPlaying"), on: &driver)
        #expect(driver.state.shown.app.name == "Swift Radio")
        #expect(driver.state.shown.activeTemplateID == "nowPlaying")
        #expect(Headless.rows(driver).contains { $0.contains("Country Classics") })
        #expect(driver.state.nowPlaying.isPlaying(TrackID("country")))
    }

    @Test func anAppOpenedAgainIsAsItWasLeft() throws {
        var driver = try Self.radioAndPodcasts("dpad click; dpad rotate right; dpad rotate right; dpad click; expect template nowPlaying")
        let radio = driver.state.apps[0]
        try CommandInterpreter.run(.input(.home), on: &driver)
        try CommandInterpreter.run(.open("podcasts"), on: &driver)
        try CommandInterpreter.run(.input(.rotate(1)), on: &driver)
        try CommandInterpreter.run(.input(.home), on: &driver)
        #expect(driver.state.focus == .homeApp(1), "home focuses the tile of the app that was shown")
        try CommandInterpreter.run(.open("Swift Radio"), on: &driver)
        #expect(driver.state.apps[0] == radio, "its stack, views and focus as they were")
        #expect(driver.state.shown.controller.stack.map(\.rawValue) == ["stations", "nowPlaying"])
        #expect(driver.state.dock == [.builtIn(.maps), .app(0), .app(1)], "navigation slot, the app playing, the latest other")
    }

    @Test func oneNowPlayingIsSharedAndTheLastAppToPlayOwnsIt() throws {
        var driver = try Self.radioAndPodcasts("open radio; dpad click; keycode home; open podcasts")
        #expect(driver.state.nowPlayingApp == 0)
        // A media key steers the audio that plays, whichever app shows.
        try CommandInterpreter.run(.input(.media(.next)), on: &driver)
        #expect(driver.state.nowPlaying.isPlaying(TrackID("alternative")))
        // Podcasts plays an episode: it owns now playing from then on.
        try CommandInterpreter.run(.input(.rotate(1)), on: &driver)
        try CommandInterpreter.run(.input(.press), on: &driver)
        driver.advance(by: 2)
        #expect(driver.state.nowPlayingApp == 1)
        #expect(driver.state.dock[1] == .app(1))
    }

    @Test func openNamesTheAppsItKnows() throws {
        var driver = try Self.radioAndPodcasts()
        #expect(throws: CommandInterpreter.Failure(rule: .command, reason: "no app is named 'tv'; the head unit has: Swift Radio, Podcasts, Maps, Phone")) {
            try CommandInterpreter.run(.open("tv"), on: &driver)
        }
        try CommandInterpreter.run(.open("maps"), on: &driver)
        #expect(driver.state.mode == .builtIn(.maps))
        #expect(Headless.rows(driver).contains { $0.contains("No destination.") })
        try CommandInterpreter.run(.input(.back), on: &driver)
        #expect(driver.state.mode == .home, "back from the car's own app goes home")
    }

    /// D22: names alike, or alike but for case, are warned of; the name
    /// as written opens its own app, whichever comes first.
    @Test func anAppsExactNameWinsAndClashingNamesAreWarnedOf() throws {
        var radio = try Headless.shipped("radio.json").app
        var lower = radio
        lower.name = "swift radio"
        var driver = SessionDriver(state: SessionState(apps: [radio, lower]))
        try CommandInterpreter.run(.open("swift radio"), on: &driver)
        #expect(driver.state.shownApp == 1)
        try CommandInterpreter.run(.input(.home), on: &driver)
        try CommandInterpreter.run(.open("Swift Radio"), on: &driver)
        #expect(driver.state.shownApp == 0)
        #expect(
            HomeScreen.nameClashes(of: [radio, lower])
                == [#"the apps "Swift Radio", "swift radio" differ only in case; `open` opens the one whose name is written exactly"#])
        radio.name = "Podcasts"
        #expect(HomeScreen.nameClashes(of: [radio, lower]).isEmpty)
        #expect(
            HomeScreen.nameClashes(of: [lower, lower])
                == [#"2 apps are named "swift radio"; open and the home screen cannot tell them apart, and `open swift radio` opens the first"#])
    }

    @Test func anAppInTheBackgroundRunsItsOwnTimeline() throws {
        let timed = try Headless.scenario(
            """
            { "headunit": 1, "app": { "name": "Timer", "category": "communication" }, "root": "a",
              "templates": { "a": { "type": "list", "title": "A", "sections": [{ "items": [{ "text": "One" }] }] },
                             "b": { "type": "list", "title": "Later", "sections": [{ "items": [{ "text": "Two" }] }] } },
              "timeline": [{ "at": 5, "do": [{ "push": "b" }] }] }
            """)
        var driver = SessionDriver(state: SessionState(apps: [try Headless.shipped("radio.json"), timed].map(\.app)))
        try CommandInterpreter.run(.open("radio"), on: &driver)
        driver.advance(by: 6)
        #expect(driver.state.shown.app.name == "Swift Radio" && driver.state.shown.activeTemplateID == "stations", "the radio stays on screen")
        #expect(driver.state.apps[1].controller.stack.map(\.rawValue) == ["a", "b"], "the timer pushed in its own stack")
        try CommandInterpreter.run(.open("timer"), on: &driver)
        #expect(driver.state.shown.activeTemplateID == "b")
        #expect(Headless.rows(driver).contains { $0.contains("Later") })
    }

    @Test func rightHandDriveMovesTheRailAndItsControls() throws {
        var driver = try Headless.run("", scenarios: [ScenarioLoader.tour], driverSide: .right)
        let rows = Headless.rows(driver)
        #expect(rows[0].hasSuffix("│ 9:41"), "the clock on the right")
        #expect(rows[1].hasPrefix("     Tour "), "the app area from the left edge")
        let home = try #require(driver.screen.region(of: .homeButton))
        #expect(home.rect.x == 45)
        try CommandInterpreter.run(.tap(x: (home.rect.x * 8 + 4) * 2, y: (home.rect.y * 16 + 8) * 2), on: &driver)
        #expect(driver.state.mode == .home)
        try CommandInterpreter.run(.input(.driverSide(.left)), on: &driver)
        #expect(Headless.rows(driver)[0].hasPrefix(" 9:41│"))
    }

    @Test func movingLimitsTheInterfaceAndParkingLiftsIt() throws {
        let items = (1...20).map { #"{ "text": "Item \#($0)" }"# }.joined(separator: ", ")
        let long = try Headless.scenario(
            """
            { "headunit": 1, "app": { "name": "Long", "category": "communication" }, "root": "a",
              "templates": { "a": { "type": "list", "title": "A", "sections": [{ "items": [\(items)] }] } } }
            """)
        var driver = SessionDriver(state: SessionState(app: long.app))
        try CommandInterpreter.run(.input(.speed(50)), on: &driver)
        #expect(driver.state.limitedUI)
        #expect(Headless.rows(driver)[2].contains("☼ ⊘"), "the rail marks limited UI")
        try CommandInterpreter.run(.input(.flick(1)), on: &driver)
        try CommandInterpreter.run(.input(.flick(1)), on: &driver)
        try CommandInterpreter.run(.input(.flick(1)), on: &driver)
        #expect(driver.state.focus == .listItem(section: 0, item: 11), "twelve items while driving")
        #expect(Headless.rows(driver).contains { $0.contains("Item 12") } && !Headless.rows(driver).contains { $0.contains("Item 13") })
        try CommandInterpreter.run(.input(.speed(0)), on: &driver)
        #expect(!driver.state.limitedUI, "stopped in park")
        try CommandInterpreter.run(.input(.parkingBrake(false)), on: &driver)
        try CommandInterpreter.run(.input(.gear(.drive)), on: &driver)
        #expect(driver.state.limitedUI, "in drive with the brake off")
        try CommandInterpreter.run(.input(.gear(.park)), on: &driver)
        #expect(!driver.state.limitedUI)
        try CommandInterpreter.run(.input(.appearance(.night)), on: &driver)
        #expect(Headless.rows(driver)[2].contains("☾"))
    }

    @Test func theInspectorNamesTheStackAndTheFocusedControlsId() throws {
        var driver = try Headless.run("dpad rotate right", scenarios: [ScenarioLoader.tour], inspector: true)
        let rows = PlainTextWriter.rows(of: driver.picture)
        #expect(rows[0].contains("INSPECTOR"))
        #expect(rows.contains { $0.contains("app      Tour · communication") })
        #expect(rows.contains { $0.contains("stack    depth 1 of 5") })
        #expect(rows.contains { $0.contains("1 tour (list) ◂ top") })
        let focusRow = try #require(rows.first { $0.contains("focus    ") })
        #expect(focusRow.contains("focus    list.0.1 \"⊞ Grid ›"))
        #expect(rows.contains { $0.contains("0.0 dpad rotate right") })
        try CommandInterpreter.run(.expect(.focus("list.0.1")), on: &driver)
    }

    @Test func theEventLogKeepsTheLastTen() throws {
        let driver = try Headless.run(
            Array(repeating: "dpad rotate right", count: 12).joined(separator: "; ") + "; tap 100 100", scenarios: [ScenarioLoader.tour])
        #expect(driver.state.eventLog.entries.count == EventLog.capacity)
        // The touch is logged at the pixel it landed on: a touch is a point
        // (the 44-point hit squares need it), not a cell.
        #expect(driver.state.eventLog.entries.last?.text == "tap 100 100")
        #expect(driver.state.lastTouch == PixelPoint(x: 100, y: 100))
    }

    @Test func theHomeScreenTurnsPagesByKnobAndSwipe() throws {
        let names = ["charging", "driving", "fueling", "messages", "navigation", "ordering", "parking", "podcasts", "radio", "tour"]
        var driver = try Headless.run("", scenarios: names.map { try Headless.shipped("\($0).json") })
        let home = driver.state.homeScreen
        #expect(home.tiles.count == 10 && home.perPage == 8 && home.pages == 2, "every kind is loaded: none of the car's own")
        #expect(Headless.rows(driver).contains { $0.contains("● ·") })
        try CommandInterpreter.run(.input(.flick(1)), on: &driver)
        try CommandInterpreter.run(.input(.rotate(3)), on: &driver)
        #expect(driver.state.focus == .homeApp(8), "the knob runs on to the next page")
        #expect(Headless.rows(driver).contains { $0.contains("· ●") } && Headless.rows(driver).contains { $0.contains("Swift R") })
        try CommandInterpreter.run(.drag(fromX: 200, fromY: 300, toX: 700, toY: 300), on: &driver)
        #expect(driver.state.homeFocus == 0, "a swipe to the right turns back a page")
        try CommandInterpreter.run(.input(.nudge(.right)), on: &driver)
        #expect(driver.state.homeFocus == 0, "the first knob event after a touch only wakes the ring")
        try CommandInterpreter.run(.input(.nudge(.right)), on: &driver)
        #expect(driver.state.homeFocus == 1)
        try CommandInterpreter.run(.input(.nudge(.down)), on: &driver)
        #expect(driver.state.homeFocus == 5)
        let minimum = SessionState(apps: driver.state.apps.map(\.app), profile: .minimum)
        #expect(minimum.homeScreen.perPage == 6, "fewer on the minimum profile")
    }
}
