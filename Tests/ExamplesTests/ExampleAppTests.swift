import Foundation
import HeadUnitTestSupport
import Testing

/// The example apps, built from CarPlay code as a developer writes it,
/// run as their users run them: their scripts hold headless, and the head
/// unit opens on their first template in a real terminal.
struct ExampleAppTests {
    @Test(arguments: [
        ("SwiftRadio", ["car-first", "phone-first", "switching-stations", "reconnecting"]),
        ("QuickOrdering", ["order-by-knob", "directions-and-call", "location-denied"]),
        ("Navigation", ["drive-home", "by-knob"]),
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

    @Test func theNavigationAppSaysWhatHeadunitCannotDraw() throws {
        let result = try ToolProcess.run(["snapshot", "--cluster", "--keys", "tap \"Go Home\"; tap Go"], program: "Navigation")
        #expect(result.status == 0)
        #expect(result.lines.contains { $0.contains("Turn right onto Main St") }, "in the cluster")
        #expect(result.lines.contains { $0.contains("│ ↱  5.2 mi") }, "on the guidance card")
        #expect(result.lines.contains { $0.contains("15 min · 5.2 mi") })
        #expect(
            result.stderr.split(separator: "\n").first
                == "headunit: note: the app's own map view (CPWindow.rootViewController) is not drawn; headunit shows its plain map surface")
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
}
