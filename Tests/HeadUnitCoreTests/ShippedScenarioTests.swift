import Foundation
import HeadUnitCore
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

    @Test(arguments: files)
    func itsScriptHolds(_ file: String) throws {
        let scenario = try #require(ScenarioLoader.load(path: Self.folder.appendingPathComponent(file).path).scenario)
        #expect(scenario.app.script.count >= 20, "every shipped scenario has a script worth the name")
        var runner = SessionDriver(state: SessionState(app: scenario.app))
        let outcome = runner.runScript(scenario.app.script)
        if let failure = outcome.failure {
            Issue.record("\(file):\(failure.line.location): \(failure.reason)\n\(PlainTextWriter.text(of: runner.screen.frame))")
        }
        #expect(outcome.expectations >= 15)
    }

    @Test func theEmbeddedScenariosAreTheShippedOnes() throws {
        let tour = try #require(ScenarioLoader.load(path: Self.folder.appendingPathComponent("tour.json").path).scenario)
        #expect(tour.app == ScenarioLoader.tour.app)
        let navigation = try #require(ScenarioLoader.load(path: Self.folder.appendingPathComponent("navigation.json").path).scenario)
        #expect(navigation.app == ScenarioLoader.navigation.app)
    }
}
