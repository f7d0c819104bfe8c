import HeadUnitCore
import HeadUnitTerminal

/// What reaches the terminal: cells handed to curses and bytes it writes,
/// painted into a pseudo-terminal the size of the display.
enum PaintBench {
    static func print() {
        let pad = BenchFormat.pad
        Output.print("Painted into a pseudo-terminal (xterm-256color, the display's size): bytes, write calls (w); microseconds are medians\n")
        Output.print(pad("display", 22) + pad("full repaint", 40) + "knob step in the list\n")
        for (profile, density) in StepBench.displays {
            var driver = BenchFormat.driver(keys: "", profile: profile, density: density)
            let first = driver.screen.frame
            driver.send(.rotate(1))
            let second = driver.screen.frame
            guard let meter = PaintMeter(columns: first.width, rows: first.height) else {
                Output.print("no pseudo-terminal could be opened\n")
                return
            }
            let full = meter.paint(first)
            let step = meter.paint(second)
            // Again, for the time: whole repaints, then steps back and forth.
            var fullTimes = (0..<50).map { _ in
                meter.invalidate()
                return BenchFormat.micros(meter.paint(first).time)
            }
            var stepTimes = (0..<200).map { index in BenchFormat.micros(meter.paint(index % 2 == 0 ? second : first).time) }
            let name = "\(profile.name ?? "") d\(density.rawValue) (\(first.width)x\(first.height))"
            let fullText = "\(full.cells) cells, \(full.bytes) B, \(full.writes) w, \(LayoutBench.format(BenchFormat.summary(&fullTimes).median)) us"
            let stepText = "\(step.cells) cells, \(step.bytes) B, \(step.writes) w, \(LayoutBench.format(BenchFormat.summary(&stepTimes).median)) us"
            Output.print(pad(name, 22) + pad(fullText, 40) + stepText + "\n")
        }
        Output.print("\n")
    }
}
