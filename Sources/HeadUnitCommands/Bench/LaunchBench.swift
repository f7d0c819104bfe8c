import CTermSupport
import Glibc
import HeadUnitCore
import HeadUnitTerminal

/// Launches of this very binary in a 100x30 pseudo-terminal, timed to the
/// first frame, with the peak memory of each run; and, where `dialog` is
/// installed, the same for a `dialog --menu` of twelve stations, the floor
/// a C + ncurses program sets.
enum LaunchBench {
    static let environment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]

    static func print(launches: Int) {
        var path = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        let binary = length > 0 ? String(decoding: path[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
        guard let tour = measure([binary], marker: "quit", quit: "q", launches: launches) else {
            Output.print("Start to first frame: the launch did not show a frame\n")
            return
        }
        let title = "Start to first frame (100x30 pseudo-terminal, \(launches) launches), the tour:"
        Output.print("\(title) median \(LayoutBench.format(tour.median)) ms\n")
        // The list dialog draws, as a scenario in memory: the same rows for both.
        let list = Array(stationsScenario.utf8)
        let file = headunit_memory_file("headunit-bench-stations", list, list.count)
        defer { if file >= 0 { close(file) } }
        let stations = file >= 0 ? measure([binary, "run", "/proc/self/fd/\(file)"], marker: "quit", quit: "q", launches: launches) : nil
        if let stations {
            Output.print(BenchFormat.pad("  dialog's twelve stations as a list template:", title.count) + " median \(LayoutBench.format(stations.median)) ms\n")
        }
        if access("/usr/bin/dialog", X_OK) == 0,
            let dialog = measure(
                ["/usr/bin/dialog", "--menu", "Choose a station", "22", "60", "12"] + Self.stations, marker: "Seattle - Jazz", quit: "\r",
                launches: launches)
        {
            Output.print(BenchFormat.pad("  dialog --menu of them, launched the same way:", title.count) + " median \(LayoutBench.format(dialog.median)) ms\n")
            let ratios = [("the tour", tour.median)] + (stations.map { [("the same list", $0.median)] } ?? [])
            let said = ratios.map { "\($0.0) \(BenchFormat.ratio($0.1 / dialog.median))" }.joined(separator: ", ")
            Output.print("  headunit's time over dialog's: \(said)\n")
        } else {
            Output.print("  (install dialog to compare with dialog --menu, launched the same way)\n")
        }
        Output.print("Peak memory of the interactive head unit: \(tour.peakKilobytes / 1024) MB (\(tour.peakKilobytes) KB resident)\n")
    }

    /// The median milliseconds to the first frame of `launches` runs, and the peak memory.
    private static func measure(_ arguments: [String], marker: String, quit: String, launches: Int) -> (median: Double, peakKilobytes: Int)? {
        var milliseconds: [Double] = []
        var peak = 0
        for _ in 0..<launches {
            guard let launch = LaunchMeter.launch(arguments, environment: environment, columns: 100, rows: 30, marker: marker, quit: quit) else {
                return nil
            }
            milliseconds.append(launch.secondsToFirstFrame * 1000)
            peak = max(peak, launch.peakKilobytes)
        }
        return (BenchFormat.summary(&milliseconds).median, peak)
    }

    /// The twelve stations as a scenario: one list template, a row for
    /// each station and its city.
    static var stationsScenario: String {
        let items = stride(from: 0, to: stations.count - 1, by: 2).map { index in
            "{\"text\": \"\(stations[index])\", \"detailText\": \"\(stations[index + 1])\"}"
        }
        return """
            {"headunit": 1, "app": {"name": "Radio", "category": "audio"}, "root": "stations",
             "templates": {"stations": {"type": "list", "title": "Radio Stations", "sections": [{"items": [\(items.joined(separator: ", "))]}]}}}
            """
    }

    /// Twelve stations as dialog's tag and item pairs.
    private static let stations = [
        "KEXP 90.3", "Seattle - Indie", "WNYC 93.9", "New York - Public Radio", "KCRW 89.9", "Santa Monica - Eclectic",
        "WFMU 91.1", "Jersey City - Freeform", "BBC 6 Music", "London - Alternative", "Radio Paradise", "Online - Eclectic",
        "KQED 88.5", "San Francisco - News", "WWOZ 90.7", "New Orleans - Jazz", "FIP", "Paris - Eclectic",
        "NTS Radio 1", "London - Underground", "Groove Salad", "Online - Ambient", "Jazz24", "Seattle - Jazz",
    ]
}
