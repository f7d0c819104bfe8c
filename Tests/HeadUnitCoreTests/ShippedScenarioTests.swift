import Foundation
import HeadUnitCore
import HeadUnitFiles
import HeadUnitTestSupport
import Testing

/// Every scenario in Scenarios/ loads without a problem and its script's
/// expectations hold, so the examples can never rot.
struct ShippedScenarioTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenarios").standardized

    static let files: [String] = {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test func theShippedScenariosAreThere() {
        #expect(
            Self.files == [
                "charging.json", "driving.json", "fueling.json", "messages.json", "navigation.json", "ordering.json", "parking.json", "podcasts.json",
                "radio.json", "tour.json",
            ])
    }

    @Test(arguments: files)
    func lintsWithoutAProblem(_ file: String) {
        let result = ScenarioLoader.load(path: Self.folder.appendingPathComponent(file).path)
        #expect(result.diagnostics.map { $0.formatted(file: file) } == [])
        #expect(result.scenario != nil)
    }

    /// Every shipped scenario rehearses its flow twice: by the knob alone
    /// and by touch alone, and both hold.
    @Test(arguments: files)
    func itsScriptsHold(_ file: String) throws {
        let scenario = try #require(ScenarioLoader.load(path: Self.folder.appendingPathComponent(file).path).scenario)
        let scripts = Dictionary(uniqueKeysWithValues: scenario.app.scripts.map { ($0.name, $0) })
        let knob = try #require(scripts["by-knob"], "\(file) has a by-knob script")
        let touch = try #require(scripts["by-touch"], "\(file) has a by-touch script")
        #expect(knob.lines.count >= 20, "every shipped scenario has a script worth the name")
        let commands = { (script: Script) in script.lines.flatMap(\.commands) }
        #expect(!commands(knob).contains { if case .tap = $0 { true } else if case .tapControl = $0 { true } else if case .drag = $0 { true } else { false } })
        #expect(!commands(touch).contains { if case .input(let message) = $0 { message.isKnob } else { false } }, "no knob in the touch script")
        for script in scenario.app.scripts {
            var driver = SessionDriver(state: SessionState(app: scenario.app))
            let outcome = ScriptRunner.run(script.lines, on: &driver)
            if let failure = outcome.failure {
                Issue.record("\(file) › \(script.name):\(failure.line.location): \(failure.reason)\n\(PlainTextWriter.text(of: driver.screen.frame))")
            }
            #expect(outcome.expectations >= (script.name == "by-knob" ? 15 : 5), "\(script.name)")
        }
    }

    /// `play` runs a script's waits in frames (a tenth of a second each of
    /// the shortened wait): at every speed it offers, each shipped script
    /// holds as it does under `script`, with the clock where `script` has it.
    @Test(arguments: files)
    func itsScriptsHoldAsPlayPacesThem(_ file: String) throws {
        let scenario = try #require(ScenarioLoader.load(path: Self.folder.appendingPathComponent(file).path).scenario)
        for script in scenario.app.scripts {
            var scripted = SessionDriver(state: SessionState(app: scenario.app))
            #expect(ScriptRunner.run(script.lines, on: &scripted).failure == nil)
            for speed in [0.1, 0.5, 1, 2, 10] {
                var played = SessionDriver(state: SessionState(app: scenario.app))
                for line in script.lines {
                    for command in line.commands {
                        if case .sleep(let seconds) = command {
                            for reading in DemoTiming.sleepFrames(seconds, from: played.state.clock, speed: speed) { played.advance(until: reading) }
                            continue
                        }
                        if case .failed(_, let reason) = CommandInterpreter.run([command], on: &played, host: { _, _ in .done }) {
                            Issue.record("\(file) › \(script.name):\(line.location) at speed \(speed): \(reason)")
                        }
                    }
                }
                #expect(played.state.clock == scripted.state.clock, "\(file) › \(script.name) at speed \(speed)")
            }
        }
    }

    /// A video sees each sleep pass frame by frame (`ScriptRunner`'s
    /// `during`): each shipped script holds as it does without, at the
    /// car's clock rates a demo uses, to the same clock and display, and
    /// `during` sees every sleep end.
    @Test(arguments: files)
    func itsScriptsHoldAsAVideoSeesThem(_ file: String) throws {
        let scenario = try #require(ScenarioLoader.load(path: Self.folder.appendingPathComponent(file).path).scenario)
        for script in scenario.app.scripts {
            for rate in [1.0, 10] {
                var plain = SessionDriver(state: SessionState(apps: [scenario.app], clockRate: rate))
                #expect(ScriptRunner.run(script.lines, on: &plain).failure == nil)
                var watched = SessionDriver(state: SessionState(apps: [scenario.app], clockRate: rate))
                var ends = 0, sleeps = 0
                let outcome = ScriptRunner.run(
                    script.lines, on: &watched, during: { _, share, _ in if share == 1 { ends += 1 } },
                    after: { command, _ in if case .sleep = command { sleeps += 1 } })
                #expect(outcome.failure == nil, "\(file) › \(script.name) at \(rate)x: \(outcome.failure?.reason ?? "")")
                #expect(watched.state.clock == plain.state.clock && watched.picture == plain.picture, "\(file) › \(script.name) at \(rate)x")
                #expect(ends == sleeps)
            }
        }
    }

    /// A demo's sleep runs on the car's clock at its rate: at 10x a sleep of
    /// 2 s is 0.2 s of the demo, two frames; the 3 s cap holds at any rate.
    @Test func aSleepIsShortenedByTheCarsClockRate() {
        #expect(DemoTiming.seconds(for: .sleep(seconds: 2), clockRate: 10) == 0.2)
        #expect(DemoTiming.seconds(for: .sleep(seconds: 2)) == 2)
        #expect(DemoTiming.seconds(for: .sleep(seconds: 600), clockRate: 10) == 3)
        #expect(DemoTiming.seconds(for: .input(.press), clockRate: 10) == DemoTiming.inputPause, "a person's pause is no car's")
        let frames = DemoTiming.sleepFrames(2, from: 10, speed: 1, clockRate: 10)
        #expect(frames == [11, 12])
    }

    /// Ten frames of 0.1 s, added up, fall short of one second (which is
    /// how `play` once left a handler due at 1 s spinning): the last frame
    /// reads exactly the end.
    @Test func aSleepsLastFrameEndsExactlyWhereTheSleepDoes() {
        var added = 29_100.0
        for _ in 0..<10 { added += 0.1 }
        #expect(added < 29_101)
        let frames = DemoTiming.sleepFrames(1, from: 29_100, speed: 1)
        #expect(frames.count == 10 && frames.last == 29_101)
        let long = DemoTiming.sleepFrames(900, from: 0.1, speed: 2)
        #expect(long.count == 15, "a 900 s wait is shortened to 3 s, at twice the speed 1.5 s: 15 frames")
        #expect(long.last == 900.1 && zip(long, long.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func theEmbeddedScenariosAreTheShippedOnes() throws {
        let tour = try #require(ScenarioLoader.load(path: Self.folder.appendingPathComponent("tour.json").path).scenario)
        // The embedded tour is read without its scripts, which come apart.
        var scriptless = tour.app
        scriptless.scripts = []
        #expect(scriptless == ScenarioLoader.tour.app)
        #expect(tour.app.scripts == ScenarioLoader.tourScripts && tour.app.scripts.count == 2)
        let navigation = try #require(ScenarioLoader.load(path: Self.folder.appendingPathComponent("navigation.json").path).scenario)
        #expect(navigation.app == ScenarioLoader.navigation.app)
    }
}
