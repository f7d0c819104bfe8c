import Foundation
import HeadUnitTestSupport
import Testing

/// The harness cleans up what it made: a closed session leaves neither a
/// tmux server nor its socket behind.
@Suite(.enabled(if: EndToEnd.canRun, "tmux is not installed"))
struct TmuxSessionTests {
    @Test func aClosedSessionLeavesNoServerAndNoSocket() throws {
        let tmux = try TmuxSession(columns: 40, rows: 10, command: "cat")
        #expect(FileManager.default.fileExists(atPath: tmux.socket), "the server's socket while it runs")
        tmux.close()
        #expect(!FileManager.default.fileExists(atPath: tmux.socket))
        let listed = try Subprocess.run(["tmux", "-S", tmux.socket, "list-sessions"])
        #expect(listed.status != 0, "no server answers: \(listed.output)")
    }
}
