import CarPlay
import CarPlayTesting
import Testing

/// A list of two rows: Play and Settings.
@MainActor private final class TwoRows: UIResponder, CPTemplateApplicationSceneDelegate {
    var played = 0

    func templateApplicationScene(_ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController) {
        let play = CPListItem(text: "Play", detailText: nil)
        play.handler = { [unowned self] _, completion in
            played += 1
            completion()
        }
        let list = CPListTemplate(title: "Radio", sections: [CPListSection(items: [play, CPListItem(text: "Settings", detailText: nil)])])
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
    }
}

/// A test car is the car the app's users drive: its inputs, its display.
@MainActor struct TestCarCarTests {
    @Test func aKnobOnlyCarRefusesATapAndTakesTheKnob() async throws {
        let app = TwoRows()
        let car = try await TestCar(delegate: app, category: .audio, car: .named("knob-only"))
        try await car.connect()
        let refused = await #expect(throws: TestCarError.self) { try await car.tap("Play") }
        #expect(refused == .carInput(#"the car "knob-only" has no touch screen (its inputs: knob, nudge, back, home, siri, media)"#))
        #expect(app.played == 0)
        try await car.press()
        #expect(app.played == 1, "the knob presses the focused row")
        #expect((car.screen.split(separator: "\n").map(\.count).max() ?? 0) > 60, "its 1280x480 display is 80 columns, wider than the standard 50")
    }

    @Test func aTouchOnlyCarShowsNoFocusRingAndRefusesTheKnob() async throws {
        let car = try await TestCar(delegate: TwoRows(), category: .audio, car: .named("touch-only"))
        try await car.connect()
        #expect(!car.screen.contains("▐"), "no knob: no focus ring\n\(car.screen)")
        await #expect(throws: TestCarError.carInput(#"the car "touch-only" has no rotary knob (its inputs: touch, home, siri, media)"#)) {
            try await car.rotate()
        }
        try await car.tap("Play")
        #expect(car.focus?.text == "Play")
    }

    @Test func aNameNoCarHasSaysWhichThereAre() throws {
        #expect(
            throws: TestCarError.wrongState(
                "no car is named 'hovercraft': use every-input, touch-only, knob-only, knob-and-touch, touch-when-parked, touchpad, portrait-touch")
        ) {
            try TestCar.Car.named("hovercraft")
        }
    }
}
