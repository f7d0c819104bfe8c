import Testing

@testable import HeadUnitCore

/// A map the app acts on when the driver moves it (`regionChanged`): a
/// finger drags it; a car without touch moves it only in the panning
/// interface a map button shows, and lint says which cars cannot.
/// Apple, "Meeting guidelines for navigation apps"
/// (developer.apple.com/documentation/carplay/meeting_guidelines_for_navigation_apps):
/// an app that supports panning must include a button in the map template
/// to enter panning mode, and use drag gestures only for panning the map.
struct MapPanReachTests {
    /// A navigation app whose map updates its Nearby list when moved, with `buttons` as its map buttons.
    static func scenario(buttons: String) -> String {
        """
        {"headunit": 1, "app": {"name": "P", "category": "navigation"}, "root": "map", "templates": {
        "map": {"type": "map", "mapButtons": [\(buttons)],
          "regionChanged": {"update": {"template": "nearby", "item": "cafes", "detailText": "In the area shown"}}},
        "nearby": {"type": "list", "title": "Nearby", "sections": [{"items": [{"id": "cafes", "text": "Cafés", "detailText": "Around"}]}]}}}
        """
    }

    static let zoomOnly = #"{"image": "+", "handler": "zoomIn"}"#
    static let withPan = zoomOnly + #", {"image": "P", "handler": "showPanningInterface"}"#

    static func car(_ name: String) throws -> CarProfile { try #require(try CarProfileLoader.shippedCar(named: name)?.get()) }

    /// A knob that turns and presses but does not nudge.
    static let turnOnly = CarProfile(name: "turn-only", inputs: [.knob, .back, .home])

    func lint(_ json: String, on car: CarProfile) -> [String] {
        ScenarioLoader.load(bytes: Array(json.utf8), file: "p.json", cars: [car]).diagnostics.map { $0.formatted(file: "p.json") }
    }

    func app(_ json: String) throws -> App { try #require(ScenarioLoader.load(bytes: Array(json.utf8), file: "p.json").scenario?.app) }

    func nearbyDetail(_ state: SessionState) -> String? {
        guard case .list(let list)? = state.shown.templates["nearby"]?.body else { return nil }
        return list.sections.first?.items.first?.detailText
    }

    @Test func lintReportsAMapOnlyTouchCanMoveAtItsRegionChanged() throws {
        #expect(
            lint(Self.scenario(buttons: Self.zoomOnly), on: try Self.car("knob-only")) == [
                #"p.json:3:20: error: [car-reach] the car "knob-only" (its inputs: knob, nudge, back, home, siri, media) cannot pan map 'map': it has no touch screen, so a driver moves a map only in its panning interface; add an enabled map button whose handler runs "showPanningInterface" (at $.templates.map.regionChanged)"#
            ])
        #expect(
            lint(Self.scenario(buttons: Self.zoomOnly), on: try Self.car("touch-when-parked")) == [
                #"p.json:3:20: error: [car-reach] the car "touch-when-parked" (its inputs: touch, knob, nudge, back, home, siri, media) cannot pan map 'map' while moving: it turns off its touch screen while moving, so a driver moves a map only in its panning interface; add an enabled map button whose handler runs "showPanningInterface" (at $.templates.map.regionChanged)"#
            ])
        #expect(lint(Self.scenario(buttons: Self.zoomOnly), on: try Self.car("touch-only")) == [], "a finger drags it")
    }

    @Test func aPanButtonTheCarCanFocusLetsItPan() throws {
        for name in ["knob-only", "touchpad", "touch-when-parked"] {
            #expect(lint(Self.scenario(buttons: Self.withPan), on: try Self.car(name)) == [], "\(name)")
        }
        let disabled = Self.zoomOnly + #", {"image": "P", "isEnabled": false, "handler": "showPanningInterface"}"#
        #expect(lint(Self.scenario(buttons: disabled), on: try Self.car("knob-only")).count == 1, "a disabled button shows nothing")
    }

    @Test func aKnobThatCannotNudgeCannotPanEvenWithTheButton() {
        #expect(
            lint(Self.scenario(buttons: Self.withPan), on: Self.turnOnly) == [
                #"p.json:3:20: error: [car-reach] the car "turn-only" (its inputs: knob, back, home) cannot pan map 'map': it has no touch screen, so a driver moves a map only in its panning interface; its panning interface needs a knob that nudges or a touchpad to pan with (at $.templates.map.regionChanged)"#
            ])
    }

    /// What lint says is what the session does: a drag runs the map's
    /// `regionChanged` where the car has touch and is refused where it has
    /// none; the knob reaches it through the panning interface.
    @Test func theSessionMovesTheMapAsLintSays() throws {
        var touch = SessionState(apps: [try app(Self.scenario(buttons: Self.zoomOnly))])
        _ = touch.update(.drag(fromColumn: 30, fromRow: 8, toColumn: 20, toRow: 8))
        #expect(nearbyDetail(touch) == "In the area shown", "a finger's drag moves the map, and the app hears it")

        var knob = SessionState(apps: [try app(Self.scenario(buttons: Self.zoomOnly))], carProfile: try Self.car("knob-only"))
        _ = knob.update(.drag(fromColumn: 30, fromRow: 8, toColumn: 20, toRow: 8))
        for message in [SessionMessage.rotate(1), .press, .nudge(.left)] { _ = knob.update(message) }
        #expect(nearbyDetail(knob) == "Around", "no touch, no pan button: the map never moves (zooming is not moving it)")

        var panning = SessionState(apps: [try app(Self.scenario(buttons: Self.withPan))], carProfile: try Self.car("knob-only"))
        _ = panning.update(.rotate(1))
        #expect(panning.focus == .mapButton(1))
        _ = panning.update(.press)
        _ = panning.update(.nudge(.left))
        #expect(nearbyDetail(panning) == "In the area shown", "the pan button's panning interface moves the map")
    }
}
