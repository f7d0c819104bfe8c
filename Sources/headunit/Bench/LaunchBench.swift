import Glibc
import HeadUnitCore
import HeadUnitTerminal

/// Launches of this very binary in a 100x30 pseudo-terminal, timed to the
/// first frame, with the peak memory of each run.
enum LaunchBench {
    static func print(launches: Int) {
        var path = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        let binary = length > 0 ? String(decoding: path[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
        let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        var seconds: [Double] = []
        var peak = 0
        for _ in 0..<launches {
            guard let launch = LaunchMeter.launch([binary], environment: environment, columns: 100, rows: 30, marker: "quit", quit: "q")
            else {
                Output.print("Start to first frame: the launch did not show a frame\n")
                return
            }
            seconds.append(launch.secondsToFirstFrame * 1000)
            peak = max(peak, launch.peakKilobytes)
        }
        let summary = BenchFormat.summary(&seconds)
        Output.print(
            "Start to first frame (100x30 pseudo-terminal, \(launches) launches): median \(LayoutBench.format(summary.median)) ms, max \(LayoutBench.format(seconds.last ?? 0)) ms\n"
        )
        Output.print("Peak memory of the interactive head unit: \(peak / 1024) MB (\(peak) KB resident)\n")
    }
}
