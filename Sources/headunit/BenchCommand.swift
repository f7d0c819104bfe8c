import Foundation
import HeadUnitCore

/// `headunit bench`: figures a user can reproduce, printed as a table.
/// Nothing here asserts a time; measure release builds.
enum BenchCommand {
    static let specs = [
        OptionSpec(name: "iterations", value: "N", help: "layouts timed per template and profile (default 2000)"),
        OptionSpec(name: "help", value: nil, help: "show this help"),
    ]

    static let help = Usage.help(
        "headunit bench [options]", "Times layout of every template at every profile, headless (median and p99).", specs)

    /// The screens timed: a template of the tour and the keys that reach it.
    static let cases: [(name: String, keys: String)] = [
        ("tab bar", ""), ("list", "dpad click"), ("grid", "dpad rotate right; dpad click"),
        ("information", "dpad rotate right; dpad rotate right; dpad click"),
        ("now playing", "dpad rotate right; dpad rotate right; dpad rotate right; dpad click"),
        ("alert", "dpad rotate right; dpad rotate right; dpad rotate right; dpad rotate right; dpad click"),
        ("action sheet", "dpad flick right; dpad click"),
    ]

    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(arguments, accepting: specs, command: "bench")
        if parsed.flags.contains("help") {
            Output.print(help + "\n")
            return .success
        }
        guard let iterations = Int(parsed["iterations"] ?? "2000"), (10...1_000_000).contains(iterations) else {
            throw UsageError("bench: --iterations must be a whole number from 10 to 1000000")
        }
        #if DEBUG
            Output.print("note: this is a debug build; measure with `swift build -c release` and .build/release/headunit bench\n")
        #endif
        Output.print("layout of one frame, microseconds (\(iterations) runs each)\n")
        Output.print(pad("template", 14) + DisplayProfile.named.map { pad($0.name ?? "", 18) }.joined() + "\n")
        Output.print(pad("", 14) + DisplayProfile.named.map { _ in pad("median    p99", 18) }.joined() + "\n")
        for benchCase in cases {
            var line = pad(benchCase.name, 14)
            for profile in DisplayProfile.named {
                let timings = timeLayout(keys: benchCase.keys, profile: profile, iterations: iterations)
                line += pad(String(format: "%6.1f %6.1f", timings.median, timings.p99), 18)
            }
            Output.print(line + "\n")
        }
        return .success
    }

    /// Median and 99th percentile of laying out one screen, in microseconds.
    static func timeLayout(keys: String, profile: DisplayProfile, iterations: Int) -> (median: Double, p99: Double) {
        var runner = HeadlessRunner(state: SessionState(app: ScenarioLoader.tour.app, profile: profile))
        for command in (try? CommandParser.parse(keys)) ?? [] { runner.run(command) }
        let state = runner.state
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        var checksum = 0
        for _ in 0..<iterations {
            let start = DispatchTime.now().uptimeNanoseconds
            let screen = Layout.screen(for: state)
            let end = DispatchTime.now().uptimeNanoseconds
            checksum &+= screen.controls.count
            samples.append(Double(end - start) / 1000)
        }
        samples.sort()
        precondition(checksum > 0, "every screen has controls")
        return (samples[samples.count / 2], samples[min(samples.count - 1, samples.count * 99 / 100)])
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
