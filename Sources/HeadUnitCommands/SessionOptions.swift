import HeadUnitCore
import HeadUnitFiles

/// The options `run`, `snapshot`, `script` and `play` share: which
/// scenarios (one app each), on which display, in which look, in which car.
struct SessionOptions {
    static let profileOption = ValueOption<DisplayProfile>(
        name: "profile", placeholder: "NAME|WxH@S", help: "display profile: minimum, standard, wide, portrait or WxH@S",
        byDefault: (.standard, "standard")
    ) { text, command throws(UsageError) in
        do throws(ProfileError) {
            return try DisplayProfile.parse(text)
        } catch {
            throw UsageError("\(command): \(error.description)")
        }
    }
    static let densityOption = ValueOption<Density>(
        name: "density", placeholder: "1|2", help: "cells per 8x16 points: 1 is true scale, 2 doubles the detail", byDefault: (.one, "1"),
        expected: "1 or 2"
    ) { Int($0).flatMap(Density.init(rawValue:)) }
    static let appearanceOption = ValueOption<Appearance?>(
        name: "appearance", placeholder: "day|night|auto", help: "the car's appearance; auto follows the scenario's clock", byDefault: (.day, "day"),
        expected: "day, night or auto"
    ) { $0 == "auto" ? .some(nil) : Appearance(rawValue: $0).map { .some($0) } }
    static let themeOption = ValueOption<String>(
        name: "theme", placeholder: "NAME|FILE", help: "default, high-contrast, amber, mono, or a theme file",
        byDefault: (ThemeLoader.standard.name, ThemeLoader.standard.name), expected: "a theme's name or file"
    ) { $0 }
    static let driveOption = ValueOption<DriverSide>(
        name: "drive", placeholder: "left|right", help: "the driver's side: the status rail sits on it", byDefault: (.left, "left"),
        expected: "left or right"
    ) { DriverSide(rawValue: $0) }
    static let asciiFlag = FlagOption(name: "ascii", help: "draw with ASCII glyphs only")
    static let clusterFlag = FlagOption(name: "cluster", help: "attach an instrument cluster, drawn beside the display")
    static let clockRateOption = ValueOption<Double>(
        name: "clock-rate", placeholder: "RATE", help: "run the car's clock RATE times as fast as real time (10x fast-forwards a drive)",
        byDefault: (1, "1x"), expected: "a rate from 0.1x to 60x", convert: ClockRate.parse)
    static let inspectFlag = FlagOption(name: "inspect", help: "show the inspector beside the display: stack, focus ids, limits, events")
    static let carOption = TextOption(
        name: "car", placeholder: "NAME|FILE",
        help: "the car: its inputs, display, driver's side and cluster (headunit cars lists them); its display gives way to --profile and the rest")

    static let specs = [
        carOption.spec, profileOption.spec, densityOption.spec, appearanceOption.spec, themeOption.spec, asciiFlag.spec, clusterFlag.spec,
        driveOption.spec, inspectFlag.spec, clockRateOption.spec, FlagOption.help.spec,
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
    /// How fast the car's clock runs against real time.
    let clockRate: Double
    let driverSide: DriverSide
    /// Whether the inspector shows from the start.
    let inspect: Bool
    /// The cars named (`--car`, more than once for `script`), in order;
    /// every input's car when none is.
    let cars: [CarProfile]
    /// The options of the car's that were given: they win over each car's own.
    private let given: Set<String>

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
        cars = try Self.cars(arguments, command: command)
        given = Set([Self.profileOption.name, Self.densityOption.name, Self.driveOption.name].filter(arguments.isGiven))
        let car = cars[0]
        let themeName: String
        do throws(UsageError) {
            profile = arguments.isGiven(Self.profileOption.name) ? try arguments.value(Self.profileOption, command: command) : car.profile
            density = arguments.isGiven(Self.densityOption.name) ? try arguments.value(Self.densityOption, command: command) : car.density
            appearance = try arguments.value(Self.appearanceOption, command: command)
            driverSide = arguments.isGiven(Self.driveOption.name) ? try arguments.value(Self.driveOption, command: command) : car.driverSide
            themeName = try arguments.value(Self.themeOption, command: command)
            clockRate = try arguments.value(Self.clockRateOption, command: command)
        } catch {
            throw .usage(error)
        }
        ascii = arguments.isSet(Self.asciiFlag)
        cluster = arguments.isSet(Self.clusterFlag)
        inspect = arguments.isSet(Self.inspectFlag)
        switch ThemeLoader.theme(named: themeName) {
        case .success(let theme):
            self.theme = theme
        case .failure(let failure):
            // A name that is no theme is a usage mistake; a theme file's problems have their places.
            if failure.file == nil, let message = failure.lines.first { throw .usage(UsageError("\(command): --theme: \(message)")) }
            for line in failure.lines { Output.error(line) }
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
        for clash in HomeScreen.nameClashes(of: context.hostedApps + loaded.map(\.app)) { Output.error("headunit: warning: \(clash)") }
    }

    /// The cars `--car` names: a shipped car's name or a car file; a name
    /// that is neither is a usage mistake, a car file's problems have their places.
    static func cars(_ arguments: ParsedArguments, command: String) throws(CommandStop) -> [CarProfile] {
        var cars: [CarProfile] = []
        for name in arguments.values(carOption) {
            switch CarProfileLoader.car(named: name) {
            case .success(let car)?: cars.append(car)
            case .failure(let failure)?:
                for line in failure.lines { Output.error(line) }
                throw .status(.usage)
            case nil:
                let names = CarProfileLoader.shippedNames.joined(separator: ", ")
                throw .usage(UsageError("\(command): --car: no car is named '\(Escaped.value(name, limit: 64))': use \(names), or a car file's path"))
            }
        }
        if cars.count > 1, command != "script" && command != "lint" {
            throw .usage(UsageError("\(command): --car: name one car (script and lint take several)"))
        }
        return cars.isEmpty ? [.everyInput] : cars
    }

    /// A new head unit of the scenarios' apps on the chosen display and
    /// car, in the theme's glyphs.
    func makeState() -> SessionState {
        makeState(apps: apps)
    }

    /// A new driver of a head unit of `apps` in `car` (the first named by
    /// default), their host answering the hosted ones.
    func makeDriver(apps: [App], car: CarProfile? = nil) -> SessionDriver {
        SessionDriver(state: makeState(apps: apps, car: car), appSide: context.appSide)
    }

    /// A new head unit of `apps` with these options, in `car` (the first
    /// named by default): its display, driver's side and cluster unless
    /// the options give them.
    func makeState(apps: [App], car: CarProfile? = nil) -> SessionState {
        let car = car ?? cars[0]
        return SessionState(
            apps: apps, profile: given.contains(Self.profileOption.name) ? profile : car.profile,
            density: given.contains(Self.densityOption.name) ? density : car.density,
            appearance: appearance.map { .fixed($0) } ?? .followsClock, glyphs: theme.glyphs, clusterAttached: cluster || car.cluster,
            driverSide: given.contains(Self.driveOption.name) ? driverSide : car.driverSide, inspectorShown: inspect, clockRate: clockRate,
            carProfile: car)
    }
}
