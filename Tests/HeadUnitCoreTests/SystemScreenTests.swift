import HeadUnitCore
import HeadUnitTestSupport
import Testing

/// The car's own screens an app hands over to: Siri reading a message
/// item, Maps and Phone opened by a URL.
struct SystemScreenTests {
    static let json = """
        {"headunit": 1, "app": {"name": "Chat", "category": "communication"}, "root": "home",
         "templates": {
           "home": {"type": "list", "title": "Chats", "sections": [{"items": [
             {"text": "Anna", "detailText": "On my way", "conversationIdentifier": "anna",
              "leadingConfiguration": {"leadingItem": "pin", "leadingImage": "A", "unread": true},
              "trailingConfiguration": {"trailingItem": "mute"}, "trailingText": "9:40"},
             {"text": "Directions", "handler": {"open": "maps://?q=Caf%C3%A9+Luna&ll=1,2"}},
             {"text": "Call", "handler": {"open": "tel://555-0100"}}]}]}
         }}
        """

    func run(_ keys: String) throws -> SessionDriver {
        try Headless.run(keys, scenario: try Headless.scenario(Self.json))
    }

    @Test func aMessageItemIsDrawnWithItsConfigurations() throws {
        let rows = Headless.rows(try run(""))
        #expect(rows.contains { $0.contains("▐●▓A▓ ⚑ Anna") && $0.contains("⊘ 9:40") }, "\(rows.joined(separator: "\n"))")
    }

    @Test func pressingAMessageItemOpensSiriAndRunsNoHandler() throws {
        let siri = try run("dpad click")
        #expect(siri.state.mode == .system(.siri(reading: "Anna said: On my way")))
        #expect(siri.state.shown.controller.stack == ["home"])
        let rows = Headless.rows(siri)
        #expect(rows.contains { $0.contains("◉ Siri") })
        #expect(rows.contains { $0.contains("Anna said: On my way") })
        #expect(siri.state.focus == .systemButton)
        #expect(siri.screen.region(of: .systemButton) != nil)
        #expect(try run("dpad click; dpad click").state.mode == .app, "Dismiss returns to the app")
        let back = try run("dpad click; dpad back")
        #expect(back.state.mode == .app)
        #expect(back.state.focus == .listItem(section: 0, item: 0))
    }

    @Test func openingAMapsOrTelURLHandsOverToTheCarsApps() throws {
        let maps = try run("dpad rotate right; dpad click")
        #expect(maps.state.mode == .system(.maps(destination: "Café Luna")))
        #expect(Headless.rows(maps).contains { $0.contains("Directions to Café Luna") })
        #expect(Headless.rows(maps).contains { $0.contains("Back to Chat") })
        let phone = try run("dpad rotate right; dpad rotate right; dpad click")
        #expect(phone.state.mode == .system(.phone(calling: "555-0100")))
        #expect(Headless.rows(phone).contains { $0.contains("Calling…") })
        #expect(try run("dpad rotate right; dpad rotate right; dpad click; dpad click").state.mode == .app, "End returns to the app")
        #expect(try run("dpad rotate right; dpad click; expect template home").state.mode == .system(.maps(destination: "Café Luna")))
    }

    @Test func aURLTheCarCannotOpenIsRefusedByLint() {
        let json = Self.json.replacingOccurrences(of: "tel://555-0100", with: "https://example.com")
        let lines = ScenarioLoader.load(bytes: Array(json.utf8), file: "s.json").diagnostics.map { $0.formatted(file: "s.json") }
        #expect(
            lines == [
                #"s.json:8:43: error: [bad-value] "open" takes a maps:// URL (maps://?q=PLACE) or a tel:// URL (tel://NUMBER); it is "https://example.com" (at $.templates.home.sections[0].items[2].handler.open)"#
            ])
    }
}
