import Foundation
import HeadUnitCore
import HeadUnitTestSupport
import Testing

/// Broken versions of the shipped scenarios through the loader (2,000 a
/// run, each run its own seed: see `FuzzRun`): never a crash or a hang,
/// always either a clean scenario or a diagnostic, and nothing from a file
/// ever reaching the screen or a diagnostic line as a control character.
// The limit catches a hang, never a slow machine: a run takes seconds
// here and CI allows 90 minutes for the whole suite.
@Suite(.timeLimit(.minutes(60)))
struct MutationTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenarios").standardized
    static let sources: [(name: String, bytes: [UInt8])] = ["radio", "podcasts", "tour"].map { name in
        (name, (try? [UInt8](Data(contentsOf: folder.appendingPathComponent("\(name).json")))) ?? [])
    }

    /// 8 batches of 250, run in parallel.
    static let batches = Array(0..<8)
    static let perBatch = 250 * FuzzRun.scale

    @Test(arguments: batches)
    func mutatedScenariosNeverCrashAndAlwaysSaySomething(_ batch: Int) {
        var mutator = Mutator(seed: FuzzRun.seed &+ UInt64(batch) * 7919 + 17)
        var clean = 0, refused = 0
        for index in 0..<Self.perBatch {
            let source = Self.sources[index % Self.sources.count]
            let (kind, bytes) = mutator.mutate(source.bytes)
            let result = ScenarioLoader.load(bytes: bytes, file: source.name)
            let lines = result.diagnostics.map { $0.formatted(file: source.name) }
            let label = "batch \(batch) #\(index) (\(kind)) of \(source.name), \(FuzzRun.replay)"
            if result.scenario == nil || result.hasErrors {
                refused += 1
                if !result.hasErrors {
                    Issue.record("\(label): refused without an error")
                }
            } else if let scenario = result.scenario {
                clean += 1
                exercise(scenario, label: label)
            }
            for line in lines where line.unicodeScalars.contains(where: { TextWidth.isForbidden($0) }) {
                Issue.record("\(label): a diagnostic carries a control character: \(line.debugDescription)")
            }
        }
        #expect(refused > Self.perBatch / 2, "most mutations break the file (\(FuzzRun.replay))")
        #expect(clean > 0, "some mutations leave a usable scenario, which is then driven (\(FuzzRun.replay))")
    }

    /// A scenario that loads is driven a little, and its frames hold no control character.
    private func exercise(_ scenario: Scenario, label: String) {
        var driver = SessionDriver(state: SessionState(app: scenario.app))
        for event in [SessionMessage.rotate(1), .press, .rotate(1), .press, .back, .tick(3)] {
            driver.send(event)
            let frame = driver.screen.frame
            for cell in frame.cells where !cell.isContinuation {
                if frame.glyph(cell).unicodeScalars.contains(where: { TextWidth.isForbidden($0) }) {
                    Issue.record("\(label): the frame holds a control character")
                    return
                }
            }
        }
    }
}
