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
