import CTermSupport
import Glibc
import HeadUnitCore

/// Costs that must not grow with the size of the work: a knob step on
/// lists of 12, 10,000 and 100,000 rows (each with detail text, an image
/// and a handler) (in the session, and key to screen
/// in a pseudo-terminal), the start of a 100,000-row list, lint of nested
/// scenarios of 1, 4 and 16 MB, and a cast's bytes a step.
enum SizeBench {
    /// Prints the tables; returns their figures against issue 37's goals.
    static func print(binary: String) -> [BenchGoal] {
        let goals = printKnobSteps(binary: binary) + printLint(binary: binary)
        printCast()
        return goals
    }

    /// A list scenario of `rows` rows, as JSON: each row as real apps'
    /// are, with detail text, an image, an accessory and a handler (one
    /// pushes a detail list that pops back), about 150 bytes a row.
    static func listScenario(rows: Int) -> [UInt8] {
        var json =
            #"{"headunit": 1, "app": {"name": "Rows", "category": "communication"}, "root": "rows", "templates": {"detail": {"type": "list", "title": "Detail", "sections": [{"items": [{"text": "Back", "handler": "pop"}]}]}, "rows": {"type": "list", "title": "Rows", "sections": [{"items": ["#
        json.reserveCapacity(rows * 160)
        for row in 0..<rows {
            json +=
                (row == 0 ? "" : ",")
                + #"{"text": "Row \#(row)", "detailText": "Detail of row \#(row)", "image": "♫", "accessoryType": "disclosureIndicator", "handler": {"push": "detail"}}"#
        }
        return Array((json + "]}]}}}").utf8)
    }

    /// A row of `listScenario`, as the session holds it.
    static func row(_ row: Int) -> ListItem {
        ListItem(text: "Row \(row)", detailText: "Detail of row \(row)", image: "♫", accessory: .disclosureIndicator, handler: Handler([.push("detail")]))
    }

