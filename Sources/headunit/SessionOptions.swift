import HeadUnitCore

/// The options `run`, `snapshot` and `script` share: which scenario, on
/// which display, in which look.
struct SessionOptions {
    static let specs = [
        OptionSpec(name: "profile", value: "NAME|WxH@S", help: "display profile: minimum, standard, wide, portrait or WxH@S (default standard)"),
        OptionSpec(name: "density", value: "1|2", help: "cells per 8x16 points: 1 is true scale, 2 doubles the detail (default 1)"),
        OptionSpec(name: "appearance", value: "day|night|auto", help: "the car's appearance; auto follows the scenario's clock (default day)"),
        OptionSpec(name: "theme", value: "NAME|FILE", help: "default, high-contrast, amber, mono, or a theme file (default default)"),
        OptionSpec(name: "ascii", value: nil, help: "draw with ASCII glyphs only"),
        OptionSpec(name: "cluster", value: nil, help: "attach an instrument cluster, drawn beside the display"),
        OptionSpec(name: "help", value: nil, help: "show this help"),
    ]

    let scenario: Scenario
    let profile: DisplayProfile
    let density: Density
    /// Nil for `auto`: the appearance follows the scenario's clock.
    let appearance: Appearance?
    let theme: Theme
    let ascii: Bool
    /// Whether the car has an instrument cluster attached from the start.
    let cluster: Bool

    /// Reads the options; a bad scenario prints its diagnostics and stops
    /// the command with status 1 (2 when the file is unusable); a bad
    /// theme file prints its own and stops with 2.
    init(_ arguments: ParsedArguments, command: String) throws(CommandStop) {
        guard arguments.positionals.count <= 1 else {
            throw .usage(UsageError("\(command): one scenario file at most; got \(arguments.positionals.count)"))
        }
        try self.init(arguments, command: command, scenario: arguments.positionals.first)
    }

    /// The options with the scenario at `path` (nil: the embedded tour).
    init(_ arguments: ParsedArguments, command: String, scenario path: String?) throws(CommandStop) {
        do {
            profile = try DisplayProfile.parse(arguments["profile"] ?? "standard")
        } catch {
            throw .usage(UsageError("\(command): \(error.description)"))
        }
        guard let density = Density(rawValue: Int(arguments["density"] ?? "1") ?? 0) else {
            throw .usage(UsageError("\(command): --density must be 1 or 2; got '\(arguments["density"] ?? "")'"))
        }
        self.density = density
        let appearance = arguments["appearance"] ?? "day"
        guard appearance == "auto" || Appearance(rawValue: appearance) != nil else {
            throw .usage(UsageError("\(command): --appearance must be day, night or auto; got '\(appearance)'"))
        }
        self.appearance = Appearance(rawValue: appearance)
        ascii = arguments.flags.contains("ascii")
        cluster = arguments.flags.contains("cluster")
        let themeName = arguments["theme"] ?? ThemeLoader.standard.name
        switch ThemeLoader.theme(named: themeName) {
        case .success(let theme):
            self.theme = theme
        case .failure(let failure):
            for diagnostic in failure.diagnostics { Output.error(diagnostic.formatted(file: failure.file)) }
            throw .status(.usage)
        }
        guard let path else {
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

    /// A new session of the scenario on the chosen display, in the theme's glyphs.
    func makeState() -> SessionState {
        SessionState(
            app: scenario.app, profile: profile, density: density, appearance: appearance.map { .fixed($0) } ?? .followsClock,
            glyphs: theme.glyphs, clusterAttached: cluster)
    }
}
