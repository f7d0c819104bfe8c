import Foundation
import HeadUnitTestSupport
import Testing

/// The example apps' executables, run as their users run them: the
/// rehearsal scripts they ship hold headless, a failing one names its line,
/// and the head unit opens on their first template in a real terminal.
/// (Their CarPlay code is tested with CarPlayTesting, beside this file.)
struct ExampleAppTests {
    @Test(arguments: [
        ("SwiftRadio", ["car-first", "phone-first", "switching-stations", "reconnecting"]),
        ("QuickOrdering", ["order-by-knob", "directions-and-call", "location-denied"]),
        ("Navigation", ["drive-home", "by-knob", "dashboard"]),
    ])
    func itsScriptsHold(_ program: String, _ scripts: [String]) throws {
        let result = try ToolProcess.run(["script"], program: program)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.map { String($0.prefix { $0 != "." }) } == scripts, "every script ran, in order")
        #expect(result.lines.allSatisfy { $0.contains("expectations held") })
    }

    @Test func aFailingCheckNamesItsScriptLineAndShowsTheFrame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("wrong.hus")
        try Data("dpad click\nexpect playing \"Jazz 24\"\n".utf8).write(to: file)
        let result = try ToolProcess.run(["script", file.path], program: "SwiftRadio")
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("\(file.path):2:1: error: [expect] expected Jazz 24 playing; Country Classics is playing (script wrong)\n"))
        #expect(result.stderr.contains("LIVE"), "the frame at that moment")
    }
}

/// The example in a real terminal.
@Suite(.enabled(if: EndToEnd.canRun, "tmux is not installed"))
struct ExampleTerminalTests {
    @Test func swiftRadioOpensOnItsStationsAndPlaysOne() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24, command: "TERM=xterm-256color '\(ToolProcess.binary(named: "SwiftRadio").path)'")
        defer { tmux.close() }
        let first = tmux.waitFor { $0.contains { $0.contains("Stations") } && $0.contains { $0.contains("Country Classics") } }
        #expect(first.matched, "\(first.screen.joined(separator: "\n"))")
        tmux.send("Enter")
        let playing = tmux.waitFor { $0.contains { $0.contains("LIVE") } && $0.contains { $0.contains("‹ Stations") } }
        #expect(playing.matched, "the shared now playing, pushed: \(playing.screen.joined(separator: "\n"))")
        tmux.send("q")
    }

    /// At rest a hosted app gets no turn and the process sleeps: no
    /// polling interval wakes it (it woke ten times a second).
    @Test func aHostedAppAtRestSleeps() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24, command: "TERM=xterm-256color '\(ToolProcess.binary(named: "SwiftRadio").path)'")
        defer { tmux.close() }
        #expect(tmux.waitFor { $0.contains { $0.contains("Country Classics") } }.matched)
        let pid = try #require(Int32(tmux.format("#{pane_pid}")))
        func wakeups() throws -> Int {
            let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
            let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") })
            return try #require(Int(line.split(separator: "\t").last ?? ""))
        }
        let before = try wakeups()
        usleep(2_000_000)
        #expect(try wakeups() - before <= 1, "at most the status clock's minute in two seconds")
        tmux.send("q")
    }
}
