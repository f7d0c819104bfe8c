import Foundation
import HeadUnitCore
import HeadUnitFiles

/// Scenario files kept beside the tests.
enum Fixtures {
    /// The fixture scenario `name`.json; a fixture that does not load fails loudly.
    static func scenario(_ name: String) -> Scenario {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name).json").path
        let result = ScenarioLoader.load(path: path)
        guard let scenario = result.scenario else {
            fatalError("fixture \(name) does not load: \(result.diagnostics.map { $0.formatted(file: path) })")
        }
        return scenario
    }

    /// The shipped scenario Scenarios/`name`.json.
    static func shipped(_ name: String) -> Scenario {
        let path = ShippedScenarioTests.folder.appendingPathComponent("\(name).json").path
        guard let scenario = ScenarioLoader.load(path: path).scenario else { fatalError("the shipped scenario \(name) does not load") }
        return scenario
    }
}
