import Glibc

/// The signals whose default action ends a process, as this system has
/// them: found by sending each signal to a child that leaves every signal
/// at its default, and seeing which end it. Not a hand-written list, so a
/// signal a list would forget (SIGPWR, SIGSTKFLT, the real-time ones) is
/// not forgotten.
public enum TerminatingSignals {
    public static let all: [Int32] = (1...__libc_current_sigrtmax()).filter { signal in
        signal != SIGKILL && signal != SIGSTOP && endsAProcess(signal)
    }

    /// Whether `signal`, at its default action, ends a child that waits.
    private static func endsAProcess(_ signal: Int32) -> Bool {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for other in 1...__libc_current_sigrtmax() where other != SIGKILL && other != SIGSTOP && (other < 32 || other >= __libc_current_sigrtmin()) {
            sigaddset(&defaults, other)
        }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in 0...2 { _ = posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0) }
        let words: [String] = ["/bin/sleep", "30"]
        let argv = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sleep", &actions, &attributes, argv, environ) == 0 else { return false }
        // The child must be past its exec (its handlers at their defaults) before the signal.
        usleep(20_000)
        kill(pid, signal)
        var status: Int32 = 0
        for _ in 0..<40 {
            let waited = waitpid(pid, &status, WNOHANG | WUNTRACED)
            if waited == pid { break }
            usleep(5_000)
        }
        let ended = status & 0x7F != 0 && status & 0x7F != 0x7F && (status & 0x7F) == signal
        kill(pid, SIGKILL)
        kill(pid, SIGCONT)
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return ended
    }
}
