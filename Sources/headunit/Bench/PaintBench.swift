import HeadUnitCore
import HeadUnitTerminal

/// What reaches the terminal: cells handed to curses and bytes it writes,
/// painted into a pseudo-terminal the size of the display.
enum PaintBench {
    static func print() {
        let pad = BenchFormat.pad
        Output.print("Painted into a pseudo-terminal (xterm-256color, the display's size)\n")
        Output.print(pad("display", 22) + pad("full repaint", 22) + "knob step in the list\n")
        for (profile, density) in StepBench.displays {
            var runner = BenchFormat.runner(keys: "", profile: profile, density: density)
            let first = runner.screen.frame
            guard let meter = PaintMeter(columns: first.width, rows: first.height) else {
                Output.print("no pseudo-terminal could be opened\n")
                return
            }
            let full = meter.paint(first)
            runner.apply(.rotate(1))
            let step = meter.paint(runner.screen.frame)
            let name = "\(profile.name ?? "") d\(density.rawValue) (\(first.width)x\(first.height))"
            Output.print(pad(name, 22) + pad("\(full.cells) cells, \(full.bytes) B", 22) + "\(step.cells) cells, \(step.bytes) B\n")
        }
        Output.print("\n")
    }
}
