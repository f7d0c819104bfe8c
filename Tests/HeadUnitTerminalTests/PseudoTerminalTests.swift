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

    /// A quit signal from the first instruction on (blocked when the head
    /// unit starts, so that it comes exactly when the head unit lets it
    /// in): the head unit ends by it, and the terminal is left as it was,
    /// with echo and lines and out of the alternate screen. Before, quit
    /// signals were let in after curses had set the terminal and before
    /// their handlers were installed, so one sent in the first 20 ms (4
    /// starts in 400 with SIGHUP) ended the process with the terminal raw.
    @Test(arguments: [SIGHUP, SIGTERM, SIGINT])
    func aSignalFromTheFirstInstructionLeavesTheTerminalAsItWas(_ signal: Int32) throws {
        let argv = [strdup(ToolProcess.binary.path), nil]
        let envp = [strdup("TERM=xterm-256color"), strdup("LANG=C.UTF-8"), nil]
        defer { (argv + envp).forEach { free($0) } }
        var blocked = sigset_t()
        var before = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, signal)
        pthread_sigmask(SIG_BLOCK, &blocked, &before)
        var pid: Int32 = 0
        let controller = headunit_spawn_in_pty(argv, envp, 100, 30, &pid)
        pthread_sigmask(SIG_SETMASK, &before, nil)
        try #require(controller >= 0)
        defer { close(controller) }
        kill(pid, signal)
        let (written, status) = drain(controller, untilEndOf: pid, seconds: 60)
        #expect(status.map { $0 & 0x7f } == signal, "ended by signal \(signal): status \(String(describing: status))")
        // Linux answers for the terminal's side when asked on the controller.
        var modes = termios()
        tcgetattr(controller, &modes)
        #expect(modes.c_lflag & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON), "echo and lines are back")
        let entered = written.range(of: Data("\u{1B}[?1049h".utf8), options: .backwards)?.lowerBound
        let left = written.range(of: Data("\u{1B}[?1049l".utf8), options: .backwards)?.lowerBound
        #expect(entered == nil || left.map { $0 > entered! } == true, "out of the alternate screen")
    }

    /// Reads what `pid` writes to `fd` until it ends; what it wrote and its wait status (nil if it did not end in time).
    private func drain(_ fd: Int32, untilEndOf pid: Int32, seconds: Double) -> (Data, Int32?) {
        var seen = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline {
            if poll(&poller, 1, 20) > 0 {
                let count = Glibc.read(fd, &buffer, buffer.count)
                if count > 0 { seen.append(contentsOf: buffer[0..<count]) }
            }
            if waitpid(pid, &status, WNOHANG) == pid { return (seen, status) }
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        return (seen, nil)
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
