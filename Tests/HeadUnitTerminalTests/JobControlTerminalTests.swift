import Foundation
import HeadUnitTestSupport
import Testing

extension InteractiveTerminalTests {
    /// After Ctrl-Z and `fg`, every mode headunit set is set again: keypad
    /// mode (an arrow key comes as a key, not as Esc and so Back), mouse
    /// reports, the alternate screen, no cursor.
    @Test func ctrlZAndFgSetEveryModeAgain() throws {
        let tmux = try start()
        defer { tmux.close() }
        #expect(tmux.waitFor { $0.contains { $0.contains("▓≡▓▓ List") } }.matched)
        let modes = ["#{keypad_cursor_flag}", "#{mouse_any_flag}", "#{alternate_on}", "#{cursor_flag}"]
        let set = modes.map(tmux.format)
        #expect(set == ["1", "1", "1", "0"])
        tmux.send("C-z")
        #expect(tmux.waitFor { $0.contains { $0.contains("Stopped") } }.matched)
        tmux.sendLiteral("fg")
        tmux.send("Enter")
        for (mode, value) in zip(modes, set) { #expect(tmux.waitFor(format: mode, toBe: value), "\(mode) is \(value) again") }
        tmux.send("Down")
        #expect(tmux.waitFor { _ in focusIsOn("Grid", tmux) }.matched, "Down is a key: the focus moves")
        tmux.send("q")
        expectShellUsable(tmux)
    }

    /// A SIGSTOP, which no handler sees, then `fg`: the shell left its
    /// own modes (echo, line editing); headunit sets its own again on
    /// SIGCONT, so a key is a key at once, echoes nothing, and the display
    /// is drawn again over what the shell wrote.
    @Test func aStopNoHandlerSeesAndFgSetEveryModeAgain() throws {
        let tmux = try start()
        defer { tmux.close() }
        #expect(tmux.waitFor { $0.contains { $0.contains("▓≡▓▓ List") } }.matched)
        let child = try #require(childProcess(of: tmux.format("#{pane_pid}")))
        kill(child, SIGSTOP)
        #expect(tmux.waitFor { $0.contains { $0.contains("Stopped") } }.matched)
        tmux.sendLiteral("fg")
        tmux.send("Enter")
        #expect(tmux.waitFor { !$0.contains { $0.contains("Stopped") } && $0.contains { $0.contains("? help") } }.matched, "drawn again")
        #expect(tmux.waitFor(format: "#{keypad_cursor_flag}", toBe: "1"))
        tmux.send("2")
        #expect(tmux.waitFor { _ in focusIsOn("Grid", tmux) }.matched, "a key arrives at once, not at the end of a line")
        let modes = try Subprocess.run(["stty", "-F", tmux.format("#{pane_tty}"), "-a"]).output.split(whereSeparator: \.isWhitespace)
        #expect(modes.contains("-echo") && modes.contains("-icanon"), "no echo, no lines: \(modes)")
        tmux.send("q")
        expectShellUsable(tmux)
    }
}
