import HeadUnitCore

/// Layout of one frame of each template at each profile: the tour's, and
/// the navigation flow's map and guidance.
enum LayoutBench {
    /// The screens timed: a title, the scenario and the route to it.
    static let screens: [(title: String, scenario: Scenario, keys: String)] =
        TourScreens.templates.map { ($0.title, ScenarioLoader.tour, $0.keys) } + [
            ("map", ScenarioLoader.navigation, ""), ("trip previews", ScenarioLoader.navigation, NavigationScreens.tripPreviews),
            ("guidance", ScenarioLoader.navigation, NavigationScreens.guidance),
        ]

    static func print(iterations: Int) {
        let pad = BenchFormat.pad
        Output.print("Layout of one frame, microseconds (\(iterations) runs each)\n")
        Output.print(pad("template", 14) + DisplayProfile.named.map { pad($0.name ?? "", 16) }.joined() + "\n")
        Output.print(pad("", 14) + DisplayProfile.named.map { _ in pad("median   p99", 16) }.joined() + "\n")
        for screen in screens {
            var line = pad(screen.title, 14)
            for profile in DisplayProfile.named {
                let state = BenchFormat.driver(keys: screen.keys, profile: profile, scenario: screen.scenario).state
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
        let text = BenchFormat.tenths(value)
        return String(repeating: " ", count: max(0, 6 - text.count)) + text
    }
}
