import HeadUnitCore
import HeadUnitFiles

/// Runs command text against a scenario headless, for tests.
public enum Headless {
    /// A driver of `scenario` on a display, in a glyph set, after `commands`.
    public static func run(
        _ commands: String, scenario: Scenario = ScenarioLoader.tour, profile: DisplayProfile = .standard,
        density: Density = .one, glyphs: Glyphs = .rounded
    ) throws -> SessionDriver {
        var driver = SessionDriver(state: SessionState(app: scenario.app, profile: profile, density: density, glyphs: glyphs))
        for command in try CommandParser.parse(commands) { _ = try? CommandInterpreter.run(command, on: &driver) }
        return driver
    }

    /// A head unit of several scenarios' apps (from its home screen) after
    /// `commands`, each of which must run: a command that fails throws.
    public static func run(
        _ commands: String, scenarios: [Scenario], profile: DisplayProfile = .standard, driverSide: DriverSide = .left,
        inspector: Bool = false
    ) throws -> SessionDriver {
        var driver = SessionDriver(
            state: SessionState(apps: scenarios.map(\.app), profile: profile, driverSide: driverSide, inspectorShown: inspector))
        for command in try CommandParser.parse(commands) { try CommandInterpreter.run(command, on: &driver) }
        return driver
    }

    /// A shipped scenario by its file name (`radio.json`).
    public static func shipped(_ name: String) throws -> Scenario {
        let path = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
        let result = ScenarioLoader.load(path: "/" + path + "/Scenarios/" + name)
        guard let scenario = result.scenario, !result.hasErrors else {
            throw ScenarioFailure(lines: result.diagnostics.map { $0.formatted(file: name) })
        }
        return scenario
    }

    /// A scenario from JSON text that must load without errors, or, with
    /// `allowingRuleErrors`, one that breaks CarPlay's rules on purpose (to
    /// see what the car does at run time).
    public static func scenario(_ json: String, file: String = "test.json", allowingRuleErrors: Bool = false) throws -> Scenario {
        let result = ScenarioLoader.load(bytes: Array(json.utf8), file: file, validate: !allowingRuleErrors)
        guard let scenario = result.scenario, !result.hasErrors else {
            throw ScenarioFailure(lines: result.diagnostics.map { $0.formatted(file: file) })
        }
        return scenario
    }

    /// The lines of a scenario that fails to load cleanly.
    public struct ScenarioFailure: Error, CustomStringConvertible {
        public let lines: [String]
        public var description: String { lines.joined(separator: "\n") }
    }

    /// The plain rows of a driver's screen.
    public static func rows(_ driver: SessionDriver) -> [String] {
        PlainTextWriter.rows(of: driver.screen.frame)
    }
}
