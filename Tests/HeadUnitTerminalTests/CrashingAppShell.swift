import HeadUnitTestSupport
import Testing

/// The test app (Tests/CrashingApp) started from an interactive shell in
/// tmux, so that what it leaves on the terminal once it ends can be read.
enum CrashingAppShell {
    /// Starts it, and returns once its list is on the display.
    static func start() throws -> TmuxSession {
        let tmux = try TmuxSession(columns: 100, rows: 30, command: "bash --norc --noprofile -i", environment: ["PS1": "$ "])
        tmux.waitFor { $0.contains { $0.hasPrefix("$") } }
        tmux.sendLiteral("'\(ToolProcess.binary(named: "CrashingApp").path)'")
        tmux.send("Enter")
        let list = tmux.waitFor { $0.contains { $0.contains("Print") } && $0.contains { $0.contains("? help") } }
        #expect(list.matched, "the app's list: \(list.screen.joined(separator: "\n"))")
        return tmux
    }
}
