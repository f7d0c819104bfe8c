import Testing

@testable import HeadUnitCore

/// The clock's tick asks whether the map's bar has hidden before and
/// after it moves (without a scope between a driver's inputs): focus on
/// a bar button moves off it when the bar hides by itself, and stays
/// while inputs come.
struct MapBarTickTests {
    @Test func focusOnABarButtonMovesOffItWhenTheBarHidesByItself() throws {
        let scenario = MapKindTests.example.scenario.replacing(#""type": "map","#, with: #""type": "map", "automaticallyHidesNavigationBar": true,"#)
        let app = try #require(ScenarioLoader.load(bytes: Array(scenario.utf8), file: "map.json").scenario)
        var driver = SessionDriver(state: SessionState(app: app.app))
        func focusedLabel() -> String? { driver.state.focus.flatMap { driver.screen.region(of: $0) }.map { driver.screen.label(of: $0) } }
        // The knob zooms a map: nudges reach the bar.
        for nudge in [Direction.up, .right, .right] where focusedLabel() != "Search" { driver.send(.nudge(nudge)) }
        #expect(focusedLabel() == "Search")
        driver.advance(by: 1)
        #expect(focusedLabel() == "Search", "one second after an input the bar shows")
        let search = driver.state.focus
        driver.advance(by: 10)
        #expect(!driver.screen.controls.contains { $0.id == search }, "the bar hid")
        #expect(driver.state.focus != search, "focus left the hidden button")
    }
}
