import Foundation
import HeadUnitTestSupport
import Testing

extension InteractiveTerminalTests {
    /// A hosted app whose handler never returns (Tests/MisbehavingApp's
    /// "Hang") holds the main thread, where the run loop that acts on quit
    /// signals runs. SIGTERM, SIGINT and SIGHUP (a closed terminal) still
    /// end the process within about a second, by the signal, with the
    /// terminal restored and the app's code named as what was abandoned:
    /// iOS's watchdog ends an app that blocks its main thread (Apple,
    /// "Addressing watchdog terminations", code 0x8badf00d). Before the
    /// quit watchdog, the process ran on in the alternate screen.
    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aQuitSignalEndsAnAppHungInItsHandler(_ signal: Int32) throws {
        let (tmux, app) = try hungApp()
        defer { tmux.close() }
        kill(app, signal)
        let told = tmux.waitFor { $0.joined().contains("terminal was restored.") }
        #expect(
            shows(
                told.screen,
                "headunit: ended by SIG\(signal == SIGTERM ? "TERM" : signal == SIGINT ? "INT" : "HUP") while the app's own code ran (the handler of a CPListItem) and did not return within 1 s: the app's code was abandoned, as iOS's watchdog ends an app that blocks its main thread; the terminal was restored."
            ), "\(told.screen.joined(separator: "\n"))")
        tmux.sendLiteral("s=$?; clear; echo status-$s")
        tmux.send("Enter")
        #expect(tmux.waitFor { $0.contains { $0.contains("status-\(128 + signal)") } }.matched, "ended by the signal")
        expectShellUsable(tmux)
    }

    /// Tests/MisbehavingApp started with `arguments` in a shell in tmux,
    /// its first row ("Hang") chosen, and its process, once the handler holds
    /// the main thread.
    func hungApp(_ arguments: String = "") throws -> (TmuxSession, pid_t) {
        let tmux = try shell(columns: 100, rows: 30)
        tmux.sendLiteral("'\(ToolProcess.binary(named: "MisbehavingApp").path)' \(arguments)")
        tmux.send("Enter")
        #expect(tmux.waitFor { $0.contains { $0.contains("Background push") } && $0.contains { $0.contains("? help") } }.matched)
        let found = childProcess(of: tmux.format("#{pane_pid}"), named: "MisbehavingApp")
        if found == nil { tmux.close() }
        let app = try #require(found)
        tmux.send("Enter")
        #expect(waitForAppCode(in: app), "the handler runs")
        return (tmux, app)
    }

    /// Whether `screen` shows `line`, wrapped over its rows as it may be (a
    /// space at a row's end is lost, so both are compared without spaces).
    func shows(_ screen: [String], _ line: String) -> Bool {
        screen.joined().filter { $0 != " " }.contains(line.filter { $0 != " " })
    }

    /// Waits until the main thread of `pid` is inside the app's handler:
    /// sleeping in `clock_nanosleep` (230) or `nanosleep` (35) rather
    /// than waiting for input in `poll`, and still there a moment later.
    func waitForAppCode(in pid: pid_t) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        var sleeping = 0
        while Date() < deadline {
            let call = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/syscall", encoding: .utf8))?.split(separator: " ").first ?? ""
            sleeping = call == "230" || call == "35" ? sleeping + 1 : 0
            if sleeping >= 3 { return true }
            usleep(50_000)
        }
        return false
    }
}

extension InteractiveTerminalTests {
    /// `run --record` keeps what a session did when the quit watchdog
    /// ends it (a hung app's handler, then SIGTERM): the file is written
    /// as the session goes and ends with why. Before, the recording was
    /// written only at the session's end, which never came: no file.
    @Test func aRecordingKeepsTheSessionAHungAppEnded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-hung-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("take.hus").path
        let (tmux, app) = try hungApp("run --record '\(record)'")
        defer { tmux.close() }
        kill(app, SIGTERM)
        #expect(tmux.waitFor { $0.joined().contains("terminal was restored.") }.matched)
        let lines = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(
            lines.filter { !$0.hasPrefix("sleep ") } == [
                "# recorded by headunit run --record, on the tour", "dpad click",
                "# ended by SIGTERM while the app's own code ran (the handler of a CPListItem) and did not return within 1 s: nothing after this was recorded",
            ], "\(lines)")
        expectShellUsable(tmux)
    }
}
