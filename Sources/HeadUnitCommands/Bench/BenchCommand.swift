import HeadUnitCore
import HeadUnitTerminal

/// `headunit bench`: figures a user can reproduce, printed as tables.
/// Nothing here asserts a time; measure release builds.
enum BenchCommand: Subcommand {
    static let name = "bench"
    static let synopsis = "headunit bench [options]"
    static let summary = "time layout, painting and start-up"
    static let specs = [iterationsOption.spec, launchesOption.spec, hostedFlag.spec, FlagOption.help.spec]
    static let hostedFlag = FlagOption(name: "hosted", help: "only the hosted app's own figures (a CarPlay app's binary prints them)")

    static let iterationsOption = ValueOption.whole("iterations", help: "timed runs of each layout and diff", byDefault: 2000, in: 10...1_000_000)
    static let launchesOption = ValueOption.whole("launches", help: "launches timed to the first frame", byDefault: 10, in: 1...1000)

    static let help = Usage.help(
        synopsis,
        """
        Times layout of every template at every profile (the tour's, and the navigation flow's map,
        trip previews and guidance), layout plus frame diff for a knob step and a clock tick in guidance,
        counts the cells, bytes and write calls painted into a pseudo-terminal for a knob step and a
        full repaint, times lint per MB and a 100,000-entry timeline, times launches to the first
        frame, and a headless key in the process and as a whole `headunit script`. Build with -c
        release to measure.
        """, specs)

    static func run(_ arguments: [String], context: CommandContext) throws(CommandStop) -> ExitStatus {
        guard let parsed = try CommandArguments.read(arguments, specs: specs, command: "bench", help: help) else { return .success }
        let iterations: Int, launches: Int
        do throws(UsageError) {
            iterations = try parsed.value(iterationsOption, command: "bench")
            launches = try parsed.value(launchesOption, command: "bench")
        } catch {
            throw .usage(error)
        }
        if parsed.isSet(hostedFlag) {
            guard let hostBench = context.hostBench else {
                throw .usage(UsageError("bench: --hosted needs a CarPlay app's binary (swift run -c release SwiftRadio bench --hosted)"))
            }
            Output.print(hostBench())
            return .success
        }
        #if DEBUG
            Output.print("note: a debug build; measure with `swift build -c release` and .build/release/headunit bench\n\n")
        #endif
        LayoutBench.print(iterations: iterations)
        StepBench.print(iterations: iterations)
        PaintBench.print()
        // Launches first: a child started from a process that has grown
        // reports the parent's peak memory as its own.
        let tour = LaunchBench.print(launches: launches)
        let timeline = ScaleBench.print()
        let sizes = SizeBench.print(binary: LaunchBench.ownPath)
        let scripts = ScriptBench.print(binary: LaunchBench.ownPath, launches: launches)
        let hosted = HostedBench.print(besides: LaunchBench.ownPath)
        // In the order issue 37's acceptance 2 lists them.
        Output.print(BenchGoal.table(scripts + [timeline, hosted] + sizes + [tour]))
        return .success
    }
}

/// Helpers the bench tables share (and a CarPlay app's own bench lines).
package enum BenchFormat {
    /// `text` padded with spaces to `width` columns.
    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }

    /// A ratio with two decimals: `0.96`.
    static func ratio(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        return "\(hundredths / 100)." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
    }

    /// A figure with one decimal: `12.9`.
    package static func tenths(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// Kilobytes as megabytes (MiB) with one decimal: `12.9`, never rounded
    /// down to a whole figure that would meet a goal it misses.
    static func megabytes(_ kilobytes: Int) -> String {
        tenths(Double(kilobytes) / 1024)
    }

    /// Median and 99th percentile of samples, sorted in place.
    package static func summary(_ samples: inout [Double]) -> (median: Double, p99: Double) {
        samples.sort()
        return (samples[samples.count / 2], samples[min(samples.count - 1, samples.count * 99 / 100)])
    }

    /// Microseconds between two instants.
    package static func micros(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }

    /// A session of the tour on a display after `keys`.
    static func driver(keys: String, profile: DisplayProfile, density: Density = .one, scenario: Scenario = ScenarioLoader.tour) -> SessionDriver {
        var driver = SessionDriver(state: SessionState(app: scenario.app, profile: profile, density: density))
        for command in (try? CommandParser.parse(keys)) ?? [] { _ = try? CommandInterpreter.run(command, on: &driver) }
        return driver
    }
}
