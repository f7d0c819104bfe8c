import Testing

@testable import HeadUnitCore

/// A knob that turns and presses but cannot nudge, and no touchpad: a turn
/// past a focus area's end goes on into the next area, so that what lint
/// counts a knob as reaching (every area) is what the driver reaches.
/// Apple is silent on a knob without nudge; UIKit's focus engine moves by
/// `UIFocusHeading.next` and `.previous` where no direction is given
/// (developer.apple.com/documentation/uikit/uifocusheading), and CarPlay's
/// "Knobs and controls" has the knob move focus "from element to element"
/// (developer.apple.com/design/human-interface-guidelines/carplay). We chose
/// the screen's order: the bar, the body, the rail. A car that nudges keeps
/// a turn within its area, and a nudge leaves it.
struct KnobWithoutNudgeTests {
    static let scenario = """
        {"headunit": 1, "app": {"name": "K", "category": "audio"}, "root": "home", "templates": {
        "home": {"type": "list", "title": "Home", "trailingNavigationBarButtons": [{"title": "Edit", "handler": {"push": "edit"}}],
          "sections": [{"items": [{"text": "One"}, {"text": "Two"}]}]},
        "edit": {"type": "list", "title": "Edit", "sections": [{"items": [{"text": "Done", "handler": "pop"}]}]}}}
        """

    static let turnOnly = CarProfile(name: "turn-only", inputs: [.knob, .back, .home])

    func state(on car: CarProfile) throws -> SessionState {
        let app = try #require(ScenarioLoader.load(bytes: Array(Self.scenario.utf8), file: "k.json").scenario?.app)
        return SessionState(apps: [app], carProfile: car)
    }

    @Test func aTurnPastTheAreasEndGoesOnIntoTheNext() throws {
        var state = try state(on: Self.turnOnly)
        #expect(state.focus == .listItem(section: 0, item: 0))
        _ = state.update(.rotate(-1))
        #expect(state.focus == .trailingButton(0), "back past the first row: the bar's button")
        _ = state.update(.press)
        #expect(state.shown.controller.top == "edit")
        _ = state.update(.back)
        _ = state.update(.rotate(-5))
        #expect(state.focus == .trailingButton(0), "the screen's first control stops it")
    }

    @Test func aCarThatNudgesKeepsATurnInItsArea() throws {
        var state = try state(on: .everyInput)
        _ = state.update(.rotate(-1))
        #expect(state.focus == .listItem(section: 0, item: 0))
        _ = state.update(.nudge(.up))
        #expect(state.focus == .trailingButton(0), "a nudge leaves the area")
    }

    @Test func lintAndTheSessionAgreeTheBarIsReached() throws {
        let lint = ScenarioLoader.load(bytes: Array(Self.scenario.utf8), file: "k.json", cars: [Self.turnOnly]).diagnostics
        #expect(lint.isEmpty, "\(lint.map { $0.formatted(file: "k.json") })")
    }
}
