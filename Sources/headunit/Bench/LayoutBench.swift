import HeadUnitCore

/// Layout of one frame of each template at each profile.
enum LayoutBench {
    /// The screens timed: a template of the tour and the keys that reach it.
    static let cases: [(name: String, keys: String)] = [
        ("tab bar", ""), ("list", "dpad click"), ("grid", "dpad rotate right; dpad click"),
        ("information", "dpad rotate right; dpad rotate right; dpad click"),
        ("now playing", "dpad rotate right; dpad rotate right; dpad rotate right; dpad click"),
        ("alert", "dpad rotate right; dpad rotate right; dpad rotate right; dpad rotate right; dpad click"),
        ("action sheet", "dpad flick right; dpad click"),
    ]

    static func print(iterations: Int) {
        let pad = BenchFormat.pad
        Output.print("Layout of one frame, microseconds (\(iterations) runs each)\n")
        Output.print(pad("template", 14) + DisplayProfile.named.map { pad($0.name ?? "", 16) }.joined() + "\n")
        Output.print(pad("", 14) + DisplayProfile.named.map { _ in pad("median   p99", 16) }.joined() + "\n")
        for benchCase in cases {
            var line = pad(benchCase.name, 14)
            for profile in DisplayProfile.named {
                let state = BenchFormat.runner(keys: benchCase.keys, profile: profile).state
                var samples: [Double] = []
                samples.reserveCapacity(iterations)
                for _ in 0..<iterations {
                    let start = ContinuousClock.now
                    let screen = Layout.screen(for: state)
                    samples.append(BenchFormat.micros(start.duration(to: .now)))
                    precondition(!screen.controls.isEmpty, "every screen has controls")
                }
                let result = BenchFormat.summary(&samples)
                line += pad(format(result.median) + " " + format(result.p99), 16)
            }
            Output.print(line + "\n")
        }
        Output.print("\n")
    }

    /// A figure with one decimal, right-aligned in 6 columns.
    static func format(_ value: Double) -> String {
        let text = String(Int((value * 10).rounded()) / 10) + "." + String(Int((value * 10).rounded()) % 10)
        return String(repeating: " ", count: max(0, 6 - text.count)) + text
    }
}
