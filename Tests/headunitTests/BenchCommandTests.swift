import HeadUnitTestSupport
import Testing

/// `headunit bench` prints what issue 14 asks it to report: the write calls
/// of a frame, lint's time per megabyte, and start-up beside the same list;
/// and issue 37's headless keys as whole processes, and every figure of
/// its acceptance 2 in one table, each with its goal beside it.
struct BenchCommandTests {
    @Test func benchReportsWritesPerFrameLintPerMegabyteAndTheSameListLaunch() throws {
        let result = try ToolProcess.run(["bench", "--iterations", "10", "--launches", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        // standard d2 (100x30)  3000 cells, 4658 B, 2 w, ... us      624 cells, 374 B, 1 w, ... us
        let painted = try #require(result.lines.first { $0.hasPrefix("standard d2 (100x30)") && $0.contains(" cells, ") }, "\(result.stdout)")
        let counts = painted.matches(of: /(\d+) cells, (\d+) B, (\d+) w/).map { (cells: Int($0.1)!, writes: Int($0.3)!) }
        try #require(counts.count == 2, "a full repaint and a knob step: \(painted)")
        #expect(counts[0].cells == 100 * 30, "a full repaint paints every cell")
        #expect((1...3).contains(counts[0].writes), "a full repaint in a few writes: \(painted)")
        #expect(counts[1].writes == 1, "a knob step in one write: \(painted)")
        #expect(result.lines.contains { $0.hasPrefix("Lint of a valid 0.8 MB scenario") && $0.hasSuffix("ms per MB (median of 5)") }, "\(result.stdout)")
        #expect(result.lines.contains { $0.hasPrefix("Start to first frame (100x30 pseudo-terminal, 1 launches in turn), the tour: median") })
        #expect(result.lines.contains { $0.hasPrefix("  dialog's twelve stations as a list template:") && $0.hasSuffix(" ms") }, "\(result.stdout)")
        // Issue 37: a headless key as a whole process beside the in-process figure:
        // a key bare                          40000   2.1         3.4       3.2
        for (title, keys) in [("a key and a layout (expect text)", 20_000), ("a key bare", 40_000), ("a key and an expect (template)", 20_000)] {
            let row = try #require(result.lines.first { $0.hasPrefix(title + " ") }, "\(result.stdout)")
            let figures = row.dropFirst(title.count).split(separator: " ")
            #expect(figures.count == 4 && figures.first == "\(keys)" && figures.dropFirst().allSatisfy { Double($0) != nil }, "\(row)")
        }
        // Issue 37's acceptance 2, read off one run: each figure, its goal, met or not.
        // a 100,000-entry timeline (quiet machine)  1234.5 ms  <= 313.0 ms  MISSED
        let table = try #require(result.lines.firstIndex(of: "The goals (issue 37, acceptance 2, and the tour's memory), this run"), "\(result.stdout)")
        let goals = [
            ("headless: a key and a layout (expect text), whole process", "<= 5.00 us"), ("headless: a key bare, whole process", "<= 3.00 us"),
            ("headless: a key and an expect (template), whole process", "<= 8.00 us"), ("a 100,000-entry timeline (quiet machine)", "<= 313.0 ms"),
            ("100,000 real rows: a key over one at 12", "<= 1.20x"), ("100,000 real rows: start to the first frame", "<= 100.0 ms"),
            ("100,000 real rows: peak memory of that start", "<= 50.0 MB"), ("nested lint, the slowest size", "<= 50.0 ms/MB"),
            ("lint's peak memory over a 1 MB file's size", "<= 10.0x"), ("the tour's session: peak memory", "< 8.00 MB"),
            ("a push after 1,500 kept templates over one after 50", "<= 1.20x"),  // "-" where SwiftRadio is not built beside headunit
        ]
        let rows = result.lines[(table + 2)...].prefix { !$0.isEmpty }
        for (measure, goal) in goals {
            let row = try #require(rows.first { $0.hasPrefix(measure) }, "\(rows)")
            #expect(row.contains(" " + goal + " ") && (row.hasSuffix(" met") || row.hasSuffix(" MISSED")), "\(row)")
        }
    }
}
