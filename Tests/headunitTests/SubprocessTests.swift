import Glibc
import HeadUnitTestSupport
import Testing

/// The tools tests run never touch the terminal the suite was started
/// from: a tool runs in a session of its own, without a controlling
/// terminal, or on a pseudo-terminal of its own when it needs one.
struct SubprocessTests {
    @Test func aToolRunsWithoutTheSuitesTerminal() throws {
        let result = try Subprocess.run(["sh", "-c", "if (exec 3</dev/tty) 2>/dev/null; then echo has-terminal; else echo no-terminal; fi; ps -o sid= -p $$"])
        let lines = result.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "no-terminal")
        #expect(lines.last != "\(getsid(0))", "a session of its own")
    }

    @Test func aToolThatOpensTheTerminalGetsOneOfItsOwn() throws {
        let result = try Subprocess.runInTerminal(["sh", "-c", "tty; stty size </dev/tty; echo done"], columns: 90, rows: 33)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\r\n").map(String.init)
        #expect(lines.first?.hasPrefix("/dev/pts/") == true, "\(lines)")
        #expect(lines.contains("33 90") && lines.last == "done")
    }

    @Test func aToolThatNeverEndsIsStoppedAtItsTimeout() throws {
        let result = try Subprocess.runInTerminal(["sleep", "30"], timeout: 0.3)
        #expect(result.status == 128 + 9)
    }
}
