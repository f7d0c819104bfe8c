import HeadUnitCore
import HeadUnitTestSupport
import Testing

/// A script's task cost: inputs by kind, screens, stack, clock, and the
/// Keystroke-Level Model estimate, split at `task` lines.
struct TaskCostTests {
    func run(_ text: String, scenario: Scenario = ScenarioLoader.tour) throws -> [TaskCost] {
        let lines = try text.split(separator: "\n").enumerated().map { index, line in
            ScriptLine(String(line), commands: try CommandParser.parse(String(line)), at: SourceLocation(line: index + 1, column: 1))
        }
        var driver = SessionDriver(state: SessionState(app: scenario.app))
        let outcome = ScriptRunner.run(lines, on: &driver, name: "knob")
        #expect(outcome.failure == nil)
        return outcome.tasks
    }

    @Test func aKnobTaskCountsDetentsPressesAndTheScreensRead() throws {
        let tasks = try run("dpad rotate right; dpad click\nexpect template genres\ndpad flick right\ndpad back\nsleep 3")
        let task = try #require(tasks.first)
        #expect(tasks.count == 1)
        #expect(task.name == "knob")
        #expect(task.inputs == [.rotations: 6, .presses: 1, .backs: 1])
        #expect(task.visited == ["tour", "genres"])
        #expect(task.deepestStack == 2)
        #expect(task.depthLimit == 5)
        #expect(task.clockSeconds == 3)
        // H once (to the knob); M on the tour and on genres, each read before
        // the first input on it (nothing follows the return to the tour);
        // K for the 7 knob inputs and the back button.
        #expect(task.operators == [.home: 1, .mental: 2, .key: 8])
        #expect(abs(task.estimatedSeconds - (0.40 + 2 * 1.35 + 8 * 0.28)) < 1e-9)
    }

    @Test func touchAndTypingAreCountedAsPointsAndLetters() throws {
        let navigation = ScenarioLoader.navigation
        let tasks = try run("tap \"Search\"\ntype coffee\ndrag 400 400 400 300", scenario: navigation)
        let task = try #require(tasks.first)
        #expect(task.inputs == [.touches: 1, .keystrokes: 6, .swipes: 1])
        // H to the screen, to the keyboard and back; M on the map and on the search.
        #expect(task.operators == [.home: 3, .mental: 2, .point: 2, .letter: 6])
    }

    @Test func taskLinesSplitTheReport() throws {
        let tasks = try run("task open\ndpad click\ntask back\ndpad back\ndpad rotate right")
        #expect(tasks.map(\.name) == ["open", "back"])
        #expect(tasks.map(\.inputCount) == [1, 2])
        #expect(tasks[1].visited == ["library", "tour"])
    }
}
