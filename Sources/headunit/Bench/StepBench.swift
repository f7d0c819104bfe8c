import HeadUnitCore

/// One knob step in the tour's list: the state change, layout of the new
/// frame and its diff against the old one, as the run loop does them.
enum StepBench {
    static let displays: [(DisplayProfile, Density)] = [(.standard, .one), (.wide, .one), (.standard, .two), (.wide, .two)]

    static func print(iterations: Int) {
        let pad = BenchFormat.pad
        Output.print("A knob step in a list: apply + layout + diff, microseconds (\(iterations) runs each)\n")
        Output.print(pad("display", 22) + pad("apply", 9) + pad("layout", 9) + pad("diff", 9) + pad("total", 9) + "p99 total\n")
        for (profile, density) in displays {
            let start = BenchFormat.runner(keys: "", profile: profile, density: density).state
            var apply: [Double] = [], layout: [Double] = [], diff: [Double] = [], total: [Double] = []
            let before = Layout.screen(for: start).frame
            for index in 0..<iterations {
                var state = start
                let t0 = ContinuousClock.now
                state.update(.rotate(index % 2 == 0 ? 1 : 2))
                let t1 = ContinuousClock.now
                let screen = Layout.screen(for: state)
                let t2 = ContinuousClock.now
                let runs = FrameDiff.runs(from: before, to: screen.frame)
                let t3 = ContinuousClock.now
                precondition(!runs.isEmpty, "a knob step changes the frame")
                apply.append(BenchFormat.micros(t0.duration(to: t1)))
                layout.append(BenchFormat.micros(t1.duration(to: t2)))
                diff.append(BenchFormat.micros(t2.duration(to: t3)))
                total.append(BenchFormat.micros(t0.duration(to: t3)))
            }
            let name = "\(profile.name ?? "") d\(density.rawValue) (\(before.width)x\(before.height))"
            let totals = BenchFormat.summary(&total)
            let figures = [BenchFormat.summary(&apply).median, BenchFormat.summary(&layout).median, BenchFormat.summary(&diff).median, totals.median]
            Output.print(pad(name, 22) + figures.map { pad(LayoutBench.format($0), 9) }.joined() + LayoutBench.format(totals.p99) + "\n")
        }
        Output.print("\n")
    }
}
