import CTermSupport
import Foundation

/// Runs a program to its end with `posix_spawn` and `waitpid`.
///
/// Foundation's `Process` waits forever for a program that leaves a daemon
/// behind (as `tmux new-session` leaves its server); this does not: the
/// child gets only the descriptors given to it, and the wait is for the
/// child alone. The child is detached from the caller's terminal (a session
/// of its own): no test depends on the terminal it was started from, and
/// none can stop or change it. A tool that needs a terminal gets one of its
/// own (`runInTerminal`).
public enum Subprocess {
    /// Runs `arguments` (the first is looked up on PATH); returns its exit
    /// status and, when `capture` is true, what it wrote to standard output
    /// and standard error.
    public static func run(_ arguments: [String], capture: Bool = true) throws -> (status: Int32, output: String) {
        var pipe: [Int32] = [-1, -1]
        // Close-on-exec, so no other child (a tmux server among them) ever
        // holds this pipe open; the lock keeps other spawns out of the gap
        // between making the pipe and marking it.
        spawnLock.lock()
        if capture {
            guard Glibc.pipe(&pipe) == 0 else {
                spawnLock.unlock()
                throw SubprocessError(message: "pipe failed")
            }
            _ = fcntl(pipe[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(pipe[1], F_SETFD, FD_CLOEXEC)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capture {
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        // A clean signal mask and default handlers, as a login shell gives:
        // the test driver's threads block most signals.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGCHLD, SIGWINCH] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | headunit_spawn_setsid_flag())
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
        spawnLock.unlock()
        if capture { close(pipe[1]) }
        guard status == 0 else {
            if capture { close(pipe[0]) }
            throw SubprocessError(message: "cannot start \(arguments[0]): \(String(cString: strerror(status)))")
        }
        var output = Data()
        if capture {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(pipe[0], &buffer, buffer.count)
                if count <= 0 { break }
                output.append(buffer, count: count)
            }
            close(pipe[0])
        }
        var exit: Int32 = 0
        while waitpid(pid, &exit, 0) == -1 && errno == EINTR {}
        let code = (exit & 0x7F) == 0 ? (exit >> 8) & 0xFF : 128 + (exit & 0x7F)
        return (code, String(decoding: output, as: UTF8.self))
    }
}

extension Subprocess {
    /// Runs `arguments` (the first looked up on PATH) on a pseudo-terminal of
    /// its own, `columns` x `rows`, as its controlling terminal: for a tool
    /// that opens /dev/tty (Debian's asciinema 2.2 does, to read keys). Its
    /// exit status and everything it wrote; a run past `timeout` seconds is
    /// killed and reported as status 137.
    public static func runInTerminal(_ arguments: [String], columns: Int = 80, rows: Int = 24, timeout: Double = 30) throws -> (status: Int32, output: String) {
        let argv = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        spawnLock.lock()
        let controller = headunit_spawn_on_own_terminal(argv, envp, Int32(columns), Int32(rows), &pid)
        spawnLock.unlock()
        guard controller >= 0 else { throw SubprocessError(message: "cannot start \(arguments[0]) on a terminal of its own") }
        defer { close(controller) }
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        let deadline = Date().addingTimeInterval(timeout)
        var exit: Int32 = 0
        var ended = false
        while Date() < deadline {
            if poll(&poller, 1, 20) > 0 {
                let count = read(controller, &buffer, buffer.count)
                if count > 0 {
                    output.append(buffer, count: count)
                    continue
                }
            }
            // The terminal reads nothing more (EIO once the child's side closes): see whether it ended.
            if waitpid(pid, &exit, WNOHANG) == pid {
                ended = true
                break
            }
        }
        if !ended {
            kill(pid, SIGKILL)
            while waitpid(pid, &exit, 0) == -1 && errno == EINTR {}
        }
        let code = (exit & 0x7F) == 0 ? (exit >> 8) & 0xFF : 128 + (exit & 0x7F)
        return (code, String(decoding: output, as: UTF8.self))
    }
}

private let spawnLock = NSLock()

/// A program could not be started.
public struct SubprocessError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
