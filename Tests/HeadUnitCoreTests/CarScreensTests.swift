import HeadUnitCore
import HeadUnitFiles
import HeadUnitTestSupport
import Testing

/// The car's other screens on the shipped navigation scenario: CarPlay
/// Dashboard opened and left by its button, its map and now playing, the
/// guidance there during a trip; the cluster's own controls; and the
/// commands that drive them.
struct CarScreensTests {
    func scenario() throws -> Scenario {
        try #require(ScenarioLoader.load(path: NavigationSessionTests.navigation).scenario)
    }

    func text(_ driver: SessionDriver) -> String { Headless.rows(driver).joined(separator: "\n") }

    @Test func theDashboardButtonOpensTheDashboardAndReturnsToTheApp() throws {
        let dashboard = try Headless.run("keycode dashboard", scenario: scenario())
        #expect(dashboard.state.mode == .dashboard)
        #expect(text(dashboard).contains("Now Playing") && text(dashboard).contains("Not Playing"))
        #expect(dashboard.state.focus == .dashboardButton(0), "the scenario's first dashboard button")
        for leave in ["keycode dashboard", "dpad back"] {
            let back = try Headless.run("keycode dashboard; \(leave)", scenario: scenario())
            #expect(back.state.mode == .app, "\(leave) returns to the app")
        }
        let home = try Headless.run("keycode dashboard; keycode home", scenario: scenario())
        #expect(home.state.mode == .home)
    }

    @Test func theDashboardShowsTheTripsGuidance() throws {
        let driver = try Headless.run(NavigationScreens.guidance + "; keycode dashboard", scenario: scenario())
        #expect(driver.state.mode == .dashboard)
        let maneuver = try #require(driver.state.shown.navigation?.upcoming?.maneuver.instructionVariants.first)
        #expect(text(driver).contains(String(maneuver.prefix(8))), "the next maneuver, on the dashboard's map")
    }

    @Test func theClustersControlsZoomAndShowTheCompass() throws {
        let driver = try Headless.run("cluster on; cluster zoom in; cluster zoom in; cluster compass on; cluster speed-limit on", scenario: scenario())
        #expect(driver.state.screens.cluster.zoom == 2)
        #expect(driver.state.screens.cluster.compass && driver.state.screens.cluster.speedLimit)
        #expect(PlainTextWriter.text(of: ClusterLayout.frame(for: driver.state)).contains("N▲"))
        let out = try Headless.run("cluster on; cluster zoom out; cluster zoom out; cluster zoom out; cluster zoom out", scenario: scenario())
        #expect(out.state.screens.cluster.zoom == -3, "three steps out at most")
        let detached = try Headless.run("cluster compass on", scenario: scenario())
        #expect(!detached.state.screens.cluster.compass, "no cluster, no controls")
    }

    @Test(arguments: ["keycode dashboard", "cluster zoom in", "cluster zoom out", "cluster compass on", "cluster speed-limit off"])
    func theCommandsReadBackAsWritten(_ line: String) throws {
        let commands = try CommandParser.parse(line)
        #expect(commands.count == 1 && CommandText.text(of: commands[0]) == line)
    }

    @Test func aClusterControlMisspeltIsRefusedAsBefore() {
        #expect(throws: CommandError("cluster needs one of: on, off")) { try CommandParser.parse("cluster zoom sideways") }
    }
}
