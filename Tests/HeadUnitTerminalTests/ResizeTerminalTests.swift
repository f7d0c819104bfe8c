import Foundation
import HeadUnitTestSupport
import Testing

extension InteractiveTerminalTests {
    /// Where the display's title is drawn: its row and column.
    func titlePlace(_ screen: [String]) -> (row: Int, column: Int)? {
        for (row, line) in screen.enumerated() {
            if let range = line.range(of: "headunit · standard") { return (row, line.distance(from: line.startIndex, to: range.lowerBound)) }
        }
        return nil
    }

    /// Every resize is drawn without a key pressed: the display centred
    /// anew, or the too-small notice naming the new size. Curses records
    /// a resize only for its next read, and the loop used to ask it only
    /// when its wait was woken, so a resize that landed while a frame was
    /// painted waited for the next key or the status clock's minute
    /// (`aTerminalTooSmallSaysSoAndRecovers` failed so once under load).
    /// The resize handler now also wakes the wait. Each frame is waited
    /// for 20 s, a third of the minute after which a lost resize shows by
    /// itself; bursts of resizes sent back to back must end on the last.
    @Test func everyResizeIsDrawnWithNoKeyPressed() throws {
        let tmux = try start()
        defer { tmux.close() }
        let first = tmux.waitFor { titlePlace($0) != nil && $0.contains { $0.contains("? help") } }
        let origin = try #require(titlePlace(first.screen), "\(first.screen.joined(separator: "\n"))")
        // Sizes that differ from 80x24 by even steps centre by whole cells.
        let sizes = [(100, 30), (40, 12), (84, 26), (46, 13), (90, 28), (80, 24), (42, 14), (96, 24), (44, 12), (80, 24)]
        for burst in [1, 1, 3] {
            for start in stride(from: 0, to: sizes.count - burst + 1, by: burst) {
                let sent = sizes[start..<start + burst]
                for (columns, rows) in sent { tmux.resize(columns: columns, rows: rows) }
                let (columns, rows) = sent.last!
                let shown: (screen: [String], matched: Bool)
                if columns < 50 || rows < 15 {
                    shown = tmux.waitFor(seconds: 20) { $0.joined(separator: " ").contains("The terminal is \(columns)x\(rows);") }
                } else {
                    let wanted = (origin.row + (rows - 24) / 2, origin.column + (columns - 80) / 2)
                    shown = tmux.waitFor(seconds: 20) { screen in titlePlace(screen).map { $0 == wanted } ?? false }
                }
                #expect(shown.matched, "\(columns)x\(rows) (burst of \(burst)): \(shown.screen.joined(separator: "\n"))")
            }
        }
        tmux.send("q")
        expectShellUsable(tmux)
    }

    /// A resize that lands while the loop is busy (Tests/MisbehavingApp's
    /// "Slow" row holds the main thread for 3 s in its handler) is drawn
    /// once the handler returns, with no key pressed after it. Before the
    /// resize handler woke the wait, curses' record of it waited for the
    /// next key or the status clock's minute (this session's clock starts
    /// on one, so for a minute): the 40x24 notice never came within 20 s.
    @Test func aResizeWhileTheAppsHandlerRunsIsDrawnWhenItReturns() throws {
        let tmux = try shell(columns: 100, rows: 30)
        defer { tmux.close() }
        tmux.sendLiteral("'\(ToolProcess.binary(named: "MisbehavingApp").path)'")
        tmux.send("Enter")
        let first = tmux.waitFor { $0.contains { $0.contains("Slow") } && $0.contains { $0.contains("? help") } }
        let app = try #require(childProcess(of: tmux.format("#{pane_pid}"), named: "MisbehavingApp"))
        let row = try #require(self.row(first.screen, containing: "Slow"), "\(first.screen.joined(separator: "\n"))")
        let column = try #require(first.screen[row].range(of: "Slow").map { first.screen[row].distance(from: first.screen[row].startIndex, to: $0.lowerBound) })
        tmux.sendLiteral("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
        #expect(waitForAppCode(in: app), "the handler runs")
        tmux.resize(columns: 40, rows: 24)
        let small = tmux.waitFor(seconds: 20) { $0.joined(separator: " ").contains("The terminal is 40x24;") }
        #expect(small.matched, "\(small.screen.joined(separator: "\n"))")
        tmux.send("q")
        expectShellUsable(tmux)
    }
}

extension InteractiveTerminalTests {
    /// A parent that ignores SIGWINCH passes that on to what it starts.
    /// Curses takes an ignored SIGWINCH as its default and installs its
    /// handler all the same, and headunit's own goes over it: a resize is
    /// drawn at once. (The last round's note feared otherwise; this holds it.)
    @Test func aResizeIsDrawnThoughTheParentIgnoredItsSignal() throws {
        let tmux = try shell(columns: 80, rows: 24)
        defer { tmux.close() }
        tmux.sendLiteral("sh -c \"trap '' WINCH; exec '\(ToolProcess.binary.path)'\"")
        tmux.send("Enter")
        let first = tmux.waitFor { titlePlace($0) != nil && $0.contains { $0.contains("? help") } }
        #expect(first.matched, "\(first.screen.joined(separator: "\n"))")
        tmux.resize(columns: 40, rows: 12)
        let small = tmux.waitFor(seconds: 20) { $0.joined(separator: " ").contains("The terminal is 40x12;") }
        #expect(small.matched, "\(small.screen.joined(separator: "\n"))")
        tmux.resize(columns: 80, rows: 24)
        tmux.send("q")
        expectShellUsable(tmux)
    }
}
