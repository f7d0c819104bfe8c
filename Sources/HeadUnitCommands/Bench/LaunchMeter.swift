import CTermSupport
import Glibc

/// Starts a program in a pseudo-terminal and times it to its first frame:
/// until `marker` appears in what it writes. Then types `quit` and reads
/// its peak memory. For `headunit bench`.
enum LaunchMeter {
    /// One launch: time to the first frame and the program's peak resident memory.
    struct Launch: Sendable {
        let secondsToFirstFrame: Double
        let peakKilobytes: Int
    }

    /// Runs `arguments` in a `columns` x `rows` pseudo-terminal with `environment`.
    static func launch(
        _ arguments: [String], environment: [String: String], columns: Int, rows: Int, marker: String, quit: String,
        timeout: Double = 10
    ) -> Launch? {
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        let controller = headunit_spawn_in_pty(argv, envp, Int32(columns), Int32(rows), &pid)
        guard controller >= 0 else { return nil }
        defer { close(controller) }
        let seen = waitFor(marker, on: controller, timeout: timeout)
        let elapsed = start.duration(to: .now)
        _ = quit.withCString { write(controller, $0, strlen($0)) }
        // Keep reading so the program never blocks on a full terminal while it exits.
        var status: Int32 = 0
        var usage = rusage()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = ContinuousClock.now.advanced(by: .seconds(timeout))
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            _ = read(controller, &buffer, buffer.count)
            if ContinuousClock.now > deadline {
                kill(pid, SIGKILL)
                _ = wait4(pid, &status, 0, &usage)
                break
            }
            usleep(1_000)
        }
        guard seen else { return nil }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Launch(secondsToFirstFrame: seconds, peakKilobytes: Int(usage.ru_maxrss))
    }

    private static func waitFor(_ marker: String, on fd: Int32, timeout: Double) -> Bool {
        let wanted = Array(marker.utf8)
        var seen: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = ContinuousClock.now.advanced(by: .seconds(timeout))
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while ContinuousClock.now < deadline {
            guard poll(&poller, 1, 50) > 0 else { continue }
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { return false }
            seen += buffer[0..<count]
            if seen.count >= wanted.count, contains(seen, wanted) { return true }
        }
        return false
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<(start + needle.count)]) == needle { return true }
        }
        return false
    }
}
