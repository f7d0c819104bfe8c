import Foundation
import HeadUnitTestSupport
import Testing

/// What a hosted app prints goes to its console, as an iOS app's prints go
/// to Xcode's, never into the car's screen: printed into the live terminal,
/// a line moved the cursor under curses, and every change painted after it
/// landed lines away from its place (Swift Radio's playing indicator two
/// rows down). The prints are shown once the terminal is restored, and
/// headless they go to standard error, never into a frame or a report.
struct AppPrintsTests {
    @Test(.enabled(if: EndToEnd.canRun, "tmux is not installed"))
    func printsNeverReachTheScreenAndAreShownAfterTheRestore() throws {
        let tmux = try CrashingAppShell.start()
        defer { tmux.close() }
        tmux.send("Down")
        tmux.send("Enter")
        let pressed = tmux.waitFor { $0.contains { $0.contains("printed") } }
        let text = pressed.screen.joined(separator: "\n")
        #expect(pressed.matched, "\(text)")
        let title = try #require(pressed.screen.firstIndex { $0.contains("Print ") }, "\(text)")
        #expect(pressed.screen[title + 1].contains("printed"), "the change is painted at its row: \(text)")
        #expect(!text.contains("Selected: Print") && !text.contains("CarPlay connected"), "\(text)")
        tmux.send("q")
        let after = tmux.waitFor { $0.joined(separator: "\n").contains("Selected: Print\n$") }
        let shell = after.screen.joined(separator: "\n")
        #expect(after.matched, "\(shell)")
        #expect(shell.contains("CrashingApp'\nCarPlay connected\nSelected: Print\n$"), "both prints, in order, after the restore: \(shell)")
        #expect(tmux.waitFor(format: "#{alternate_on}", toBe: "0"))
    }

    @Test func headlessPrintsGoToStandardErrorNotIntoTheFrame() throws {
        let result = try ToolProcess.run(["snapshot", "--keys", "dpad down; dpad click"], program: "CrashingApp")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "CarPlay connected\nSelected: Print\n")
        #expect(result.lines.contains { $0.contains("printed") }, "\(result.stdout)")
        #expect(!result.stdout.contains("Selected") && !result.stdout.contains("connected"), "\(result.stdout)")
    }
}
