import HeadUnitCore

/// The options `run` and `snapshot` share: which scenario, on which display.
struct SessionOptions {
    static let specs = [
        OptionSpec(name: "profile", value: "NAME|WxH@S", help: "display profile: minimum, standard, wide, portrait or WxH@S (default standard)"),
        OptionSpec(name: "density", value: "1|2", help: "cells per 8x16 points: 1 is true scale, 2 doubles the detail (default 1)"),
        OptionSpec(name: "appearance", value: "day|night", help: "the car's appearance (default day)"),
        OptionSpec(name: "help", value: nil, help: "show this help"),
    ]

    let scenario: Scenario
    let profile: DisplayProfile
    let density: Density
    let appearance: Appearance

    /// Reads the options; a bad scenario prints its diagnostics and stops
    /// the command with status 1 (2 when the file is unusable).
    init(_ arguments: ParsedArguments, command: String) throws(CommandStop) {
        guard arguments.positionals.count <= 1 else {
            throw .usage(UsageError("\(command): one scenario file at most; got \(arguments.positionals.count)"))
        }
        do {
            profile = try DisplayProfile.parse(arguments["profile"] ?? "standard")
        } catch {
            throw .usage(UsageError("\(command): \(error.description)"))
        }
        guard let density = Density(rawValue: Int(arguments["density"] ?? "1") ?? 0) else {
            throw .usage(UsageError("\(command): --density must be 1 or 2; got '\(arguments["density"] ?? "")'"))
        }
        self.density = density
        guard let appearance = Appearance(rawValue: arguments["appearance"] ?? "day") else {
            throw .usage(UsageError("\(command): --appearance must be day or night; got '\(arguments["appearance"] ?? "")'"))
        }
        self.appearance = appearance
        guard let path = arguments.positionals.first else {
            scenario = ScenarioLoader.tour
            return
        }
        let result = ScenarioLoader.load(path: path)
        for diagnostic in result.diagnostics { Output.error(diagnostic.formatted(file: path)) }
        guard let scenario = result.scenario, !result.hasErrors else {
            throw .status(result.isUnusable ? .usage : .problems)
        }
        self.scenario = scenario
    }

    /// A new session of the scenario on the chosen display.
    func makeState() -> SessionState {
        SessionState(app: scenario.app, profile: profile, density: density, appearance: appearance)
    }
}
