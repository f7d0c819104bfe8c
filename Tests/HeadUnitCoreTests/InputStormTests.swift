import Foundation
import HeadUnitCore
import HeadUnitFiles
import HeadUnitTestSupport
import Testing

/// Random storms of keys, clicks, wheel turns, time and terminal sizes into
/// the interactive session of each shipped scenario: it never crashes,
/// focus always rests on a control that is there, and no frame holds a
/// control character.
// The limit catches a hang, never a slow machine: a run takes seconds
// here and CI allows 90 minutes for the whole suite.
@Suite(.timeLimit(.minutes(60)))
struct InputStormTests {
    static let scenarios: [String] = ["tour", "radio", "podcasts"]
    /// Steps a storm takes: 1,000 a run, each run its own seed (`FuzzRun`).
    static let steps = 1000 * FuzzRun.scale

    static let keys: [Key] =
        KeyMap.defaults.bindings.flatMap(\.keys).filter { $0 != .character("q") && $0 != .control("c") }
        + [.character("x"), .character("東"), .function(5), .home, .pageDown, .delete]

    @Test(arguments: scenarios)
    func aStormLeavesTheSessionWhole(_ name: String) throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenarios")
        let scenario = try #require(ScenarioLoader.load(path: folder.appendingPathComponent("\(name).json").path).scenario)
        var session = InteractiveSession(state: SessionState(app: scenario.app))
        var random = Mutator(seed: FuzzRun.seed &+ UInt64(name.utf8.count) * 104_729)
        var size = (columns: 80, rows: 24)
        for step in 0..<Self.steps {
            switch random.next(10) {
            case 0..<6:
                _ = session.handle(Self.keys[random.next(Self.keys.count)])
            case 6:
                let composition = session.compose(columns: size.columns, rows: size.rows)
                session.handle(.click(column: random.next(size.columns), row: random.next(size.rows)), in: composition)
            case 7:
                session.handle(random.next(2) == 0 ? .wheel(1) : .wheel(-1), in: session.compose(columns: size.columns, rows: size.rows))
            case 8:
                session.advance(by: Double(random.next(3000)) / 100)
            default:
                size = (20 + random.next(180), 6 + random.next(60))
            }
            if session.isFinished {
                Issue.record("\(name) step \(step), \(FuzzRun.replay): the storm quit the session, which its keys exclude")
                return
            }
            let areas = FocusAreas.areas(for: session.state)
            if session.state.mode == .app, let focus = session.state.focus, !areas.contains(where: { $0.controls.contains(focus) }) {
                Issue.record("\(name) step \(step), \(FuzzRun.replay): focus on \(focus), which is not on screen")
                return
            }
            if step % 50 == 0 {
                let frame = session.compose(columns: size.columns, rows: size.rows).frame
                #expect(frame.width == size.columns && frame.height == size.rows, "\(name) step \(step), \(FuzzRun.replay)")
                for cell in frame.cells where !cell.isContinuation && frame.glyph(cell).unicodeScalars.contains(where: TextWidth.isForbidden) {
                    Issue.record("\(name) step \(step), \(FuzzRun.replay): a control character in the frame")
                    return
                }
            }
        }
    }
}
