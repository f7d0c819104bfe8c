import Foundation
import HeadUnitTestSupport
import Testing

/// The whole head unit in a real terminal: several apps, the home screen,
/// the shared now playing and the rail's button, the inspector.
extension InteractiveTerminalTests {
    static func shipped(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenarios/\(name)").standardized.path
    }

    @Test func twoAppsShareNowPlayingAndTheRailsButtonOpensIt() throws {
        let tmux = try start("\(Self.shipped("radio.json")) \(Self.shipped("podcasts.json"))")
        defer { tmux.close() }
        let home = tmux.waitFor { $0.contains { $0.contains("Swift R") && $0.contains("Podcasts") && $0.contains("Maps") } }
        #expect(home.matched, "the home screen shows both apps: \(home.screen.joined(separator: "\n"))")
        tmux.send("Enter")
        #expect(tmux.waitFor { $0.contains { $0.contains("Country Classics") } }.matched, "radio opens at its stations")
        tmux.send("Enter")
        #expect(tmux.waitFor { $0.contains { $0.contains("LIVE") } }.matched, "a station plays")
        tmux.send("h")
        tmux.waitFor { $0.contains { $0.contains("Podcasts") && $0.contains("Maps") } }
        tmux.send("2")
        tmux.send("Enter")
        let podcasts = tmux.waitFor { $0.contains { $0.contains("Listen Now") } }
        #expect(podcasts.matched, "podcasts opens: \(podcasts.screen.joined(separator: "\n"))")
        let row = try #require(podcasts.screen.firstIndex { $0.contains("│ ▁▃▅ │") }, "the rail's Now Playing button")
        let column = try #require(
            podcasts.screen[row].range(of: "▁▃▅").map { podcasts.screen[row].distance(from: podcasts.screen[row].startIndex, to: $0.lowerBound) })
        tmux.sendLiteral("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
        let playing = tmux.waitFor { $0.contains { $0.contains("Country Classics") } && $0.contains { $0.contains("LIVE") } }
        #expect(playing.matched, "radio's now playing with the station: \(playing.screen.joined(separator: "\n"))")
        tmux.send("q")
        expectShellUsable(tmux)
    }

    @Test func theInspectorOpensBesideTheDisplay() throws {
        let tmux = try start("--profile minimum", columns: 120, rows: 30)
        defer { tmux.close() }
        tmux.waitFor { $0.contains { $0.contains("List") } }
        tmux.send("i")
        let shown = tmux.waitFor { $0.contains { $0.contains("INSPECTOR") } && $0.contains { $0.contains("focus    list.0.0") } }
        #expect(shown.matched, "\(shown.screen.joined(separator: "\n"))")
        #expect(shown.screen.contains { $0.contains("Inspector on") }, "the key says what it did")
        tmux.send("2")
        let turned = tmux.waitFor { $0.contains { $0.contains("focus    list.0.1") } && $0.contains { $0.contains("dpad rotate right") } }
        #expect(turned.matched)
        // The pointer over the display's cell (10, 4): the inspector shows its pixel, as tap X Y takes it.
        let top = try #require(turned.screen.firstIndex { $0.contains("╭") && $0.contains("headunit") })
        let left = try #require(turned.screen[top].firstIndex(of: "╭").map { turned.screen[top].distance(from: turned.screen[top].startIndex, to: $0) })
        tmux.sendLiteral("\u{1B}[<35;\(left + 1 + 10 + 1);\(top + 1 + 4 + 1)M")
        let pointed = tmux.waitFor { $0.contains { $0.contains("mouse    tap \((10 * 8 + 4) * 2) \((4 * 16 + 8) * 2)") } }
        #expect(pointed.matched, "\(pointed.screen.joined(separator: "\n"))")
        tmux.send("q")
        expectShellUsable(tmux)
    }
}
