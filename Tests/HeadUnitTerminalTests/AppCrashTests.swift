import Foundation
import HeadUnitTestSupport
import Testing

/// D20: a crash in a hosted app's own code is told as the app's, with
/// where it was, and the terminal is restored; a crash in headunit's own
/// code still asks for a report (InteractiveTerminalTests).
@Suite(.enabled(if: EndToEnd.canRun, "tmux is not installed"))
struct AppCrashTests {
    @Test func aCrashInTheAppsHandlerIsToldAsTheApps() throws {
        let tmux = try CrashingAppShell.start()
        defer { tmux.close() }
        tmux.send("Enter")
        let told = tmux.waitFor { $0.joined().contains("not headunit's.") }
        let text = told.screen.joined(separator: "\n")
        #expect(told.matched, "\(text)")
        #expect(
            text.replacingOccurrences(of: "\n", with: "").contains(
                "headunit: the app's own code crashed (SIGILL) in the handler of a CPListItem; the terminal was restored. The fault is in the app's code, not headunit's."
            ))
        #expect(!text.contains("please report"))
        #expect(tmux.waitFor(format: "#{alternate_on}", toBe: "0"))
    }
}
