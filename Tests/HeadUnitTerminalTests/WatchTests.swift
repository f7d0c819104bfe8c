import Foundation
import HeadUnitTestSupport
import Testing

/// `run --watch`: a scenario edited while it runs shows its change, what
/// showed kept where it still can; a broken edit is told and the old
/// screen stays. The `--theme` file too: its new glyphs show, and a
/// broken edit is told while the old theme stays.
struct WatchTests {
    @Test(.enabled(if: EndToEnd.canRun, "tmux is not installed"))
    func anEditShowsAndABrokenEditIsToldWhileTheOldScreenStays() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("radio.json")
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenarios/radio.json").standardized
        let radio = try String(contentsOf: source, encoding: .utf8)
        try Data(radio.utf8).write(to: file)
        let tmux = try TmuxSession(
            columns: 100, rows: 30, command: "TERM=xterm-256color '\(ToolProcess.binary.path)' run --watch '\(file.path)'")
        defer { tmux.close() }
        #expect(tmux.waitFor { $0.contains { $0.contains("Alternative Vault") } }.matched)
        tmux.send("Down")
        try Data(radio.replacingOccurrences(of: "\"Alternative Vault\"", with: "\"Alternative Vaults\"").utf8).write(to: file)
        let edited = tmux.waitFor { $0.contains { $0.contains("Alternative Vaults") } }
        #expect(edited.matched, "\(edited.screen.joined(separator: "\n"))")
        #expect(edited.screen.contains { $0.contains("Reloaded \(file.path)") }, "the status line says so")
        let ring = edited.screen.first { $0.contains("Alternative Vaults") } ?? ""
        #expect(ring.contains("▐"), "the focus stays on the second row: \(ring)")
        try Data(radio.replacingOccurrences(of: "\"Alternative Vault\"", with: "\"Alternative Vault").utf8).write(to: file)
        let broken = tmux.waitFor { $0.contains { $0.contains("Not reloaded, the old app stays: radio.json:") } }
        #expect(broken.matched, "\(broken.screen.joined(separator: "\n"))")
        #expect(broken.screen.contains { $0.contains("Not reloaded, the old app stays: radio.json:") && $0.contains("error") })
        #expect(broken.screen.contains { $0.contains("Alternative Vaults") }, "the old screen stays")
    }

    @Test(.enabled(if: EndToEnd.canRun, "tmux is not installed"))
    func anEditedThemeShowsAndABrokenOneIsToldWhileTheOldThemeStays() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mine.json")
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Themes/amber.json").standardized
        let amber = try String(contentsOf: source, encoding: .utf8)
        try #require(amber.contains("\"▐\",\n      \"▌\""), "amber's focus marks, which the edit changes")
        try Data(amber.utf8).write(to: file)
        let tmux = try TmuxSession(
            columns: 100, rows: 30, command: "TERM=xterm-256color '\(ToolProcess.binary.path)' run --watch --theme '\(file.path)'")
        defer { tmux.close() }
        #expect(tmux.waitFor { $0.contains { $0.contains("▐") } }.matched, "the tour, its focus marked as amber marks it")
        let marked = amber.replacingOccurrences(of: "\"▐\",\n      \"▌\"", with: "\">\",\n      \"<\"")
        try Data(marked.utf8).write(to: file)
        let edited = tmux.waitFor { screen in screen.contains { $0.contains("Reloaded \(file.path)") } && !screen.contains { $0.contains("▐") } }
        #expect(edited.matched, "the new focus marks show: \(edited.screen.joined(separator: "\n"))")
        try Data(marked.replacingOccurrences(of: "\"headunit-theme\": 1", with: "\"headunit-theme\": 9").utf8).write(to: file)
        let broken = tmux.waitFor { $0.contains { $0.contains("Not reloaded, the old theme stays: mine.json:2:") } }
        #expect(broken.matched, "\(broken.screen.joined(separator: "\n"))")
        #expect(!broken.screen.contains { $0.contains("▐") }, "the edited theme's marks stay")
    }
}