    /// A scenario of `children` lists a root list pushes, each with rows
    /// that pop back: the flows lint walks grow with it.
    static func nestedScenario(children: Int) -> [UInt8] {
        let root = (0..<children).map { #"{"text": "Child \#($0)", "handler": {"push": "c\#($0)"}}"# }.joined(separator: ",")
        let lists = (0..<children).map { child in
            let rows = (0..<20).map { #"{"text": "Row \#($0) of \#(child)", "detailText": "Detail", "handler": "pop"}"# }.joined(separator: ",")
            return #""c\#(child)": {"type": "list", "title": "C\#(child)", "sections": [{"items": [\#(rows)]}]}"#
        }.joined(separator: ",")
        return Array(
            (#"{"headunit": 1, "app": {"name": "Nested", "category": "communication"}, "root": "root", "templates": {"root": {"type": "list", "title": "Root", "sections": [{"items": [\#(root)]}]}, \#(lists)}}"#)
                .utf8)
    }

    /// Returns a key on 100,000 rows over one on 12 (key to screen, or in
    /// the session where no pseudo-terminal opens) and the long list's start.
    private static func printKnobSteps(binary: String) -> [BenchGoal] {
        let pad = BenchFormat.pad
        Output.print("\nA knob step by list length (rows with detail, image and handler): in the session (apply + layout + diff), ")
        Output.print("and key to screen in a 100x30 pseudo-terminal\n")
        Output.print(pad("rows", 12) + pad("session us", 13) + pad("key to screen us", 18) + "\n")
        let lengths = [12, 10_000, 100_000]
        let sessions = sessionSteps(lengths: lengths)
        var keys: [Double] = []
        for (rows, session) in zip(lengths, sessions) {
            let bytes = listScenario(rows: rows)
            let file = headunit_memory_file("headunit-bench-rows", bytes, bytes.count)
            defer { if file >= 0 { close(file) } }
            let keyed = file >= 0 ? LaunchMeter.keyToScreen([binary, "run", "/proc/self/fd/\(file)"], environment: LaunchBench.environment, keys: 30) : nil
            if let keyed { keys.append(keyed) }
            Output.print(pad("\(rows)", 12) + pad(LayoutBench.format(session), 13) + pad(keyed.map { LayoutBench.format($0 * 1000) } ?? "-", 18) + "\n")
        }
        let bytes = listScenario(rows: 100_000)
        let file = headunit_memory_file("headunit-bench-rows", bytes, bytes.count)
        defer { if file >= 0 { close(file) } }
        let launches = (0..<3).compactMap { _ in
            LaunchMeter.launch(
                [binary, "run", "/proc/self/fd/\(file)"], environment: LaunchBench.environment, columns: 100, rows: 30, marker: "quit", quit: "q")
        }
        let (keyRatio, measuredBy) = keys.count == lengths.count ? (keys[2] / keys[0], "key to screen") : (sessions[2] / sessions[0], "in the session")
        let median = launches.isEmpty ? .nan : LaunchMeter.Launch.medianMilliseconds(launches)
        let peak = launches.compactMap(\.peakKilobytes).max()
        if let peak {
            Output.print(
                "Start of a 100,000-row list (\(BenchFormat.megabytes(bytes.count / 1024)) MB) to its first frame: \(LayoutBench.format(median)) ms, peak \(BenchFormat.megabytes(peak)) MB (median of 3)\n"
            )
        }
        return [
            BenchGoal("100,000 real rows: a key over one at 12 (\(measuredBy))", keyRatio, unit: "x", atMost: 1.2),
            BenchGoal("100,000 real rows: start to the first frame", median, unit: " ms", atMost: 100),
            BenchGoal("100,000 real rows: peak memory of that start", peak.map { Double($0) / 1024 } ?? .nan, unit: " MB", atMost: 50),
        ]
    }

    /// The median time of a knob step (apply, layout and diff) in the
    /// session, in microseconds, for a list of each of `lengths` rows.
    /// The lengths take turns, 100 steps each over five rounds, with no
    /// pause between: on this machine's virtual processors a measure taken
    /// after the process slept could run 60 % slow for its whole length
    /// (a 12-row list read 8 or 13 us), so each length is timed under the
    /// same conditions as the others.
    private static func sessionSteps(lengths: [Int]) -> [Double] {
        var drivers = lengths.map { rows in
            let list = ListTemplate(title: "Rows", sections: [ListSection(items: (0..<rows).map(row))])
            let detail = ListTemplate(title: "Detail", sections: [ListSection(items: [ListItem(text: "Back", handler: Handler([.pop]))])])
            let templates: [TemplateID: Template] = ["rows": Template(id: "rows", body: .list(list)), "detail": Template(id: "detail", body: .list(detail))]
            let app = App(name: "Rows", category: .communication, root: "rows", templates: templates)
            return SessionDriver(state: SessionState(app: app))
        }
        var before = drivers.map(\.screen.frame)
        var times = lengths.map { _ in [Double]() }
        for _ in 0..<5 {
            for index in drivers.indices {
                for step in 0..<100 {
                    let start = ContinuousClock.now
                    drivers[index].send(.rotate(step % 40 < 20 ? 1 : -1))
                    let frame = drivers[index].screen.frame
                    _ = FrameDiff.runs(from: before[index], to: frame)
                    times[index].append(BenchFormat.micros(start.duration(to: .now)))
                    before[index] = frame
                }
            }
        }
        return times.indices.map { BenchFormat.summary(&times[$0]).median }
    }

    /// Returns the worst time per MB and the smallest file's peak over its size.
    private static func printLint(binary: String) -> [BenchGoal] {
        let pad = BenchFormat.pad
        Output.print("\nLint of nested scenarios (a root list pushing lists that pop back): ")
        Output.print("time (median of 3 below 8 MB), per MB, and peak memory of `headunit lint`\n")
        Output.print(pad("size MB", 10) + pad("lint ms", 11) + pad("ms per MB", 12) + "peak MB\n")
        var perMegabyte: [Double] = [], peaks: [Double] = []
        for children in [700, 2_800, 11_000] {
            let bytes = nestedScenario(children: children)
            let megabytes = Double(bytes.count) / Double(1 << 20)
            // The median of three for the smaller files, whose first load
            // also pays for code and tables a process uses the first time;
            // one load of the largest, which that cannot sway.
            var times = (0..<(megabytes < 8 ? 3 : 1)).map { _ in
                let start = ContinuousClock.now
                let result = ScenarioLoader.load(bytes: bytes, file: "nested.json")
                let milliseconds = BenchFormat.micros(start.duration(to: .now)) / 1000
                precondition(
                    !result.hasErrors, "the bench's nested scenario is valid: \(result.diagnostics.first.map { $0.formatted(file: "nested.json") } ?? "")")
                return milliseconds
            }
            let milliseconds = BenchFormat.summary(&times).median
            let file = headunit_memory_file("headunit-bench-nested", bytes, bytes.count)
            defer { if file >= 0 { close(file) } }
            let peak = file >= 0 ? LaunchMeter.peakKilobytes(of: [binary, "lint", "/proc/self/fd/\(file)"]) : nil
            perMegabyte.append(milliseconds / megabytes)
            peaks.append(peak.map { Double($0) / 1024 / megabytes } ?? .nan)
            Output.print(
                pad(LayoutBench.format(megabytes), 10) + pad(LayoutBench.format(milliseconds), 11) + pad(LayoutBench.format(milliseconds / megabytes), 12)
                    + (peak.map(BenchFormat.megabytes) ?? "-") + "\n")
        }
        return [
            BenchGoal("nested lint, the slowest size", perMegabyte.max() ?? .nan, unit: " ms/MB", atMost: 50),
            BenchGoal("lint's peak memory over a 1 MB file's size", peaks[0], unit: "x", atMost: 10),
        ]
    }

    /// The bytes a cast records a step: the tour's knob script, as `script --cast` writes it.
    private static func printCast() {
        guard let script = ScenarioLoader.tourScripts.first else { return }
        var driver = SessionDriver(state: SessionState(app: ScenarioLoader.tour.app))
        var cast: AsciicastWriter?
        var bytes = 0, steps = 0, time = 0.0
        _ = ScriptRunner.run(
            script.lines, on: &driver,
            after: { command, driver in
                time += DemoTiming.seconds(for: command)
                let frame = DemoFrame.compose(driver.picture, keycast: Keycast.label(of: command))
                if cast == nil {
                    cast = AsciicastWriter(width: frame.width, height: frame.height, title: "bench", palette: ThemeLoader.standard.day)
                    _ = cast?.take()  // the header
                }
                cast?.frame(frame, at: time)
                bytes += cast?.take().utf8.count ?? 0
                if Keycast.label(of: command) != nil { steps += 1 }
            })
        Output.print("A cast's bytes a step (the tour's \(script.name) script, \(steps) inputs): \(bytes / max(1, steps)) B\n")
    }
}
