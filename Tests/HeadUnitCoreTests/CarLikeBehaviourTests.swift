import HeadUnitCore
import HeadUnitTestSupport
import Testing

/// Places where headunit behaved unlike a car, each pinned by a test that
/// failed before it was fixed.
struct CarLikeBehaviourTests {
    func lint(_ json: String) -> [String] {
        ScenarioLoader.load(bytes: Array(json.utf8), file: "s.json").diagnostics.map { $0.formatted(file: "s.json") }
    }

    static let list = #""home": {"type": "list", "title": "Home", "sections": [{"items": [{"text": "One"}]}]}"#
    static let alert = #""x": {"type": "alert", "titleVariants": ["X"], "actions": [{"title": "OK", "handler": "dismiss"}]}"#
    static let other = #""other": {"type": "list", "title": "Other", "sections": []}"#

    func app(_ rest: String, templates: String) -> String {
        #"{"headunit": 1, "app": {"name": "T", "category": "communication"}, "root": "home", "#
            + rest + #", "templates": {"# + templates + "}}"
    }

    @Test func theConnectStepRunsOnceInLint() throws {
        #expect(lint(app(#""connect": {"present": "x"}"#, templates: Self.list + ", " + Self.alert)) == [])
        #expect(lint(app(#""connect": {"push": "other"}"#, templates: Self.list + ", " + Self.other)) == [])
        let driver = try Headless.run("", scenario: try Headless.scenario(app(#""connect": {"push": "other"}"#, templates: Self.list + ", " + Self.other)))
        #expect(driver.state.shown.controller.stack == ["home", "other"])
    }

    @Test func lintWalksWhatPhoneAndTimelineEventsDoFromEveryScreen() {
        let y = #""y": {"type": "alert", "titleVariants": ["Y"], "actions": [{"title": "OK", "handler": "dismiss"}]}"#
        let twoAlerts = app(
            #""phone": {"first": {"present": "x"}, "second": {"present": "y"}}"#, templates: [Self.list, Self.alert, y].joined(separator: ", "))
        // A phone event can fire on any screen, its own alert's included.
        #expect(
            lint(twoAlerts) == [
                #"s.json:1:115: error: [single-modal] alert 'x' was presented while alert 'x' is up; only one modal at a time (at $.phone.first.present)"#,
                #"s.json:1:143: error: [single-modal] alert 'y' was presented while alert 'x' is up; only one modal at a time (at $.phone.second.present)"#,
            ])
        let twice = app(#""timeline": [{"at": 5, "do": {"push": "other"}}], "phone": {"again": {"push": "other"}}"#, templates: Self.list + ", " + Self.other)
        // The timeline runs once, but the phone may push first, or again after it.
        #expect(
            lint(twice) == [
                #"s.json:1:122: error: [template-in-stack] list 'other' was pushed while it is already on the stack (at $.timeline[0].do.push)"#,
                #"s.json:1:162: error: [template-in-stack] list 'other' was pushed while it is already on the stack (at $.phone.again.push)"#,
            ])
        let once = app(#""timeline": [{"at": 5, "do": {"push": "other"}}]"#, templates: Self.list + ", " + Self.other)
        #expect(lint(once) == [], "a timeline entry runs once, so it never meets what it pushed itself")
    }

    @Test func backOnAnAlertWithoutACancelActionKeepsItUp() throws {
        let scenario = try Headless.scenario(app(#""connect": {"present": "x"}"#, templates: Self.list + ", " + Self.alert))
        let driver = try Headless.run("dpad back", scenario: scenario)
        #expect(driver.state.shown.controller.modal == "x", "an alert is dismissed with a button press")
    }

    @Test func aTouchOutsideAModalTouchesNothingUnderIt() throws {
        let list = #""home": {"type": "list", "title": "Home", "sections": [{"items": [{"text": "One", "handler": {"push": "other"}}]}]}"#
        let bare = try Headless.run("", scenario: try Headless.scenario(app(#""connect": []"#, templates: [list, Self.other].joined(separator: ", "))))
        let row = try #require(Layout.screen(for: bare.state).controls.first { $0.id == .listItem(section: 0, item: 0) })
        let scenario = try Headless.scenario(app(#""connect": {"present": "x"}"#, templates: [list, Self.alert, Self.other].joined(separator: ", ")))
        var driver = try Headless.run("", scenario: scenario)
        let controls = Layout.screen(for: driver.state).controls.map(\.id)
        #expect(!controls.contains(.listItem(section: 0, item: 0)), "the list under the alert is not a control")
        #expect(controls.contains(.homeButton), "the status rail's home button stays a control under a modal")
        // The row's first cell, in pixels (8x16 points a cell, 2 pixels a point), under the dimmed backdrop.
        try CommandInterpreter.run(.tap(x: row.rect.x * 16 + 8, y: row.rect.y * 32 + 16), on: &driver)
        #expect(driver.state.shown.controller.stack == ["home"])
        #expect(driver.state.shown.controller.modal == "x")
    }

    /// Nudges move as the UIKit focus engine does: to the row below or
    /// above in a list, and into the next area only past its ends (Down
    /// in a list did nothing a newcomer could see: it left for the next area).
    @Test func aNudgeInAListMovesARowAtATime() throws {
        let focus = { (keys: String) in try Headless.run(keys).state.focus?.description }
        #expect(try focus("") == "list.0.0")
        #expect(try focus("dpad down") == "list.0.1")
        #expect(try focus("dpad down; dpad down") == "list.0.2")
        #expect(try focus("dpad down; dpad up") == "list.0.0")
        #expect(try focus("dpad up") == "tab.0", "past the top, into the tabs")
    }

    @Test func backOnAnAlertRunsItsCancelActionsHandler() throws {
        let alert =
            #""x": {"type": "alert", "titleVariants": ["X"], "actions": [{"title": "Go", "handler": "dismiss"}, {"title": "Not now", "style": "cancel", "handler": ["dismiss", {"push": "other"}]}]}"#
        let scenario = try Headless.scenario(app(#""connect": {"present": "x"}"#, templates: [Self.list, alert, Self.other].joined(separator: ", ")))
        let driver = try Headless.run("dpad back", scenario: scenario)
        #expect(driver.state.shown.controller.modal == nil)
        #expect(driver.state.shown.controller.stack == ["home", "other"], "back ran the cancel action's handler, not only a dismiss")
    }

    @Test func theKnobDoesNotStopOnInformationItems() throws {
        let info =
            #""home": {"type": "information", "title": "Lot", "items": [{"title": "Rate", "detail": "$4"}, {"title": "Hours", "detail": "24h"}], "actions": [{"title": "Reserve"}, {"title": "Call"}]}"#
        let scenario = try Headless.scenario(app(#""phone": {}"#, templates: info))
        #expect(try Headless.run("", scenario: scenario).state.focus == .informationAction(0))
        #expect(try Headless.run("dpad rotate right", scenario: scenario).state.focus == .informationAction(1))
        #expect(try Headless.run("dpad rotate left; dpad rotate left", scenario: scenario).state.focus == .informationAction(0))
    }

    @Test func aHandlerThatNeverCompletesStillRunsItsActions() throws {
        let home =
            #""home": {"type": "list", "title": "Home", "sections": [{"items": [{"text": "Load", "handler": {"actions": [{"push": "other"}], "completes": false}}]}]}"#
        let scenario = try Headless.scenario(app(#""phone": {}"#, templates: home + ", " + Self.other), allowingRuleErrors: true)
        let pushed = try Headless.run("dpad click", scenario: scenario)
        #expect(pushed.state.shown.controller.stack == ["home", "other"], "the app's code runs; only the completion is never called")
        let back = try Headless.run("dpad click; dpad back", scenario: scenario)
        #expect(back.state.shown.spinning != nil, "the row still spins")
    }

    @Test func barButtonsOnATabsRootTemplateAreReported() {
        let tabs = #""tabs": {"type": "tabBar", "tabs": [{"template": "home", "tabTitle": "Home"}]}"#
        let home =
            #""home": {"type": "list", "title": "Home", "sections": [], "trailingNavigationBarButtons": [{"title": "Edit"}]}"#
        let json = #"{"headunit": 1, "app": {"name": "T", "category": "communication"}, "root": "tabs", "templates": {"# + tabs + ", " + home + "}}"
        #expect(
            lint(json) == [
                #"s.json:1:268: warning: [tab-root-bar-buttons] list 'home' is a tab of tab bar 'tabs'; the tab bar takes the navigation bar's place, so its bar buttons are not shown (at $.templates.home.trailingNavigationBarButtons)"#
            ])
    }

    @Test func limitingAListKeepsFocusAsCloseAsItCan() throws {
        let items = (1...40).map { "{\"text\": \"Item \($0)\"}" }.joined(separator: ", ")
        let home = #""home": {"type": "list", "title": "Home", "sections": [{"items": ["# + items + "]}]}"
        let scenario = try Headless.scenario(app(#""phone": {}"#, templates: home))
        let driver = try Headless.run(String(repeating: "dpad rotate right; ", count: 29) + "restrict all", scenario: scenario)
        #expect(driver.state.focus == .listItem(section: 0, item: 11), "item 30 of 40 becomes item 12, the last shown")
    }
}
