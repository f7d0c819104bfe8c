import CTermSupport
import Glibc
import HeadUnitFiles

/// Starts a program in a pseudo-terminal and times it to its first frame:
/// until `marker` appears in what it writes. Then types `quit` and reads
/// its peak memory. For `headunit bench`.
enum LaunchMeter {
    /// One launch: time to the first frame and the program's peak resident
    /// memory, as it reports it (headunit and the CarPlay apps do; nil for
    /// another program).
    struct Launch: Sendable {
        let secondsToFirstFrame: Double
        let peakKilobytes: Int?

        /// The median milliseconds to the first frame of `launches`; NaN for none.
        static func medianMilliseconds(_ launches: [Launch]) -> Double {
            var times = launches.map { $0.secondsToFirstFrame * 1000 }
            return times.isEmpty ? .nan : BenchFormat.summary(&times).median
        }
    }

    /// A file in memory where a started program writes its own peak memory
    /// as it exits, named to it by HEADUNIT_PEAK_FD (CTermSupport does the
    /// writing). The parent cannot learn it from `wait4`: a spawned child's
    /// maximum counts the parent's own memory from before the exec.
    private struct PeakReport {
        let descriptor: Int32

        init?() {
            descriptor = headunit_memory_file("headunit-peak", nil, 0)
            guard descriptor >= 0 else { return nil }
        }

        var variable: String { "HEADUNIT_PEAK_FD=\(descriptor)" }

        /// The kilobytes written, once the program has ended; closes the file.
        func kilobytes() -> Int? {
            defer { close(descriptor) }
            var buffer = [UInt8](repeating: 0, count: 32)
            let count = pread(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            return Int(String(decoding: buffer[0..<count].prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)).flatMap { $0 > 0 ? $0 : nil }
        }
    }

    /// Runs `arguments` in a `columns` x `rows` pseudo-terminal with `environment`.
    static func launch(
        _ arguments: [String], environment: [String: String], columns: Int, rows: Int, marker: String, quit: String,
        timeout: Double = 10
    ) -> Launch? {
        let report = PeakReport()
        let argv = arguments.map { strdup($0) } + [nil]
        let variables = environment.map { "\($0.key)=\($0.value)" } + (report.map { [$0.variable] } ?? [])
        let envp = variables.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let start = ContinuousClock.now
        let controller = headunit_spawn_in_pty(argv, envp, Int32(columns), Int32(rows), &pid)
        guard controller >= 0 else {
            _ = report?.kilobytes()
            return nil
        }
        defer { close(controller) }
        let seen = waitFor(marker, on: controller, timeout: timeout)
        let elapsed = start.duration(to: .now)
        _ = quit.withCString { write(controller, $0, strlen($0)) }
        // Keep reading so the program never blocks on a full terminal while it exits.
        var status: Int32 = 0
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = ContinuousClock.now.advanced(by: .seconds(timeout))
        while waitpid(pid, &status, WNOHANG) == 0 {
            _ = read(controller, &buffer, buffer.count)
            if ContinuousClock.now > deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                break
            }
            usleep(1_000)
        }
        let peak = report?.kilobytes()
        guard seen else { return nil }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Launch(secondsToFirstFrame: seconds, peakKilobytes: peak)
    }

    /// Runs `arguments` in a 100x30 pseudo-terminal and, once its first
    /// frame is drawn, sends `keys` knob turns (2 and 1 in turn), timing
    /// each from the key to the first byte of the screen's change: the
    /// median, in milliseconds; nil when it shows no frame.
    static func keyToScreen(_ arguments: [String], environment: [String: String], keys: Int) -> Double? {
        afterFirstFrame(of: arguments, environment: environment, quietMilliseconds: 100) { _, controller in
            var times: [Double] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            for index in 0..<keys {
                let key = index % 2 == 0 ? "2" : "1"
                let start = ContinuousClock.now
                _ = key.withCString { write(controller, $0, 1) }
                var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, 5000) > 0, read(controller, &buffer, buffer.count) > 0 else { return nil }
                times.append(BenchFormat.micros(start.duration(to: .now)) / 1000)
                drain(controller, quietMilliseconds: 30)
            }
            return BenchFormat.summary(&times).median
        }
    }

    /// How many times a second `arguments`, in a pseudo-terminal, wakes
    /// (voluntary context switches) over `seconds` at rest after its first frame.
    static func wakeupsAtRest(_ arguments: [String], environment: [String: String], seconds: Double) -> Double? {
        afterFirstFrame(of: arguments, environment: environment, quietMilliseconds: 200) { pid, _ in
            func switches() -> Int? {
                guard case .success(let bytes) = LocalFile.read("/proc/\(pid)/status", limit: 1 << 16) else { return nil }
                return String(decoding: bytes, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }.flatMap {
                    Int($0.split(separator: "\t").last ?? "")
                }
            }
            guard let before = switches() else { return nil }
            usleep(useconds_t(seconds * 1_000_000))
            guard let after = switches() else { return nil }
            return Double(after - before) / seconds
        }
    }

    /// Starts `arguments` in a 100x30 pseudo-terminal, waits for its first
    /// frame and then for `quietMilliseconds` without output, and measures
    /// it with `body` (its pid and terminal); the program is killed after.
    private static func afterFirstFrame<Result>(
        of arguments: [String], environment: [String: String], quietMilliseconds: Int32, _ body: (pid_t, Int32) -> Result?
    ) -> Result? {
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let controller = headunit_spawn_in_pty(argv, envp, 100, 30, &pid)
        guard controller >= 0 else { return nil }
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            close(controller)
        }
        guard waitFor("quit", on: controller, timeout: 30) else { return nil }
        drain(controller, quietMilliseconds: quietMilliseconds)
        return body(pid, controller)
    }

    /// What `arguments` writes on its standard output, run to its end.
    static func output(of arguments: [String]) -> String? {
        runPiped(arguments, variable: nil).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The peak resident memory of `arguments` run to its end, in kilobytes.
    static func peakKilobytes(of arguments: [String]) -> Int? {
        guard let report = PeakReport() else { return nil }
        guard runPiped(arguments, variable: report.variable) != nil else {
            _ = report.kilobytes()
            return nil
        }
        return report.kilobytes()
    }

    /// Runs `arguments` to its end, with `variable` (`NAME=VALUE`) added to
    /// its environment and its standard output in a pipe: what it wrote;
    /// nil when it cannot start.
    private static func runPiped(_ arguments: [String], variable: String?) -> [UInt8]? {
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let output = headunit_spawn_piped(argv, variable, &pid)
        guard output >= 0 else { return nil }
        let bytes = (try? LocalFile.readAll(from: output, limit: .max).get()) ?? []
        close(output)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return bytes
    }

    /// Reads what is written until the program has been quiet for a while.
    private static func drain(_ fd: Int32, quietMilliseconds: Int32) {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, quietMilliseconds) > 0, read(fd, &buffer, buffer.count) > 0 {}
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
