import Testing

@testable import HeadUnitCore

/// A host that draws one step after another lays out again only the
/// parts of the screen whose content changed (`Layout.screen(for:reusing:)`):
/// the status rail, a tab bar, a list's rows. A screen that reuses the
/// last step's parts is the screen laid out whole, cell for cell and
/// control for control, at every step, and a knob step in a list copies
/// every part, marking the focused row anew.
struct LayoutMemoryTests {
    /// Every shipped scenario's scripts, by knob and by touch, at each step.
    @Test(arguments: ShippedScenarioTests.files)
    func aReusedScreenIsTheScreenLaidOutWholeAtEveryStepOfTheShippedScripts(_ file: String) {
        let scenario = Fixtures.shipped(String(file.dropLast(".json".count)))
        for script in scenario.app.scripts {
            var driver = SessionDriver(state: SessionState(app: scenario.app))
            var memory = LayoutMemory()
            var steps = 0
            _ = ScriptRunner.run(
                script.lines, on: &driver,
                after: { _, driver in
                    steps += 1
                    #expect(Layout.screen(for: driver.state, reusing: &memory) == driver.screen, "\(file) \(script.name), step \(steps)")
                })
            #expect(steps > 5, "\(file) \(script.name)")
        }
    }

    /// Everything the parts show, changed one at a time: the clock's
    /// minute, day and night, limited UI (a list trimmed), focus on the
    /// rail, on the tabs and in the rows, the dock after opening apps, a
    /// row spinning frame by frame, a track playing (the rows' marks), a
    /// pushed list and its navigation bar, a scrolled list, the tab
    /// selected, the profile (the width), the glyph set, the driver's side,
    /// the phone.
    static let changes =
        [
            "sleep 61", "night", "restrict all", "dpad rotate right", "restrict none", "dpad left", "dpad rotate right", "dpad rotate right",
            "dpad right", "dpad up", "dpad rotate right", "dpad down",
        ] + turns("right", 7) + ["dpad click", "sleep 0.125", "sleep 0.125", "sleep 1", "dpad back"] + turns("left", 4)
        + ["dpad click", "dpad back"] + turns("left", 3) + [
            "dpad click", "dpad rotate right", "dpad back", "dpad up", "dpad rotate right", "dpad click", "dpad down",
        ]
        + turns("right", 20) + turns("left", 3) + [
            "keycode home", "dpad rotate right", "dpad click", "profile wide", "dpad rotate right", "dpad rotate right", "drive right",
            "dpad rotate right", "day", "profile standard", "disconnect", "connect",
        ]

    private static func turns(_ way: String, _ count: Int) -> [String] { Array(repeating: "dpad rotate \(way)", count: count) }

    @Test func aReusedScreenFollowsEachThingItsPartsShow() throws {
        var driver = SessionDriver(state: SessionState(app: ScenarioLoader.tour.app))
        var memory = LayoutMemory()
        _ = Layout.screen(for: driver.state, reusing: &memory)
        var focused: Set<String> = []
        for (step, line) in Self.changes.enumerated() {
            for command in try CommandParser.parse(line) { _ = try? CommandInterpreter.run(command, on: &driver) }
            if step == Self.changes.count / 2 { driver.send(.glyphs(.square)) }
            if let focus = driver.state.focus { focused.insert(String(describing: focus).prefix { $0 != "." && $0 != "(" }.description) }
            #expect(Layout.screen(for: driver.state, reusing: &memory) == driver.screen, "after \(line) (step \(step))")
        }
        #expect(focused.count >= 3, "the knob reached the rail, the tabs and the rows: \(focused)")
    }

    /// A step that does not scroll the list copies every part; one that
    /// scrolls it copies the rail, the tabs, and the rows still shown.
    @Test func aKnobStepInTheListCopiesTheRailTheTabsAndTheRows() throws {
        var driver = SessionDriver(state: SessionState(app: ScenarioLoader.tour.app))
        var memory = LayoutMemory()
        _ = Layout.screen(for: driver.state, reusing: &memory)
        var kept = memory.kept
        #expect(kept.parts.allSatisfy { $0 != nil } && !kept.blocks.isEmpty, "the rail, the tabs, the rows and each row are kept")
        var scrolled = 0, still = 0
        for _ in 0..<5 {
            let scrollTop = driver.state.shown.views[driver.state.shown.controller.top!]?.scrollTop
            driver.send(.rotate(1))
            let screen = Layout.screen(for: driver.state, reusing: &memory)
            guard case .listItem? = screen.focus else { throw Failure.notInTheList(screen.focus) }
            #expect(screen == driver.screen)
            if driver.state.shown.views[driver.state.shown.controller.top!]?.scrollTop == scrollTop {
                still += 1
                #expect(memory.kept.parts == kept.parts && memory.kept.blocks == kept.blocks, "copied, not drawn again")
            } else {
                scrolled += 1
                #expect(memory.kept.parts[0...1] == kept.parts[0...1], "the rail and the tabs copied")
                #expect(Set(memory.kept.blocks).intersection(kept.blocks).count >= 1, "the rows still shown copied")
            }
            kept = memory.kept
        }
        #expect(still > 0 && scrolled > 0)
    }

    private enum Failure: Error {
        case notInTheList(ControlID?)
    }
}
