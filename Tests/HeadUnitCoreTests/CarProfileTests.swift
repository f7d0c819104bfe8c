import Testing

@testable import HeadUnitCore

/// Cars as files: the shipped ones load, a broken one is told with its
/// place, and a car takes only the inputs it has.
struct CarProfileTests {
    @Test func theShippedCarsLoadAndSpanWhatExists() throws {
        let cars = CarProfileLoader.builtIn
        #expect(cars.map(\.name) == CarProfileLoader.shippedNames)
        #expect(cars.count >= 5)
        #expect(cars.contains { $0.inputs == [.knob, .nudge, .back, .home, .siri, .media] }, "a knob alone")
        #expect(cars.contains { !$0.inputs.contains(.knob) && $0.inputs.contains(.touch) && !$0.inputs.contains(.touchpad) }, "touch alone")
        #expect(cars.contains { $0.inputs.contains(.touchpad) && !$0.inputs.contains(.touch) }, "a touchpad")
        #expect(cars.contains { $0.inputs.isSuperset(of: [.knob, .touch]) && $0.profile == .wide && $0.cluster }, "knob and touch, wide, a cluster")
        #expect(cars.contains { $0.profile == .portrait }, "a portrait display")
        #expect(cars.contains { $0.offWhileMoving == [.touch] }, "touch off while moving")
        #expect(cars.allSatisfy { !$0.modelledOn.isEmpty && !$0.summary.isEmpty })
    }

    @Test func aBrokenCarFileIsToldWithItsPlaces() throws {
        let text = """
            {"headunit-car": 2, "name": "x", "inputs": ["touch", "knobb"],
             "offWhileMoving": ["knob"], "display": {"profile": "huge"}}
            """
        let failure = try #require(CarProfileLoader.load(bytes: Array(text.utf8)).failure)
        #expect(
            failure.diagnostics.map { $0.formatted(file: "car.json") } == [
                #"car.json:1:18: error: [format-version] "headunit-car" must be 1, the car format this build reads (at $.headunit-car)"#,
                #"car.json:1:54: error: [bad-value] an input must be one of "touch", "knob", "nudge", "touchpad", "back", "home", "siri", "media"; it is "knobb"; did you mean "knob"? (at $.inputs[1])"#,
                #"car.json:2:20: error: [bad-value] "offWhileMoving" names inputs the car does not have: "knob" (at $.offWhileMoving)"#,
                #"car.json:2:53: error: [bad-value] "profile": unknown display profile 'huge': use minimum, standard, wide, portrait, or WxH@S in pixels at a scale, such as 1280x720@2x or 900x1200@3x (at $.display.profile)"#,
            ])
    }

    @Test func aKnobOnlyCarRefusesTouchAndTakesTheKnob() throws {
        let knob = try #require(try CarProfileLoader.shippedCar(named: "knob-only")?.get())
        let refusal = try #require(knob.refusal(of: .touch(x: 10, y: 10), moving: false))
        #expect(refusal.description == #"the car "knob-only" has no touch screen (its inputs: knob, nudge, back, home, siri, media)"#)
        #expect(knob.refusal(of: .rotate(1), moving: true) == nil && knob.refusal(of: .press, moving: false) == nil)
        #expect(knob.refusal(of: .tick(1), moving: false) == nil, "time is no input")
    }

    @Test func aCarThatLocksTouchWhileMovingTakesItParked() throws {
        let car = try #require(try CarProfileLoader.shippedCar(named: "touch-when-parked")?.get())
        #expect(car.refusal(of: .touch(x: 1, y: 1), moving: false) == nil)
        let refusal = try #require(car.refusal(of: .drag(fromColumn: 0, fromRow: 0, toColumn: 1, toRow: 1), moving: true))
        #expect(refusal.description == #"the car "touch-when-parked" turns off its touch screen while it moves"#)
    }

    @Test func aTouchpadMovesFocusByDirectionAndPressesButDoesNotTurn() throws {
        let pad = try #require(try CarProfileLoader.shippedCar(named: "touchpad")?.get())
        #expect(pad.refusal(of: .nudge(.down), moving: false) == nil && pad.refusal(of: .press, moving: false) == nil)
        #expect(pad.refusal(of: .rotate(1), moving: false)?.input == .knob)
    }

    @Test func theSessionIgnoresWhatTheCarLacksAndATouchCarShowsNoRing() throws {
        let touch = try #require(try CarProfileLoader.shippedCar(named: "touch-only")?.get())
        var state = SessionState(apps: [ScenarioLoader.tour.app], carProfile: touch)
        #expect(!state.focusRingVisible, "no knob: no focus ring")
        let focus = state.focus
        #expect(state.update(.nudge(.down)).isEmpty)
        #expect(state.focus == focus && state.eventLog.entries.last?.text.hasPrefix("refused: the car \"touch-only\" has no knob that nudges") == true)
        #expect(SessionState(apps: [ScenarioLoader.tour.app]).focusRingVisible, "every input's car: the ring shows")
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}

/// How lint words a control out of a car's reach.
struct CarReachMessageTests {
    @Test func aControlOutOfReachNamesTheCarTheControlAndWhy() throws {
        #expect(
            RuleViolation.outOfReach(
                .listItem(section: 0, item: 3), label: "Pan the map", car: "knob-only", focusInputs: ["rotary knob", "knob that nudges"], moving: false
            ).message
                == #"the car "knob-only" cannot reach list.0.3 "Pan the map": it has no touch screen, and its rotary knob and knob that nudges cannot focus it"#
        )
        let moving = RuleViolation.outOfReach(.mapButton(0), label: nil, car: "touch-when-parked", focusInputs: ["rotary knob"], moving: true)
        #expect(moving.rule == .carReach)
        #expect(
            moving.message
                == #"the car "touch-when-parked" cannot reach map.button.0 while moving: it turns off its touch screen while moving, and focus cannot rest on it"#
        )
    }
}
