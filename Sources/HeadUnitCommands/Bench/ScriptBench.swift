import CTermSupport
import Glibc
import HeadUnitCore

/// What a headless key costs: in the process (the script runner's work on
/// a warmed session) and as a whole process, the way a user's command
/// pays it (`headunit script -` started on the same generated script, from
/// the start to the exit, divided by the keys: nothing subtracted, so its
/// start, the tour's loading and its report are in the figure).
enum ScriptBench {
    /// A generated script: knob turns, each with `after` after it.
    struct Case {
        let title: String
        let keys: Int
        let after: String?
        /// Issue 37's goal for a key as a whole process, microseconds.
        let goal: Double

        /// One command a line; a script file holds at most 1 MB, which these keep under.
        var text: String {
            (0..<keys).map { key in
                let turn = key % 20 < 10 ? "dpad rotate right" : "dpad rotate left"
                return after.map { "\(turn)\n\($0)" } ?? turn
            }.joined(separator: "\n")
        }
    }

    static let cases = [
        Case(title: "a key and a layout (expect text)", keys: 20_000, after: #"expect text "Tour""#, goal: 5),
        Case(title: "a key bare", keys: 40_000, after: nil, goal: 3),
        Case(title: "a key and an expect (template)", keys: 20_000, after: "expect template tour", goal: 8),
    ]

    /// Prints the table; `launches` (`bench --launches`) caps the runs
    /// timed: 11 warmed runs in the process and 5 whole processes at most.
    /// Returns each case's whole-process time against its goal.
    static func print(binary: String, launches: Int) -> [BenchGoal] {
        let pad = BenchFormat.pad
        let warmed = min(launches, 11), processes = min(launches, 5)
        Output.print("\nA headless key on the tour: in the process (median of \(warmed) warmed runs) and as a whole `headunit script -` ")
        Output.print("(start to exit over the keys, median of \(processes)), microseconds\n")
        Output.print(pad("each", 36) + pad("keys", 8) + pad("in process", 12) + pad("process", 10) + "process CPU\n")
        return cases.map { script in
            let whole = wholeProcess(script, binary: binary, runs: processes)
            Output.print(
                pad(script.title, 36) + pad("\(script.keys)", 8) + pad(LayoutBench.format(inProcess(script, warmedRuns: warmed)), 12)
                    + pad(whole.map { LayoutBench.format($0.wall) } ?? "-", 10) + (whole.map { LayoutBench.format($0.cpu) } ?? "-") + "\n")
            return BenchGoal("headless: \(script.title), whole process", whole?.wall ?? .nan, unit: " us", atMost: script.goal)
        }
    }

    /// The runner's time a key in this process; the first run warms the
    /// caches and is not counted, the median of the next `warmedRuns`.
    private static func inProcess(_ script: Case, warmedRuns: Int) -> Double {
        guard case .success(let loaded) = ScriptFileLoader.load(text: script.text, file: "bench.hus") else { return .nan }
        var times: [Double] = []
        for run in 0...warmedRuns {
            var driver = SessionDriver(state: SessionState(app: ScenarioLoader.tour.app))
            let start = ContinuousClock.now
            let outcome = ScriptRunner.run(loaded.lines, on: &driver)
            precondition(outcome.failure == nil, "the bench's script holds")
            if run > 0 { times.append(BenchFormat.micros(start.duration(to: .now)) / Double(script.keys)) }
        }
        return BenchFormat.summary(&times).median
    }

    /// Wall and CPU time a key of `headunit script -` (median of `runs`), reading the script
    /// from a file in memory; nil when it cannot run or fails.
    private static func wholeProcess(_ script: Case, binary: String, runs: Int) -> (wall: Double, cpu: Double)? {
        let bytes = Array(script.text.utf8)
        let file = headunit_memory_file("headunit-bench-script", bytes, bytes.count)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var walls: [Double] = [], cpus: [Double] = []
        for _ in 0..<runs {
            guard let run = run([binary, "script", "-"], input: "/proc/self/fd/\(file)") else { return nil }
            walls.append(run.wall / Double(script.keys))
            cpus.append(run.cpu / Double(script.keys))
        }
        return (BenchFormat.summary(&walls).median, BenchFormat.summary(&cpus).median)
    }

    /// Runs `arguments` to its end, its standard input opened from `input`
    /// (in the child: a file in memory the bench holds), its output thrown
    /// away: wall and CPU microseconds; nil unless it exits with 0.
    private static func run(_ arguments: [String], input: String) -> (wall: Double, cpu: Double)? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = LaunchBench.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = BenchFormat.micros(start.duration(to: .now))
        guard status == 0 else { return nil }
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e6 + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
        return (wall, cpu)
    }
}
