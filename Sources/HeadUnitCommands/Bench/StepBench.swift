import HeadUnitCore

/// What the run loop does for one message: the state change, layout of
/// the new frame and its diff against the old one. Timed for a knob step in
/// the tour's list and for a second's clock tick during guidance.
enum StepBench {
    static let displays: [(DisplayProfile, Density)] = [(.standard, .one), (.wide, .one), (.standard, .two), (.wide, .two)]

    /// A step timed: its title, where it starts, and the message for each run.
    struct Step: Sendable {
        let title: String
        let scenario: Scenario
        let keys: String
        let message: @Sendable (Int) -> SessionMessage
    }

    static let steps = [
        Step(title: "A knob step in a list", scenario: ScenarioLoader.tour, keys: "", message: { .rotate($0 % 2 == 0 ? 1 : 2) }),
        Step(title: "A clock tick during guidance", scenario: ScenarioLoader.navigation, keys: NavigationScreens.guidance, message: { _ in .tick(1) }),
    ]

    static func print(iterations: Int) {
        for step in steps { print(step, iterations: iterations) }
    }

    private static func print(_ step: Step, iterations: Int) {
        let pad = BenchFormat.pad
        Output.print("\(step.title): apply + layout + diff, microseconds (\(iterations) runs each)\n")
        Output.print(pad("display", 22) + pad("apply", 9) + pad("layout", 9) + pad("diff", 9) + pad("total", 9) + "p99 total\n")
        for (profile, density) in displays {
            let start = BenchFormat.driver(keys: step.keys, profile: profile, density: density, scenario: step.scenario).state
            var apply: [Double] = [], layout: [Double] = [], diff: [Double] = [], total: [Double] = []
            let before = Layout.screen(for: start).frame
            for index in 0..<iterations {
                var state = start
                let t0 = ContinuousClock.now
                _ = state.update(step.message(index))
                let t1 = ContinuousClock.now
                let screen = Layout.screen(for: state)
                let t2 = ContinuousClock.now
                let runs = FrameDiff.runs(from: before, to: screen.frame)
                let t3 = ContinuousClock.now
                precondition(!runs.isEmpty, "\(step.title) changes the frame")
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
