import CTermSupport
import Foundation
import HeadUnitTestSupport
import Testing

/// The head unit in a bare pseudo-terminal, as `headunit bench` and the
/// harness measure it: what it writes, and how it ends when the terminal goes.
struct PseudoTerminalTests {
    /// The head unit started in a new 100x30 pty, at its first frame.
    func start(_ arguments: [String] = []) throws -> (pid: Int32, controller: Int32) {
        let argv = ([ToolProcess.binary.path] + arguments).map { strdup($0) } + [nil]
        let envp = [strdup("TERM=xterm-256color"), strdup("LANG=C.UTF-8"), nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: Int32 = 0
        let controller = headunit_spawn_in_pty(argv, envp, 100, 30, &pid)
        try #require(controller >= 0)
        #expect(read(controller, until: "? help", seconds: 60), "the first frame")
        return (pid, controller)
    }

    /// A knob step goes out in one `write`: curses 6.4 flushed at every
    /// cursor move (14 writes a step) until the program had once left it.
    @Test func aKnobStepIsOneWrite() throws {
        let (pid, controller) = try start(["--density", "2"])
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            close(controller)
        }
        for key in ["2", "1", "2"] {
            let before = writeCalls(of: pid)
            _ = key.withCString { Glibc.write(controller, $0, 1) }
            let written = settle(controller)
            #expect(writeCalls(of: pid) - before == 1, "key \(key): \(written) bytes")
            #expect(written > 100, "the step was painted")
        }
    }

    /// A terminal that goes away without a SIGHUP (a pseudo-terminal closed
    /// by the program that made it, not the session's controlling terminal):
    /// the head unit ends at once instead of polling a dead terminal at full CPU.
    @Test func aClosedTerminalEndsTheRunPromptly() throws {
        let (pid, controller) = try start()
        close(controller)
        var status: Int32 = 0
        var usage = rusage()
        let deadline = Date().addingTimeInterval(60)
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

    /// The `write` calls a process has made (/proc/PID/io `syscw`).
    private func writeCalls(of pid: Int32) -> Int {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").first { $0.hasPrefix("syscw:") }.flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) } ?? -1
    }

    /// Reads what the program writes until it has been quiet for 100 ms; the bytes read.
    private func settle(_ fd: Int32) -> Int {
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 65536)
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, 100) > 0 {
            let count = Glibc.read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            total += count
        }
        return total
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
