import HeadUnitCore
import HeadUnitTestSupport
import Testing

/// A cast's step (`ANSIWriter.changes`) turns a terminal showing one frame
/// into the next: written over a blank terminal step after step, as a
/// player does, it shows each frame of the tour's knob script as the frame
/// looks, cell for cell (a space shows only its background).
struct CastChangesTests {
    @Test(arguments: [ColourDepth.ansi256, .truecolor, .sixteen, .none])
    func eachStepTurnsTheLastFrameIntoTheNext(depth: ColourDepth) throws {
        let script = try #require(ScenarioLoader.tourScripts.first { $0.name == "by-knob" })
        let palette = ThemeLoader.standard.day
        var driver = SessionDriver(state: SessionState(app: ScenarioLoader.tour.app))
        var last = driver.screen.frame
        // The pen carries over from step to step, as a recording keeps it.
        var pen: ANSIWriter.Pen?
        var terminal = TerminalGrid(parsing: String(repeating: "\n", count: last.height))
        terminal.write(ANSIWriter.changes(from: nil, to: last, palette: palette, depth: depth, pen: &pen))
        #expect(Self.firstDifference(terminal, TerminalGrid(parsing: ANSIWriter.text(of: last, palette: palette, depth: depth))) == nil, "the first frame")
        var steps = 0
        _ = ScriptRunner.run(
            script.lines, on: &driver,
            after: { _, driver in
                let frame = driver.screen.frame
                terminal.write(ANSIWriter.changes(from: last, to: frame, palette: palette, depth: depth, pen: &pen))
                let expected = TerminalGrid(parsing: ANSIWriter.text(of: frame, palette: palette, depth: depth))
                #expect(Self.firstDifference(terminal, expected) == nil, "step \(steps + 1)")
                last = frame
                steps += 1
            })
        #expect(steps > 20)
    }

    /// Where two grids first differ in how a cell looks, if anywhere.
    static func firstDifference(_ shown: TerminalGrid, _ expected: TerminalGrid) -> String? {
        guard shown.rows.count == expected.rows.count else { return "\(shown.rows.count) rows for \(expected.rows.count)" }
        for (row, cells) in expected.rows.enumerated() {
            for (column, cell) in cells.enumerated() where shown.rows[row][safe: column]?.look != cell.look {
                return "row \(row + 1), column \(column + 1): \(shown.rows[row][safe: column]?.description ?? "nothing") for \(cell)"
            }
        }
        return nil
    }
}
