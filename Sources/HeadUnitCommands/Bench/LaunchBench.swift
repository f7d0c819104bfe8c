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

    /// A program launched to its first frame: what it runs, the text that
    /// completes its first frame, and the key that ends it.
    private struct Program {
        let arguments: [String]
        let marker: String
        let quit: String
    }

    /// This program's own file.
    static var ownPath: String {
        var path = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        return length > 0 ? String(decoding: path[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
    }

    /// Prints the launches; returns the tour's peak memory against its
    /// goal (unmeasured when no launch showed a frame).
    static func print(launches: Int) -> BenchGoal {
        let binary = ownPath
        // The list dialog draws, as a scenario in memory: the same rows for both.
        let list = Array(stationsScenario.utf8)
        let file = headunit_memory_file("headunit-bench-stations", list, list.count)
        defer { if file >= 0 { close(file) } }
        let hasDialog = access("/usr/bin/dialog", X_OK) == 0
        let programs = [
            Program(arguments: [binary], marker: "quit", quit: "q"),
            file >= 0 ? Program(arguments: [binary, "run", "/proc/self/fd/\(file)"], marker: "quit", quit: "q") : nil,
            hasDialog
                ? Program(
                    arguments: ["/usr/bin/dialog", "--menu", "Choose a station", "22", "60", "12"] + Self.stations, marker: "Seattle - Jazz", quit: "\r")
                : nil,
        ]
        guard let results = measureInTurn(programs, launches: launches), let tour = results[0] else {
            Output.print("Start to first frame: a launch did not show a frame\n")
            return tourPeak(.nan)
        }
        let (stations, dialog) = (results[1], results[2])
        let title = "Start to first frame (100x30 pseudo-terminal, \(launches) launches in turn), the tour:"
        Output.print("\(title) median \(LayoutBench.format(tour.median)) ms\n")
        if let stations {
            Output.print(BenchFormat.pad("  dialog's twelve stations as a list template:", title.count) + " median \(LayoutBench.format(stations.median)) ms\n")
        }
        if let dialog {
            Output.print(BenchFormat.pad("  dialog --menu of them, launched the same way:", title.count) + " median \(LayoutBench.format(dialog.median)) ms\n")
            let ratios = [("the tour", tour.median)] + (stations.map { [("the same list", $0.median)] } ?? [])
            let said = ratios.map { "\($0.0) \(BenchFormat.ratio($0.1 / dialog.median))" }.joined(separator: ", ")
            Output.print("  headunit's time over dialog's: \(said)\n")
        } else {
            Output.print("  (install dialog to compare with dialog --menu, launched the same way)\n")
        }
        Output.print("Peak memory of the interactive head unit: \(BenchFormat.megabytes(tour.peakKilobytes)) MB (\(tour.peakKilobytes) KB resident)\n")
        return tourPeak(Double(tour.peakKilobytes) / 1024)
    }

    /// The tour's peak memory in MB against its goal, under 8 MB.
    private static func tourPeak(_ megabytes: Double) -> BenchGoal {
        BenchGoal("the tour's session: peak memory", megabytes, unit: " MB", atMost: 8, under: true)
    }

    /// The median milliseconds to the first frame of each program and its
    /// peak memory (nil for a program not given), over `launches` rounds
    /// that launch each in turn (the machine's drift then falls on all
    /// alike); nil if a launch shows no frame.
    private static func measureInTurn(_ programs: [Program?], launches: Int) -> [(median: Double, peakKilobytes: Int)?]? {
        var milliseconds = Array(repeating: [Double](), count: programs.count)
        var peaks = Array(repeating: 0, count: programs.count)
        for _ in 0..<launches {
            for (index, program) in programs.enumerated() {
                guard let program else { continue }
                guard
                    let launch = LaunchMeter.launch(
                        program.arguments, environment: environment, columns: 100, rows: 30, marker: program.marker, quit: program.quit)
                else { return nil }
                milliseconds[index].append(launch.secondsToFirstFrame * 1000)
                peaks[index] = max(peaks[index], launch.peakKilobytes ?? 0)
            }
        }
        return programs.indices.map { programs[$0] == nil ? nil : (BenchFormat.summary(&milliseconds[$0]).median, peaks[$0]) }
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
