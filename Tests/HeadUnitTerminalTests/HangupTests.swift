import CTermSupport
import Foundation
import HeadUnitTestSupport
import Testing

/// A terminal that goes away without a SIGHUP (a pseudo-terminal closed
/// by the program that made it, not the session's controlling terminal):
/// the head unit ends at once instead of polling a dead terminal at full CPU.
struct HangupTests {
    @Test func aClosedTerminalEndsTheRunPromptly() throws {
        let argv = [strdup(ToolProcess.binary.path), nil]
        let envp = [strdup("TERM=xterm-256color"), strdup("LANG=C.UTF-8"), nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: Int32 = 0
        let controller = headunit_spawn_in_pty(argv, envp, 100, 30, &pid)
        try #require(controller >= 0)
        #expect(read(controller, until: "List", seconds: 10), "the first frame")
        close(controller)
        var status: Int32 = 0
        var usage = rusage()
        let deadline = Date().addingTimeInterval(5)
        var ended = false
        while Date() < deadline {
            if wait4(pid, &status, WNOHANG, &usage) == pid {
                ended = true
                break
            }
            usleep(10_000)
        }
        if !ended {
            kill(pid, SIGKILL)
            _ = wait4(pid, &status, 0, &usage)
        }
        #expect(ended, "it ends within 5 s of the hang-up")
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        #expect(cpu < 1, "no busy loop: \(cpu) s of CPU")
    }

    /// Reads the controller until `marker` has been written.
    private func read(_ fd: Int32, until marker: String, seconds: Double) -> Bool {
        var seen = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(seconds)
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while Date() < deadline {
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = Glibc.read(fd, &buffer, buffer.count)
            if count <= 0 { return false }
            seen.append(contentsOf: buffer[0..<count])
            if seen.range(of: Data(marker.utf8)) != nil { return true }
        }
        return false
    }
}
