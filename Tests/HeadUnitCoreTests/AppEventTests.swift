import HeadUnitCore
import HeadUnitTestSupport
import Testing

/// What a scenario's app does besides answering taps.
struct AppEventTests {
    static let json = """
        {"headunit": 1, "app": {"name": "Events", "category": "communication"}, "root": "home",
         "templates": {
           "home": {"type": "list", "title": "Home", "sections": [{"items": [
             {"id": "status", "text": "Status", "detailText": "idle", "handler": {"present": "hello"}},
             {"id": "anna", "text": "Anna", "detailText": "On my way", "conversationIdentifier": "anna", "leadingConfiguration": {"unread": true}, "trailingText": "9:40"},
             {"text": "Elsewhere", "handler": {"setRoot": "other"}}]}]},
           "other": {"type": "grid", "title": "Other", "buttons": [{"titleVariants": ["Back"], "image": "B", "handler": {"setRoot": "home"}}]},
           "hello": {"type": "alert", "titleVariants": ["Hello"], "actions": [{"title": "OK", "handler": "dismiss"}]}
         },
         "media": {"tracks": [{"id": "a", "title": "A", "duration": 10}, {"id": "b", "title": "B", "duration": 10}]},
         "connect": {"update": {"template": "home", "item": "status", "detailText": "connected"}},
         "timeline": [{"at": 5, "do": ["dismiss", {"present": "hello"}]}, {"at": 2, "do": {"play": "a"}}],
         "phone": {"call anna": [{"update": {"template": "home", "item": "anna", "detailText": "Calling…"}}, "pause"]},
         "contentStyle": {"dark": {"update": {"template": "home", "item": "status", "text": "Status (night)"}}},
         "limitedUI": {"on": {"update": {"template": "home", "item": "status", "isEnabled": false}}}
        }
        """

    func run(_ keys: String) throws -> SessionDriver {
        try Headless.run(keys, scenario: try Headless.scenario(Self.json))
    }

    @Test func theConnectStepRunsAfterTheRootIsSet() throws {
        #expect(Headless.rows(try run("")).contains { $0.contains("connected") })
    }

    @Test func theTimelineRunsInTimeOrder() throws {
        let early = try run("sleep 1.9")
        #expect(early.state.nowPlaying.track == nil)
        let playing = try run("sleep 2")
        #expect(playing.state.nowPlaying.isPlaying(TrackID("a")))
        #expect(playing.state.shown.controller.top == "nowPlaying")
        let alert = try run("sleep 5")
        #expect(alert.state.shown.controller.modal == "hello")
        #expect(try run("sleep 13").state.nowPlaying.track?.id == "b", "a track ending plays the next")
    }

    @Test func phoneEventsActWithoutOpeningTheCarsScreens() throws {
        let driver = try run("phone call anna")
        #expect(Headless.rows(driver).contains { $0.contains("Calling…") })
        var unknown = try run("")
        #expect(throws: CommandInterpreter.Failure(rule: .command, reason: "no phone event 'call bob'; the scenario has: call anna")) {
            try CommandInterpreter.run(.phone("call bob"), on: &unknown)
        }
    }

    @Test func theAppReactsToTheCar() throws {
        #expect(Headless.rows(try run("night")).contains { $0.contains("Status (night)") })
        let limited = try run("restrict all")
        #expect(limited.state.focus == .listItem(section: 0, item: 1), "the disabled row gives up focus")
    }

    @Test func setRootReplacesTheWholeStack() throws {
        let driver = try run("dpad flick right; dpad click")
        #expect(driver.state.shown.controller.stack == ["other"])
        #expect(driver.state.focus == .gridButton(0))
        #expect(try run("dpad flick right; dpad click; dpad click").state.shown.controller.stack == ["home"])
    }

    @Test func aMessageItemShowsUnreadAndItsTime() throws {
        let rows = Headless.rows(try run(""))
        #expect(rows.contains { $0.contains("●") && $0.contains("Anna") && $0.hasSuffix("9:40") })
        #expect(try run("dpad rotate right; dpad click").state.shown.controller.modal == nil, "Siri acts on a message item, not the app")
    }

    @Test func expectationsSayWhatWasFound() throws {
        var driver = try run("")
        #expect(throws: CommandInterpreter.Failure(rule: .expect, reason: #"expected focus on list.0.1; it is on list.0.0 "Status connected""#)) {
            try CommandInterpreter.run(.expect(.focus("list.0.1")), on: &driver)
        }
        #expect(throws: CommandInterpreter.Failure(rule: .expect, reason: #"expected template other; the display shows home "Home""#)) {
            try CommandInterpreter.run(.expect(.template("other")), on: &driver)
        }
        #expect(throws: CommandInterpreter.Failure(rule: .expect, reason: "expected \"Nobody\" on the display")) {
            try CommandInterpreter.run(.expect(.text("Nobody")), on: &driver)
        }
        #expect(throws: CommandInterpreter.Failure(rule: .expect, reason: "expected a playing; nothing is playing")) {
            try CommandInterpreter.run(.expect(.playing("a")), on: &driver)
        }
        #expect(try CommandInterpreter.run(.expect(.paused), on: &driver).isEmpty)
        #expect(try CommandInterpreter.run(.expect(.text("Anna")), on: &driver).isEmpty)
    }
}
