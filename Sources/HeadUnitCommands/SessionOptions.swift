import HeadUnitCore
import HeadUnitFiles

/// The options `run`, `snapshot`, `script` and `play` share: which
/// scenarios (one app each), on which display, in which look, in which car.
struct SessionOptions {
    static let specs = [
        OptionSpec(name: "profile", value: "NAME|WxH@S", help: "display profile: minimum, standard, wide, portrait or WxH@S (default standard)"),
        OptionSpec(name: "density", value: "1|2", help: "cells per 8x16 points: 1 is true scale, 2 doubles the detail (default 1)"),
        OptionSpec(name: "appearance", value: "day|night|auto", help: "the car's appearance; auto follows the scenario's clock (default day)"),
        OptionSpec(name: "theme", value: "NAME|FILE", help: "default, high-contrast, amber, mono, or a theme file (default default)"),
        OptionSpec(name: "ascii", value: nil, help: "draw with ASCII glyphs only"),
        OptionSpec(name: "cluster", value: nil, help: "attach an instrument cluster, drawn beside the display"),
        OptionSpec(name: "drive", value: "left|right", help: "the driver's side: the status rail sits on it (default left)"),
        OptionSpec(name: "inspect", value: nil, help: "show the inspector beside the display: stack, focus ids, limits, events"),
        OptionSpec(name: "help", value: nil, help: "show this help"),
    ]

    /// The scenarios, one app each, in the order given: the embedded tour
    /// when none is and no app is hosted.
    let scenarios: [Scenario]
    /// The hosted apps and their host, from the command's context.
    let context: CommandContext
    let profile: DisplayProfile
    let density: Density
    /// Nil for `auto`: the appearance follows the scenario's clock.
    let appearance: Appearance?
    let theme: Theme
    let ascii: Bool
    /// Whether the car has an instrument cluster attached from the start.
    let cluster: Bool
    let driverSide: DriverSide
    /// Whether the inspector shows from the start.
    let inspect: Bool

    /// Every app of the head unit: the hosted ones, then the scenarios'.
    var apps: [App] { context.hostedApps + scenarios.map(\.app) }

    /// Reads the options with the scenarios the positional arguments name;
    /// a bad scenario prints its diagnostics and stops the command with
    /// status 1 (2 when the file is unusable); a bad theme file prints its
    /// own and stops with 2.
    init(_ arguments: ParsedArguments, command: String, context: CommandContext) throws(CommandStop) {
        try self.init(arguments, command: command, scenarios: arguments.positionals, context: context)
    }

    /// The options with the scenarios at `paths` (none: the embedded tour,
    /// unless an app is hosted).
    init(_ arguments: ParsedArguments, command: String, scenarios paths: [String], context: CommandContext) throws(CommandStop) {
        self.context = context
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
        inspect = arguments.flags.contains("inspect")
        guard let side = DriverSide(rawValue: arguments["drive"] ?? "left") else {
            throw .usage(UsageError("\(command): --drive must be left or right; got '\(arguments["drive"] ?? "")'"))
        }
        driverSide = side
        let themeName = arguments["theme"] ?? ThemeLoader.standard.name
        switch ThemeLoader.theme(named: themeName) {
        case .success(let theme):
            self.theme = theme
        case .failure(let failure):
            for diagnostic in failure.diagnostics { Output.error(diagnostic.formatted(file: failure.file)) }
            throw .status(.usage)
        }
        guard !paths.isEmpty else {
            scenarios = context.hostedApps.isEmpty ? [ScenarioLoader.tour] : []
            return
        }
        // Every file's problems are told before the command stops.
        var loaded: [Scenario] = []
        var worst: ExitStatus?
        for path in paths {
            let result = ScenarioLoader.load(path: path)
            for diagnostic in result.diagnostics { Output.error(diagnostic.formatted(file: path)) }
            if let scenario = result.scenario, !result.hasErrors {
                loaded.append(scenario)
            } else if worst != .usage {
                worst = result.isUnusable ? .usage : .problems
            }
        }
        if let worst { throw .status(worst) }
        scenarios = loaded
    }

    /// A new head unit of the scenarios' apps on the chosen display and
    /// car, in the theme's glyphs.
    func makeState() -> SessionState {
        makeState(apps: apps)
    }

    /// A new driver of a head unit of `apps`, their host answering the hosted ones.
    func makeDriver(apps: [App]) -> SessionDriver {
        SessionDriver(state: makeState(apps: apps), appHost: context.appHost)
    }

    /// A new head unit of `apps` with these options.
    func makeState(apps: [App]) -> SessionState {
        SessionState(
            apps: apps, profile: profile, density: density, appearance: appearance.map { .fixed($0) } ?? .followsClock,
            glyphs: theme.glyphs, clusterAttached: cluster, driverSide: driverSide, inspectorShown: inspect)
    }
}
