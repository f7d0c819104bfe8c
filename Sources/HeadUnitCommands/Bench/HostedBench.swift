import CTermSupport
import Glibc
import HeadUnitCore

/// A hosted app, measured as `headunit` is: the example SwiftRadio built
/// beside this binary (`swift build -c release` makes both), its start to
/// the first frame and its peak memory against headunit's own, how often it
/// wakes at rest, and (from its own `bench --hosted`) a turn's time after
/// many templates were shown.
enum HostedBench {
    /// Prints the figures; returns the goal the app's own bench hands over
    /// (a push after many kept templates against one after few), unmeasured
    /// when the app is not built.
    static func print(besides binary: String) -> BenchGoal {
        let folder = binary.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let app = folder + "/SwiftRadio"
        guard access(app, X_OK) == 0 else {
            Output.print("\nA hosted app: build SwiftRadio beside headunit (swift build -c release) to measure it\n")
            return BenchGoal.push(.nan)
        }
        Output.print("\nA hosted app (SwiftRadio, beside this binary)\n")
        var appLaunches: [LaunchMeter.Launch] = [], ownLaunches: [LaunchMeter.Launch] = []
        for _ in 0..<5 {
            if let launch = LaunchMeter.launch([app], environment: LaunchBench.environment, columns: 100, rows: 30, marker: "quit", quit: "q") {
                appLaunches.append(launch)
            }
            if let launch = LaunchMeter.launch([binary], environment: LaunchBench.environment, columns: 100, rows: 30, marker: "quit", quit: "q") {
                ownLaunches.append(launch)
            }
        }
        let appStart = LaunchMeter.Launch.medianMilliseconds(appLaunches), ownStart = LaunchMeter.Launch.medianMilliseconds(ownLaunches)
        let peak = appLaunches.compactMap(\.peakKilobytes).max() ?? 0, ownPeak = ownLaunches.compactMap(\.peakKilobytes).max() ?? 0
        Output.print(
            "  start to first frame: \(LayoutBench.format(appStart)) ms against headunit's \(LayoutBench.format(ownStart)) ms (\(BenchFormat.ratio(appStart / ownStart))x)\n"
                + "  peak memory: \(BenchFormat.megabytes(peak)) MB against headunit's \(BenchFormat.megabytes(ownPeak)) MB\n")
        if let rate = LaunchMeter.wakeupsAtRest([app], environment: LaunchBench.environment, seconds: 3) {
            Output.print("  at rest: \(LayoutBench.format(rate)) wake-ups a second (3 s idle after the first frame)\n")
        }
        let lines = LaunchMeter.output(of: [app, "bench", "--hosted"])?.split(separator: "\n") ?? []
        for line in lines where BenchGoal(line: line) == nil { Output.print(line + "\n") }
        return lines.lazy.compactMap(BenchGoal.init(line:)).first ?? BenchGoal.push(.nan)
    }
}
