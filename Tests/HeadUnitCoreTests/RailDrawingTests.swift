import Testing

@testable import HeadUnitCore

/// The terminal lays the status rail out again only when what it shows
/// changes (`Layout.screen(for:reusing:)`): a screen that reuses the last
/// step's rail is the screen laid out whole, cell for cell and control for
/// control, at every step, and a knob step in the list beside it keeps the
/// rail it drew.
struct RailDrawingTests {
    @Test func aReusedRailIsTheRailLaidOutAgainAtEveryStepOfTheToursScripts() throws {
        for script in ScenarioLoader.tourScripts {
            var driver = SessionDriver(state: SessionState(app: ScenarioLoader.tour.app))
            var rail = RailDrawing()
            var steps = 0
            _ = ScriptRunner.run(
                script.lines, on: &driver,
                after: { _, driver in
                    steps += 1
                    #expect(Layout.screen(for: driver.state, reusing: &rail) == driver.screen, "\(script.name), step \(steps)")
                })
            #expect(steps > 10, "\(script.name)")
        }
    }

    /// Everything the rail shows, changed one at a time: the clock's
    /// minute, day and night, limited UI, the focus on the rail's
    /// controls, the dock after opening apps, the phone, the profile,
    /// the driver's side.
    @Test func aReusedRailFollowsEachThingTheRailShows() throws {
        let commands = [
            "sleep 61", "night", "restrict all", "restrict none", "dpad left", "dpad rotate right", "dpad rotate right", "dpad right",
            "keycode home", "dpad rotate right", "dpad click", "disconnect", "connect", "profile wide", "drive right", "day",
        ]
        var driver = SessionDriver(state: SessionState(app: ScenarioLoader.tour.app))
        var rail = RailDrawing()
        _ = Layout.screen(for: driver.state, reusing: &rail)
        var railFocused = false
        for line in commands {
            for command in try CommandParser.parse(line) { _ = try CommandInterpreter.run(command, on: &driver) }
            if let focus = driver.state.focus, StatusRailLayout.isRailControl(focus) { railFocused = true }
            #expect(Layout.screen(for: driver.state, reusing: &rail) == driver.screen, "after \(line)")
        }
        #expect(railFocused, "the knob reached the rail")
    }

    @Test func aKnobStepInTheListKeepsTheRailItDrew() throws {
        var driver = SessionDriver(state: SessionState(app: ScenarioLoader.tour.app))
        var rail = RailDrawing()
        _ = Layout.screen(for: driver.state, reusing: &rail)
        let drawn = try #require(rail.content)
        driver.send(.rotate(1))
        let screen = Layout.screen(for: driver.state, reusing: &rail)
        #expect(screen.focus != nil && !StatusRailLayout.isRailControl(screen.focus!))
        #expect(rail.content == drawn, "the rail was copied, not laid out again")
        #expect(screen == driver.screen)
    }
}
