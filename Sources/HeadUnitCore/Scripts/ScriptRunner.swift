/// Runs a script's lines on a driver, stopping at the first line that
/// fails, and counts what each of its tasks cost the driver's hands
/// (`TaskCost`): what `headunit script` and `play` report.
public enum ScriptRunner {
    /// What running a script found.
    public struct Outcome: Sendable {
        /// The `expect` lines that held.
        public var expectations = 0
        /// The first line that failed, the rule and why; nil when all held.
        public var failure: (line: ScriptLine, rule: ScriptRule, reason: String)?
        /// What each task cost the driver: the script's, or those its
        /// `task` lines start.
        public var tasks: [TaskCost] = []

        public init() {}
    }

    /// Runs script lines in order, stopping at the first command that fails
    /// (an expectation that does not hold) or quits; `each` hears every
    /// line first, `host` carries out what the commands ask of it, `after`
    /// sees the driver after each command. `during`, when given, sees a
    /// sleep pass as a demo shows it: the clock stops at each of its frames
    /// (`DemoTiming.sleepFrames`), where `during` sees the sleep, the share
    /// of it gone and the driver. The inputs are counted as task costs, the
    /// first task named `name`.
    public static func run(
        _ lines: [ScriptLine], on driver: inout SessionDriver, name: String = Script.singleName, each: (ScriptLine) -> Void = { _ in },
        host: CommandInterpreter.Host = { _, _ in .done }, during: ((Command, Double, SessionDriver) -> Void)? = nil,
        after: (Command, SessionDriver) -> Void = { _, _ in }
    ) -> Outcome {
        var outcome = Outcome()
        var task = TaskCost(name: name, state: driver.state)
        // The screen's parts as the last `expect` drew them: one line after
        // another, most keys leave it as it was.
        var memory = LayoutMemory()
        func finished(_ outcome: Outcome, _ task: TaskCost) -> Outcome {
            var outcome = outcome
            outcome.tasks.append(task)
            return outcome
        }
        for line in lines {
            each(line)
            for command in line.commands {
                if case .task(let next) = command {
                    if task.inputCount > 0 || !outcome.tasks.isEmpty { outcome.tasks.append(task) }
                    task = TaskCost(name: next, state: driver.state)
                    continue
                }
                task.count(command)
                let ending: CommandInterpreter.Ending
                if case .sleep(let seconds) = command, let during {
                    let readings = DemoTiming.sleepFrames(seconds, from: driver.state.clock, speed: 1, clockRate: driver.state.clockRate)
                    for (index, reading) in readings.enumerated() {
                        driver.advance(until: reading)
                        during(command, Double(index + 1) / Double(readings.count), driver)
                    }
                    ending = .completed
                } else {
                    ending = CommandInterpreter.run([command], on: &driver, host: host, memory: &memory)
                }
                task.see(driver.state)
                after(command, driver)
                switch ending {
                case .completed:
                    if command.isCheck { outcome.expectations += 1 }
                case .quit:
                    return finished(outcome, task)
                case .failed(let rule, let reason):
                    outcome.failure = (line, rule, reason)
                    return finished(outcome, task)
                }
            }
        }
        return finished(outcome, task)
    }
}
