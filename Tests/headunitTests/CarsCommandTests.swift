import Foundation
import HeadUnitTestSupport
import Testing

/// Rehearsing on the car your users drive: the shipped cars, a script
/// refused an input its car lacks, and one script run on several cars.
struct CarsCommandTests {
    static func temporaryFile(_ name: String, _ text: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cars-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return file
    }

    @Test func carsListsTheShippedCarsAndPrintsOnesFile() throws {
        let list = try ToolProcess.run(["cars"])
        #expect(list.status == 0)
        let names = list.lines.filter { !$0.hasPrefix(" ") }.map { String($0.prefix { $0 != ":" }) }
        #expect(names == ["every-input", "touch-only", "knob-only", "knob-and-touch", "touch-when-parked", "touchpad", "portrait-touch"])
        #expect(list.stdout.contains("  inputs: knob, nudge, back, home, siri, media\n"))
        let file = try ToolProcess.run(["cars", "knob-only"])
        #expect(file.status == 0 && file.stdout.contains(#""headunit-car": 1"#) && file.stdout.contains(#""name": "knob-only""#))
        let unknown = try ToolProcess.run(["cars", "hovercraft"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("headunit cars: no car is named 'hovercraft': use every-input, touch-only,"))
    }

    @Test func aTapOnAKnobOnlyCarFailsAtItsLineAndPassesOnATouchCar() throws {
        let script = try Self.temporaryFile("by-touch.hus", "tap \"Alternative Vault\"\nexpect playing alternative\n")
        defer { try? FileManager.default.removeItem(at: script.deletingLastPathComponent()) }
        let knob = try ToolProcess.run(["script", "--car", "knob-only", "Scenarios/radio.json", script.path])
        #expect(knob.status == 1)
        #expect(
            knob.stderr.hasPrefix(
                "\(script.path):1:1: error: [car-input] tap \"Alternative Vault\": the car \"knob-only\" has no touch screen (its inputs: knob, nudge, back, home, siri, media) (script by-touch)\n"
            ), "\(knob.stderr)")
        let touch = try ToolProcess.run(["script", "--car", "touch-only", "Scenarios/radio.json", script.path])
        #expect(touch.status == 0, "\(touch.stderr)")
        #expect(touch.stdout == "\(script.path) › by-touch: 2 lines, 1 expectations held\n")
    }

    @Test func oneScriptOnSeveralCarsIsATestCaseForEach() throws {
        let script = try Self.temporaryFile("by-touch.hus", "tap \"Alternative Vault\"\nexpect playing alternative\n")
        let folder = script.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let junit = folder.appendingPathComponent("r.xml")
        let result = try ToolProcess.run([
            "script", "--car", "knob-only", "--car", "knob-and-touch", "Scenarios/radio.json", script.path, "--junit", junit.path,
        ])
        #expect(result.status == 1)
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains(#"<testsuites tests="2" failures="1">"#))
        #expect(xml.contains(#"<testcase name="by-touch on knob-only" classname="\#(script.path)" assertions="0">"#))
        #expect(xml.contains(#"<testcase name="by-touch on knob-and-touch" classname="\#(script.path)" assertions="1"/>"#))
    }

    @Test func aCarOtherCommandsTakeOneOfAndANameThatIsNone() throws {
        let two = try ToolProcess.run(["snapshot", "--car", "knob-only", "--car", "touch-only"])
        #expect(two.status == 2 && two.stderr == "headunit snapshot: --car: name one car (script and lint take several)\n")
        let none = try ToolProcess.run(["snapshot", "--car", "hovercraft"])
        #expect(none.status == 2 && none.stderr.hasPrefix("headunit snapshot: --car: no car is named 'hovercraft': use every-input,"))
        let wide = try ToolProcess.run(["snapshot", "--car", "knob-and-touch"])
        let width = { (lines: [String]) in lines.map(\.count).max() ?? 0 }
        let narrowed = try ToolProcess.run(["snapshot", "--car", "knob-and-touch", "--profile", "standard"])
        #expect(wide.status == 0 && narrowed.status == 0)
        #expect(width(wide.lines) > width(narrowed.lines) + 20, "its wide display, which --profile replaces")
    }
}

/// `lint --car`: what each car's driver cannot reach.
struct LintPerCarTests {
    @Test func everyShippedScenarioPassesOnEveryShippedCar() throws {
        let scenarios = try FileManager.default.contentsOfDirectory(atPath: "Scenarios").filter { $0.hasSuffix(".json") }.sorted().map { "Scenarios/\($0)" }
        try #require(scenarios.count >= 10)
        let cars = ["every-input", "touch-only", "knob-only", "knob-and-touch", "touch-when-parked", "touchpad", "portrait-touch"]
        let result = try ToolProcess.run(["lint"] + cars.flatMap { ["--car", $0] } + scenarios)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(!result.stdout.contains("[car-reach]"), "\(result.stdout)")
    }

    /// Acceptance 3: a control only touch can reach, here a map only a
    /// finger can move, is reported on a knob-only car with its place.
    @Test func aMapOnlyTouchCanMoveIsReportedWithItsPlace() throws {
        let fixture = "Tests/headunitTests/Fixtures/Cars/pan-by-touch.json"
        let knob = try ToolProcess.run(["lint", "--car", "knob-only", fixture])
        #expect(knob.status == 1)
        #expect(
            knob.stdout
                == #"\#(fixture):12:24: error: [car-reach] the car "knob-only" (its inputs: knob, nudge, back, home, siri, media) cannot pan map 'map': it has no touch screen, so a driver moves a map only in its panning interface; add an enabled map button whose handler runs "showPanningInterface" (at $.templates.map.regionChanged)"#
                + "\n")
        let touch = try ToolProcess.run(["lint", "--car", "touch-only", fixture])
        #expect(touch.status == 0 && touch.stdout.isEmpty, "\(touch.stdout)")
    }
}
