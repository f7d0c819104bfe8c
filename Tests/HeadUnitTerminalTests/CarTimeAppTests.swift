import Foundation
import HeadUnitTestSupport
import Testing

/// The car's time with a hosted app (Tests/TimingApp), as a driver and a
/// demo meet it: the app hears the car's back button in its step, so the
/// next press, however long after, acts on the rows on screen; its async
/// work and its sleeps are part of the step, so the same keys give the
/// same frame; what its main.swift prints first is its console's.
struct CarTimeAppTests {
    private static let app = "TimingApp"

    @Test(.enabled(if: EndToEnd.canRun, "tmux is not installed"))
    func afterTheBackButtonAndAPauseAPressActsOnTheRowOnScreenLive() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24, command: "'\(ToolProcess.binary(named: Self.app).path)'")
        defer { tmux.close() }
        #expect(tmux.waitFor { $0.contains { $0.contains("filled as it appears") } }.matched)
        tmux.send("Enter")
        #expect(tmux.waitFor { $0.contains { $0.contains("Cortex") } }.matched, "the pushed list, filled as it appeared")
        tmux.send("BSpace")
        let library = tmux.waitFor { $0.contains { $0.contains("filled as it appears") } }
        #expect(library.matched, "\(library.screen.joined(separator: "\n"))")
        // The car's pause: the library reloaded as it appeared, long before the press.
        Thread.sleep(forTimeInterval: 1.5)
        tmux.send("Enter")
        let pushed = tmux.waitFor { $0.contains { $0.contains("Cortex") } }
        #expect(pushed.matched, "the press ran the handler of the row on screen: \(pushed.screen.joined(separator: "\n"))")
        #expect(!pushed.screen.joined().contains("◐"), "no row spins: \(pushed.screen.joined(separator: "\n"))")
    }

    @Test func afterTheBackButtonAndAPauseAPressActsOnTheRowOnScreenHeadless() throws {
        for pause in ["", "sleep 1.5;", "sleep 600;"] {
            let result = try ToolProcess.run(["snapshot", "--keys", "dpad click; dpad back; \(pause) dpad click"], program: Self.app)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("Cortex") && !result.stdout.contains("◐"), "after \"\(pause)\": \(result.stdout)")
        }
    }

    @Test func anAsyncLoadGivesTheSameFrameEveryRun() throws {
        let keys = "dpad rotate right; dpad click; sleep 3"
        let first = try ToolProcess.run(["snapshot", "--keys", keys], program: Self.app)
        #expect(first.stdout.contains("80 km to Cupertino"), "\(first.stdout)")
        for _ in 1..<20 {
            let again = try ToolProcess.run(["snapshot", "--keys", keys], program: Self.app)
            #expect(again.stdout == first.stdout)
        }
    }

    @Test func aTaskSleepEndsOnTheCarsVirtualClock() throws {
        let before = try ToolProcess.run(["snapshot", "--keys", "dpad rotate right; dpad rotate right; dpad click; sleep 29.9"], program: Self.app)
        #expect(before.stdout.contains("not waited"), "\(before.stdout)")
        let after = try ToolProcess.run(["snapshot", "--keys", "dpad rotate right; dpad rotate right; dpad click; sleep 30"], program: Self.app)
        #expect(after.stdout.contains("waited 30 s"), "\(after.stdout)")
    }

    @Test func whatMainSwiftPrintsBeforeRunGoesToStandardError() throws {
        let result = try ToolProcess.run(["snapshot"], program: Self.app)
        #expect(result.status == 0)
        #expect(result.stderr == "TimingApp: starting\n")
        #expect(result.lines.first == " 9:41│", "only the frame on standard output: \(result.stdout)")
    }
}
