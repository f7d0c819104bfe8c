import Foundation

extension IsolatedWorker {
    /// Why the test failed, from how its worker ended; nil when it passed.
    func outcome(reason: Process.TerminationReason, status: Int32, output: String) -> TestCarError? {
        let lines = output.split(separator: "\n").map(String.init)
        if reason == .uncaughtSignal {
            let told = lines.filter { $0.contains("Fatal error") || $0.contains("Main Thread Checker") || $0.hasPrefix("PID: ") }
            return .crashedInWorker(name, signal: Self.signalName(status), told: told)
        }
        if status == StepTimeLimit.exitStatus, let limit = lines.first(where: { $0.hasPrefix("CarPlayTesting: a step") }) {
            let told = limit.dropFirst("CarPlayTesting: ".count)
            return .worker(name, failed: String(told[..<(told.range(of: StepTimeLimit.ending)?.lowerBound ?? told.endIndex)]))
        }
        guard lines.contains(announcement), lines.contains(where: { $0.hasPrefix(Self.ending) }) else {
            return .worker(name, failed: "did not run the test (status \(status)):\n" + output)
        }
        let issues = lines.filter { $0.hasPrefix(Self.issueLine) }.map { String($0.dropFirst(Self.issueLine.count)) }
        guard !issues.isEmpty else { return nil }
        return .worker(name, failed: "failed:\n" + issues.joined(separator: "\n"))
    }

    /// A signal's name: `SIGILL`.
    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE"]
        return names[signal] ?? "signal \(signal)"
    }
}
