import Foundation
import HeadUnitCore
import HeadUnitFiles
import HeadUnitTestSupport
import Testing

/// What the terminal shows, cell by cell and colour by colour, is the frame
/// in the theme's colours: after the first paint and after every change
/// painted on top of it (the painter may draw a cell another way that
/// looks the same, never one that looks different).
@Suite(.enabled(if: EndToEnd.canRun, "tmux is not installed"))
struct PaintedColourTests {
    /// A key a driver presses, and the commands that bring a headless session to the same screen.
    static let steps: [(key: String, commands: String)] = [
        ("", ""),
        ("2", "dpad rotate right"),
        ("2", "dpad rotate right; dpad rotate right"),
        ("1", "dpad rotate right; dpad rotate right; dpad rotate left"),
        ("n", "dpad rotate right; dpad rotate right; dpad rotate left; night"),
        ("Enter", "dpad rotate right; dpad rotate right; dpad rotate left; night; dpad click"),
        ("BSpace", "dpad rotate right; dpad rotate right; dpad rotate left; night; dpad click; dpad back"),
    ]

    @Test(arguments: ["default", "amber", "high-contrast"])
    func eachFrameShowsInTheThemesColours(_ themeName: String) throws {
        try expectFramesPainted(theme: themeName, depth: .ansi256)
    }

    /// An 8-colour terminal (TERM=xterm): the nearest of its colours.
    @Test func eightColoursShowTheNearestOfThem() throws {
        try expectFramesPainted(theme: "default", depth: .eight, environment: ["TERM": "xterm"])
    }

    /// A terminal that erases in its own colours only (no `bce`, no
    /// `ech`: TERM=screen-256color): the painter writes the spaces.
    @Test func aTerminalThatCannotEraseInColourShowsTheSameColours() throws {
        try expectFramesPainted(theme: "default", depth: .ansi256, environment: ["TERM": "screen-256color"])
    }

    /// Without colour (NO_COLOR): attributes only, focus in reverse video.
    @Test func noColourShowsFocusInReverseVideo() throws {
        try expectFramesPainted(theme: "default", depth: .none, environment: ["NO_COLOR": "1"])
    }

    /// With COLORTERM=truecolor and TERM=xterm-256color, curses draws
    /// through xterm-direct, and every cell has the theme's exact colour.
    @Test(.enabled(if: Self.hasDirectColourTerminfo, "terminfo has no xterm-direct (Debian: ncurses-term)"))
    func truecolorShowsTheThemesExactColours() throws {
        try expectFramesPainted(theme: "default", depth: .truecolor, environment: ["COLORTERM": "truecolor"])
    }

    static var hasDirectColourTerminfo: Bool {
        ["/usr/share/terminfo/x/xterm-direct", "/lib/terminfo/x/xterm-direct", "/etc/terminfo/x/xterm-direct"].contains {
            FileManager.default.fileExists(atPath: $0)
        } || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    private func expectFramesPainted(theme themeName: String, depth: ColourDepth, environment: [String: String] = [:]) throws {
        let theme = try ThemeLoader.theme(named: themeName).get()
        let tmux = try TmuxSession(columns: 80, rows: 24, command: "\(ToolProcess.binary.path) --theme \(themeName)", environment: environment)
        defer { tmux.close() }
        for step in Self.steps {
            if !step.key.isEmpty { tmux.send(step.key) }
            let driver = try Headless.run(step.commands, glyphs: theme.glyphs)
            let expected = TerminalGrid(
                parsing: ANSIWriter.text(of: driver.screen.frame, palette: theme.palette(driver.state.appearance), depth: depth))
            var differences: [(column: Int, row: Int, shown: TerminalGrid.Cell?, expected: TerminalGrid.Cell)] = []
            let shown = tmux.waitFor { _ in
                let grid = TerminalGrid(parsing: tmux.captureWithEscapes())
                guard let origin = grid.origin(of: expected) else { return false }
                differences = grid.differences(from: expected, at: origin)
                return differences.isEmpty
            }
            let report = differences.prefix(5).map { "(\($0.column),\($0.row)) shows \($0.shown?.description ?? "nothing"), expected \($0.expected)" }
            #expect(shown.matched, "after \"\(step.commands)\" in \(themeName): \(report.joined(separator: "; "))\n\(shown.screen.joined(separator: "\n"))")
        }
        tmux.send("q")
    }
}
