import HeadUnitCore
import HeadUnitTestSupport
import Testing

/// Every kind of `expect` holds where it should and says what it found
/// where it does not; controls are found by id or by the words they show.
struct ExpectationTests {
    func failure(_ expectation: String, after keys: String = "", scenario: Scenario = ScenarioLoader.tour) throws -> String? {
        var driver = try Headless.run(keys, scenario: scenario)
        let commands = try CommandParser.parse("expect " + expectation)
        let command = try #require(commands.first)
        do {
            try CommandInterpreter.run(command, on: &driver)
            return nil
        } catch {
            return error.reason
        }
    }

    @Test(
        arguments: [
            ("text \"List\"", "", nil),
            ("no text \"Garage\"", "", nil),
            ("no text \"Grid\"", "", "expected no \"Grid\" on the display; row 8 shows it"),
            ("focus list.0.0", "", nil),
            ("focus \"List\"", "", nil),
            ("focus \"Grid\"", "", #"expected focus on Grid; it is on list.0.0 "≡ List › Rows, images, sections""#),
            ("enabled \"Grid\"", "", nil),
            ("disabled \"Grid\"", "", "expected Grid disabled; it is enabled"),
            (
                "enabled \"Bicycles\"", "",
                #"expected Bicycles enabled; no control shows "Bicycles"; the display shows rail.dock.0 "➤", rail.dock.1 "♫", rail.dock.2 "T", rail.home "⊞", tab.0 "◎ Tour", tab.1 "⊞● Browse", tab.2 "ℹ About", list.0.0 "≡ List › Rows, images, sections", list.0.1 "⊞ Grid › Up to eight buttons", list.0.2 "ℹ Information › Items and actions", list.0.3 "♫ Now Playing Shared playback""#
            ),
            ("depth 1", "", nil),
            ("depth 2", "dpad click", nil),
            ("depth 3", "dpad click", "expected a stack of 3; it holds 2: tour, library"),
            ("modal none", "", nil),
            ("modal alert", "", "expected modal alert; it is none"),
            ("limited off", "", nil),
            ("limited on", "restrict all", nil),
            ("appearance night", "night", nil),
            ("appearance night", "", "expected night; the car is in day"),
        ] as [(String, String, String?)])
    func anExpectationHoldsOrSaysWhatItFound(_ expectation: String, _ keys: String, _ expected: String?) throws {
        #expect(try failure(expectation, after: keys) == expected)
    }

    @Test func aModalIsNamedByItsKind() throws {
        let alert = "dpad rotate right; dpad rotate right; dpad rotate right; dpad rotate right; dpad click"
        #expect(try failure("modal alert", after: alert) == nil)
        #expect(try failure("modal actionSheet", after: alert) == "expected modal actionSheet; it is alert")
    }

    @Test func aSpinnerIsTheRowWaitingForItsHandler() throws {
        let json =
            #"{"headunit": 1, "app": {"name": "T", "category": "audio"}, "root": "h", "templates": {"h": {"type": "list", "title": "H", "sections": [{"items": [{"text": "Slow", "handler": {"actions": ["pause"], "delay": 2}}, {"text": "Other"}]}]}}}"#
        let scenario = try Headless.scenario(json)
        #expect(try failure("spinner \"Slow\"", after: "dpad click", scenario: scenario) == nil)
        #expect(try failure("spinner \"Other\"", after: "dpad click", scenario: scenario) == #"expected Other spinning; list.0.0 "Slow ◐" spins"#)
        #expect(try failure("spinner \"Slow\"", scenario: scenario) == "expected Slow spinning; nothing spins")
    }

    @Test func aTapByLabelTouchesThatControl() throws {
        let driver = try Headless.run("tap \"Grid\"")
        #expect(driver.state.shown.activeTemplateID == "genres")
        #expect(!driver.state.focusRingVisible, "a touch hides the ring")
        var missing = try Headless.run("")
        #expect(
            throws: CommandInterpreter.Failure(
                rule: .command,
                reason:
                    #"tap: no control shows "Bicycles"; the display shows rail.dock.0 "➤", rail.dock.1 "♫", rail.dock.2 "T", rail.home "⊞", tab.0 "◎ Tour", tab.1 "⊞● Browse", tab.2 "ℹ About", list.0.0 "≡ List › Rows, images, sections", list.0.1 "⊞ Grid › Up to eight buttons", list.0.2 "ℹ Information › Items and actions", list.0.3 "♫ Now Playing Shared playback"; tap X Y touches a point"#
            )
        ) {
            try CommandInterpreter.run(.tapControl("Bicycles"), on: &missing)
        }
    }

    /// A label names the control that shows exactly it before one whose
    /// words only hold it; one that several show is refused, naming them.
    @Test func anExactLabelWinsAndAnAmbiguousOneIsRefused() throws {
        let json = #"""
            {"headunit": 1, "app": {"name": "T", "category": "quickFood"}, "root": "tabs", "templates": {
              "tabs": {"type": "tabBar", "tabs": [{"template": "menu", "tabTitle": "Menu"}, {"template": "checkout", "tabTitle": "Checkout"}]},
              "menu": {"type": "list", "title": "Menu", "sections": [{"items": [
                {"text": "Latte", "detailText": "then see Checkout", "handler": {"push": "latte"}},
                {"text": "Latte decaf", "handler": {"push": "latte"}}]}]},
              "checkout": {"type": "list", "title": "Checkout", "sections": []},
              "latte": {"type": "information", "title": "Latte", "items": []}}}
            """#
        let scenario = try Headless.scenario(json)
        let checkout = try Headless.run("tap \"Checkout\"", scenario: scenario)
        #expect(checkout.state.shown.controller.selectedTab == 1, "the tab, not the row that mentions it")
        var ambiguous = try Headless.run("", scenario: scenario)
        #expect(
            throws: CommandInterpreter.Failure(
                rule: .command,
                reason: #"tap: several controls show "Lat": list.0.0 "Latte then see Checkout", list.0.1 "Latte decaf"; tap X Y touches a point"#)
        ) {
            try CommandInterpreter.run(.tapControl("Lat"), on: &ambiguous)
        }
        let unique = try Headless.run("tap \"Latte decaf\"", scenario: scenario)
        #expect(unique.state.shown.activeTemplateID == "latte")
    }

    @Test func aSwipeScrollsTheListUnderTheFinger() throws {
        // A finger that does not move only hides the focus ring.
        let before = Headless.rows(try Headless.run("drag 400 300 400 300"))
        #expect(!before.joined().contains("Alert"))
        let after = Headless.rows(try Headless.run("drag 400 420 400 120"))
        #expect(after.joined().contains("Alert"), "the rows below came up")
        #expect(Headless.rows(try Headless.run("drag 400 420 400 120; drag 400 120 400 420")) == before, "and go back down")
    }
}
