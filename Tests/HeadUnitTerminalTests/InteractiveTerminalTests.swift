import Foundation
import HeadUnitCore
import HeadUnitTestSupport
import Testing

/// The real binary in a real terminal (tmux): what a user sees and does.
@Suite(.enabled(if: EndToEnd.canRun, "tmux is not installed"))
struct InteractiveTerminalTests {
    /// A shell in tmux with headunit started in it, waiting for the first frame.
    func start(_ arguments: String = "", columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]) throws -> TmuxSession {
        let tmux = try shell(columns: columns, rows: rows, environment: environment)
        tmux.sendLiteral("\(ToolProcess.binary.path) \(arguments)")
        tmux.send("Enter")
        return tmux
    }

    /// A shell in tmux, at its prompt.
    func shell(columns: Int = 80, rows: Int = 24, environment: [String: String] = [:]) throws -> TmuxSession {
        let tmux = try TmuxSession(columns: columns, rows: rows, command: "bash --norc --noprofile -i", environment: environment.merging(["PS1": "$ "]) { $1 })
        tmux.waitFor { $0.contains { $0.hasPrefix("$") } }
        return tmux
    }

    func row(_ screen: [String], containing text: String) -> Int? {
        screen.firstIndex { $0.contains(text) }
    }

    /// Whether `text` is drawn on the focus surface of the default day
    /// theme. Read from the colours, not the glyphs: the painter may draw
    /// the ring's half-block edges as their mirrors with the colours exchanged.
    func focusIsOn(_ text: String, _ tmux: TmuxSession) -> Bool {
        let focus = ColourDepth.nearest256(ThemeLoader.standard.day[Surface.focus])
        let wanted = text.map(String.init)
        return TerminalGrid(parsing: tmux.captureWithEscapes()).rows.contains { row in
            row.indices.contains { start in
                start + wanted.count <= row.count && zip(row[start...], wanted).allSatisfy { $0.glyph == $1 && $0.look.background == focus }
            }
        }
    }

    /// The shell prompt is back and echoes what is typed.
    func expectShellUsable(_ tmux: TmuxSession, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(tmux.waitFor(format: "#{alternate_on}", toBe: "0"), sourceLocation: sourceLocation)
        #expect(tmux.format("#{mouse_sgr_flag}") == "0", sourceLocation: sourceLocation)
        #expect(tmux.format("#{keypad_cursor_flag}") == "0", sourceLocation: sourceLocation)
        tmux.sendLiteral("echo restored-$((40+2))")
        tmux.send("Enter")
        #expect(tmux.waitFor { $0.contains("restored-42") }.matched, sourceLocation: sourceLocation)
    }

    @Test func theTourOpensIn80x24AndQReturnsToTheShell() throws {
        let tmux = try start()
        defer { tmux.close() }
        let first = tmux.waitFor { $0.contains { $0.contains("List") } && $0.contains { $0.contains("? help") } }
        #expect(first.matched, "first frame: \(first.screen.joined(separator: "\n"))")
        #expect(first.screen.contains { $0.contains("headunit · standard 800x480@2x") })
        #expect(tmux.format("#{alternate_on}") == "1")
        tmux.send("q")
        expectShellUsable(tmux)
    }

    @Test func aSquareThemeDrawsASquareBezel() throws {
        let tmux = try start("--theme mono")
        defer { tmux.close() }
        let first = tmux.waitFor { screen in
            screen.contains { $0.contains("┌───────── headunit · standard 800x480@2x ─────────┐") }
                && screen.contains { $0.contains("└──────") && $0.contains("┘") } && screen.contains { $0.contains("? help") }
        }
        #expect(first.matched, "first frame: \(first.screen.joined(separator: "\n"))")
        #expect(!first.screen.joined().contains("╭"), "no rounded corner anywhere")
        tmux.send("q")
        expectShellUsable(tmux)
    }

    @Test func knobAndBackPushAndPop() throws {
        let tmux = try start()
        defer { tmux.close() }
        tmux.waitFor { $0.contains { $0.contains("▐▓≡▓▓ List") } }
        tmux.send("2")
        #expect(tmux.waitFor { $0.contains { $0.contains("▐▓⊞▓▓ Grid") } }.matched)
        tmux.send("Enter")
        #expect(tmux.waitFor { $0.contains { $0.contains("‹ Tour") && $0.contains("Categories") } }.matched)
        tmux.send("BSpace")
        let back = tmux.waitFor { $0.contains { $0.contains("▐▓⊞▓▓ Grid") } }
        #expect(back.matched)
        #expect(!back.screen.contains { $0.contains("Categories") })
        tmux.send("q")
    }

    @Test func typingFillsTheSearchFieldAndTheClusterFollowsTheDrive() throws {
        let navigation = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenarios/navigation.json").standardized.path
        let tmux = try start("\(navigation) --cluster", columns: 100, rows: 24)
        defer { tmux.close() }
        #expect(tmux.waitFor { $0.contains { $0.contains("╭─ cluster ─") && $0.contains("headunit · standard") } }.matched)
        tmux.send("Up")
        tmux.send("Tab")
        tmux.send("Enter")
        // q, Space and h type; they are not quit, press and home while the field takes the keyboard.
        tmux.sendLiteral("q h")
        #expect(tmux.waitFor { $0.contains { $0.contains("⌕ q h▏") } }.matched)
        for _ in 0..<3 { tmux.send("BSpace") }
        tmux.sendLiteral("coffee")
        #expect(tmux.waitFor { $0.contains { $0.contains("⌕ coffee▏") } && $0.contains { $0.contains("Cafe Luna") } }.matched)
        tmux.send("Enter")
        #expect(tmux.waitFor { $0.contains { $0.contains("Fastest Route") } }.matched)
        tmux.send("Down")
        tmux.send("Down")
        tmux.send("Enter")
        let guidance = tmux.waitFor { $0.contains { $0.contains("│  Turn right onto Main St") } }
        #expect(guidance.matched, "\(guidance.screen.joined(separator: "\n"))")
        #expect(guidance.screen.contains { $0.contains("↱  5.2 mi") || $0.contains("↱  5.1 mi") })
        tmux.send("q")
        expectShellUsable(tmux)
    }

    @Test func nightAndProfilesSwitchLive() throws {
        let tmux = try start()
        defer { tmux.close() }
        tmux.waitFor { $0.contains { $0.contains("List") } }
        let day = tmux.captureWithEscapes()
        #expect(day.contains("48;5;231"))  // the day background
        tmux.send("n")
        let deadline = Date().addingTimeInterval(60)
        while !tmux.captureWithEscapes().contains("48;5;16"), Date() < deadline { usleep(2_000) }
        #expect(tmux.captureWithEscapes().contains("48;5;16"))  // the night background
        tmux.send("p")
        #expect(tmux.waitFor { $0.contains { $0.contains("minimum 748x456@2x") } }.matched)
        tmux.send("p")
        #expect(tmux.waitFor { $0.contains { $0.contains("wide 1920x720@3x") } }.matched)
        tmux.send("p")
        #expect(tmux.waitFor { $0.contains { $0.contains("The terminal is 80x24;") } || $0.contains { $0.contains("portrait") } }.matched)
        tmux.send("q")
    }

    /// A session recorded in the terminal (keys, a touch, the pauses)
    /// replays headless to the frame the terminal showed last.
    @Test func aRecordedSessionReplaysToTheSameFrame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("session.hus").path
        let tmux = try start("--record \(record)")
        defer { tmux.close() }
        let screen = tmux.waitFor { $0.contains { $0.contains("Information") } }.screen
        tmux.send("2")
        #expect(tmux.waitFor { _ in focusIsOn("Grid", tmux) }.matched)
        tmux.send("Enter")
        #expect(tmux.waitFor { $0.contains { $0.contains("‹ Tour") } }.matched)
        tmux.send("BSpace")
        #expect(tmux.waitFor { $0.contains { $0.contains("Templates") } }.matched)
        let row = try #require(self.row(screen, containing: "Information"))
        let column = try #require(screen[row].firstIndex(of: "I").map { screen[row].distance(from: screen[row].startIndex, to: $0) })
        tmux.sendLiteral("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
        let last = tmux.waitFor { $0.contains { $0.contains("Lot A · Level 2") } }
        #expect(last.matched)
        tmux.send("q")
        expectShellUsable(tmux)

        let script = try String(contentsOfFile: record, encoding: .utf8)
        #expect(script.contains("dpad rotate right\n"))
        #expect(script.contains("dpad click\n"))
        #expect(script.contains("\ntap "))
        #expect(script.hasSuffix("expect template garage\n"))
        let replay = try ToolProcess.run(["script", record])
        #expect(replay.status == 0, "\(replay.stderr)")
        // The display's rows as the terminal showed them, inside the bezel, and as the replay ends.
        let keys = script.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("expect") }.joined(separator: "; ")
        let frame = try ToolProcess.run(["snapshot", "--keys", keys]).lines
        let top = try #require(last.screen.firstIndex { $0.contains("╭───────── headunit") }) + 1
        let left =
            try #require(last.screen[top - 1].firstIndex(of: "╭").map { last.screen[top - 1].distance(from: last.screen[top - 1].startIndex, to: $0) }) + 1
        let shown = last.screen[top..<(top + frame.count)].map { String($0.dropFirst(left).prefix(50)).replacing(#/ +$/#, with: "") }
        #expect(shown == frame.map { $0.replacing(#/ +$/#, with: "") })
    }

    /// A demo plays at a person's pace with each input in the strip under
    /// the display; q stops it and the shell is back as it was.
    @Test func playShowsEachInputAndQStops() throws {
        let radio = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Scenarios/radio.json").standardized.path
        let tmux = try shell()
        defer { tmux.close() }
        tmux.sendLiteral("\(ToolProcess.binary.path) play \(radio) --speed 4; echo status=$?")
        tmux.send("Enter")
        #expect(tmux.waitFor { $0.contains { $0.contains("● press") } }.matched, "the press, in the strip")
        #expect(tmux.waitFor { $0.contains { $0.contains("‹ back") } }.matched)
        tmux.send("q")
        #expect(tmux.waitFor { $0.contains("status=0") }.matched)
        expectShellUsable(tmux)
    }

    @Test func aClickTouchesTheRowAndTheNextKnobEventOnlyWakesTheRing() throws {
        let tmux = try start()
        defer { tmux.close() }
        let screen = tmux.waitFor { $0.contains { $0.contains("Information") } }.screen
        let row = try #require(self.row(screen, containing: "Information"))
        let column = try #require(screen[row].firstIndex(of: "I").map { screen[row].distance(from: screen[row].startIndex, to: $0) })
        tmux.sendLiteral("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
        let opened = tmux.waitFor { $0.contains { $0.contains("Lot A · Level 2") } }
        #expect(opened.matched)
        #expect(!focusIsOn("Reserve", tmux), "a touch shows no ring")
        tmux.send("2")
        #expect(tmux.waitFor { _ in focusIsOn("Reserve", tmux) }.matched, "the first knob event shows the ring where it was: the first action")
        #expect(!focusIsOn("Directions", tmux))
        tmux.send("2")
        #expect(tmux.waitFor { _ in focusIsOn("Directions", tmux) }.matched)
        #expect(!focusIsOn("Reserve", tmux))
        tmux.send("q")
    }

    @Test func aTerminalTooSmallSaysSoAndRecovers() throws {
        let tmux = try start()
        defer { tmux.close() }
        tmux.waitFor { $0.contains { $0.contains("List") } }
        tmux.resize(columns: 40, rows: 12)
        let small = tmux.waitFor { $0.joined(separator: " ").contains("needs 50x15") }
        #expect(small.matched, "\(small.screen.joined(separator: "\n"))")
        #expect(small.screen.contains { $0.contains("The terminal is 40x12;") })
        tmux.resize(columns: 80, rows: 24)
        let back = tmux.waitFor { $0.contains { $0.contains("headunit · standard") } }
        #expect(back.matched)
        #expect(!back.screen.contains { $0.contains("needs 50x15") || $0.contains("The terminal is") })
        #expect(back.screen.prefix(3).allSatisfy { $0.isEmpty }, "nothing left above the display")
        tmux.send("q")
    }

    @Test func theConsoleRunsCommandsAndReportsBadOnes() throws {
        let tmux = try start()
        defer { tmux.close() }
        tmux.waitFor { $0.contains { $0.contains("List") } }
        tmux.send(":")
        #expect(tmux.waitFor { $0.contains { $0.hasSuffix(":▏") || $0.contains(" :▏") } }.matched)
        tmux.sendLiteral("jump")
        tmux.send("Enter")
        #expect(tmux.waitFor { $0.contains { $0.contains("unknown command 'jump'") } }.matched)
        tmux.send("Escape")
        tmux.send(":")
        tmux.sendLiteral("dpad rotate right; dpad click")
        tmux.send("Enter")
        #expect(tmux.waitFor { $0.contains { $0.contains("Categories") } }.matched)
        tmux.send("?")
        #expect(tmux.waitFor { $0.contains { $0.contains("knob rotate clockwise") } }.matched)
        tmux.send("x")
        #expect(tmux.waitFor { !$0.contains { $0.contains("knob rotate clockwise") } }.matched)
        tmux.send("q")
    }

    @Test func screenshotsAreWrittenInTheFormatTheirNameAsksForAndNeverOverwrite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let earlier = folder.appendingPathComponent("headunit-screenshot-1.txt")
        try "an earlier screenshot".write(to: earlier, atomically: true, encoding: .utf8)
        let tmux = try shell()
        defer { tmux.close() }
        tmux.sendLiteral("cd \(folder.path) && \(ToolProcess.binary.path)")
        tmux.send("Enter")
        tmux.waitFor { $0.contains { $0.contains("Templates") } }
        tmux.send("s")
        #expect(tmux.waitFor { $0.contains { $0.contains("Saved the display to headunit-screenshot-2.txt") } }.matched)
        tmux.send(":")
        tmux.sendLiteral("screenshot shot.svg")
        tmux.send("Enter")
        // A FIFO is refused at once: the display never freezes on it.
        #expect(mkfifo(folder.appendingPathComponent("pipe.txt").path, 0o600) == 0)
        tmux.send(":")
        tmux.sendLiteral("screenshot pipe.txt")
        tmux.send("Enter")
        #expect(tmux.waitFor { $0.contains { $0.contains("Cannot write pipe.txt: it is not a regular file") } }.matched)
        tmux.send("Escape")
        tmux.send("q")
        expectShellUsable(tmux)

        #expect(try String(contentsOf: earlier, encoding: .utf8) == "an earlier screenshot")
        let text = try String(contentsOf: folder.appendingPathComponent("headunit-screenshot-2.txt"), encoding: .utf8)
        #expect(text == PlainTextWriter.text(of: try Headless.run("").screen.frame))
        let svg = try String(contentsOf: folder.appendingPathComponent("shot.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("<title>headunit · Tour · standard · day · default</title>"))
    }

    @Test(arguments: [
        ("no-such-term", "headunit run: terminfo has no terminal type 'no-such-term' (from TERM); set TERM to one it has, for example xterm-256color"),
        ("dumb", "headunit run: the terminal type 'dumb' (from TERM) cannot move the cursor; set TERM to one that can, for example xterm-256color"),
        (
            "$'xterm\\e[31m'",
            "headunit run: terminfo has no terminal type 'xterm\\u001b[31m' (from TERM); set TERM to one it has, for example xterm-256color"
        ),
    ])
    func aTerminalTypeThatCannotBeUsedGetsOneClearLine(_ type: String, _ message: String) throws {
        let tmux = try shell()
        defer { tmux.close() }
        tmux.sendLiteral("TERM=\(type) \(ToolProcess.binary.path); echo status=$?")
        tmux.send("Enter")
        // The typed line itself may wrap to start a row with `status=$?` (a long path to the binary): not the answer.
        let screen = tmux.waitFor { $0.contains { $0.hasPrefix("status=") && !$0.hasPrefix("status=$") } }
        let text = screen.screen.joined()
        #expect(text.contains(message), "\(screen.screen.joined(separator: "\n"))")
        #expect(screen.screen.contains("status=2"))
        #expect(!tmux.captureWithEscapes().contains("\u{1B}[31m"), "the TERM's escape is shown, not sent")
        expectShellUsable(tmux)
    }

    @Test(arguments: [["NO_COLOR": "1"], ["TERM": "vt100"]])
    func focusShowsWithoutColour(_ environment: [String: String]) throws {
        let tmux = try start(environment: environment)
        defer { tmux.close() }
        let screen = tmux.waitFor { $0.contains { $0.contains("List") } }
        #expect(screen.matched)
        #expect(screen.screen.contains { $0.contains("▐▓≡▓▓ List") }, "the focus marks show in plain text")
        let escapes = tmux.captureWithEscapes()
        #expect(!escapes.contains("38;5;") && !escapes.contains("48;5;"), "no colour")
        #expect(escapes.contains("\u{1B}[7m"), "the focused row in reverse video")
        tmux.send("2")
        #expect(tmux.waitFor { $0.contains { $0.contains("▐▓⊞▓▓ Grid") } }.matched)
        tmux.send("q")
    }

    @Test(arguments: ["C-c", "TERM", "HUP", "crash"])
    func theTerminalIsRestored(_ how: String) throws {
        let tmux = try start(environment: how == "crash" ? ["HEADUNIT_FORCE_CRASH": "1"] : [:])
        defer { tmux.close() }
        if how != "crash" {
            #expect(tmux.waitFor { $0.contains { $0.contains("List") } }.matched)
        }
        switch how {
        case "C-c":
            tmux.send("C-c")
        case "crash":
            // The trap comes right after the first frame; its message shows
            // on the shell's screen, after the restore, and the shell reports it.
            let reported = tmux.waitFor { $0.contains { $0.contains("Illegal instruction") } }
            #expect(reported.matched, "\(reported.screen.joined(separator: "\n"))")
            #expect(reported.screen.contains { $0.contains("Fatal error: Index out of range") }, "\(reported.screen.joined(separator: "\n"))")
            #expect(
                reported.screen.contains { $0.contains("headunit: crashed: a check in headunit's code failed (SIGILL).") },
                "headunit's own line, which an optimised build's trap needs: \(reported.screen.joined(separator: "\n"))")
        default:
            let shell = tmux.format("#{pane_pid}")
            let child = try #require(childProcess(of: shell))
            kill(child, how == "TERM" ? SIGTERM : SIGHUP)
        }
        expectShellUsable(tmux)
    }

    /// Every signal whose default ends the process, as the system says
    /// (`TerminatingSignals`: SIGPWR, SIGIO, SIGSTKFLT and the real-time ones
    /// among them), sent by another process: the terminal is restored
    /// first, and the process still ends by the signal (SIGQUIT no longer
    /// reaches Swift's backtracer, which waited for a key in the alternate
    /// screen).
    /// (One shell, the signals one after another: 53 terminals at once
    /// would load the machine for every other test.)
    @Test func everyTerminatingSignalRestoresTheTerminal() throws {
        let signals = TerminatingSignals.all
        try #require(signals.count > 30, "the system's terminating signals: \(signals)")
        let tmux = try shell()
        defer { tmux.close() }
        for signal in signals {
            tmux.sendLiteral("\(ToolProcess.binary.path)")
            tmux.send("Enter")
            #expect(tmux.waitFor { $0.contains { $0.contains("List") } }.matched, "started for signal \(signal)")
            let child = try #require(childProcess(of: tmux.format("#{pane_pid}")))
            kill(child, signal)
            #expect(tmux.waitFor(format: "#{alternate_on}", toBe: "0"), "signal \(signal) left the alternate screen")
            // The status first, then a clear screen, so no earlier line is read again.
            tmux.sendLiteral("s=$?; clear; echo status-$s")
            tmux.send("Enter")
            #expect(tmux.waitFor { $0.contains { $0.contains("status-\(128 + signal)") } }.matched, "ended by signal \(signal)")
            expectShellUsable(tmux)
            tmux.sendLiteral("clear")
            tmux.send("Enter")
            tmux.waitFor { $0.allSatisfy { !$0.contains("restored-42") } }
        }
    }

    @Test func ctrlZSuspendsAndUnboundControlKeysDoNothing() throws {
        let tmux = try start()
        defer { tmux.close() }
        #expect(tmux.waitFor { $0.contains { $0.contains("▓≡▓▓ List") } }.matched)
        tmux.send("Enter")
        #expect(tmux.waitFor { $0.contains { $0.contains("‹ Tour") } }.matched)
        // Ctrl-\, Ctrl-], Ctrl-^, Ctrl-_ and Ctrl-@ are no key: they are not back.
        for key in ["C-\\", "C-]", "C-^", "C-_", "C-@"] { tmux.send(key) }
        tmux.send("2")
        usleep(200_000)
        #expect(tmux.waitFor { $0.contains { $0.contains("‹ Tour") } }.matched, "still on the pushed template")
        tmux.send("C-z")
        #expect(tmux.waitFor { $0.contains { $0.contains("Stopped") } }.matched)
        expectShellUsable(tmux)
        tmux.sendLiteral("fg")
        tmux.send("Enter")
        #expect(tmux.waitFor { $0.contains { $0.contains("‹ Tour") } && $0.contains { $0.contains("? help") } }.matched, "the display is drawn again")
        tmux.send("q")
        expectShellUsable(tmux)
    }

    @Test func suspendingGivesTheShellBackAndResumingRedraws() throws {
        let tmux = try start()
        defer { tmux.close() }
        #expect(tmux.waitFor { $0.contains { $0.contains("List") } }.matched)
        let child = try #require(childProcess(of: tmux.format("#{pane_pid}")))
        kill(child, SIGTSTP)
        #expect(tmux.waitFor { $0.contains { $0.contains("Stopped") } }.matched)
        expectShellUsable(tmux)
        tmux.sendLiteral("fg")
        tmux.send("Enter")
        #expect(tmux.waitFor(format: "#{alternate_on}", toBe: "1"))
        #expect(tmux.waitFor { $0.contains { $0.contains("▓≡▓▓ List") } && $0.contains { $0.contains("? help") } }.matched, "the display is drawn again")
        #expect(tmux.format("#{mouse_sgr_flag}") == "1", "mouse reports are back")
        tmux.send("2")
        #expect(tmux.waitFor { _ in focusIsOn("Grid", tmux) }.matched, "and it still takes keys")
        tmux.send("q")
        expectShellUsable(tmux)
    }

    /// The process named `name` (as the kernel has it) whose parent is `parent`, waiting for it.
    func childProcess(of parent: String, named name: String = "headunit") -> pid_t? {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            for entry in entries {
                guard let pid = pid_t(entry),
                    let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                    let close = stat.lastIndex(of: ")")
                else { continue }
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                if fields.count > 1, fields[1] == parent, stat.contains("(\(name))") { return pid }
            }
            usleep(5_000)
        }
        return nil
    }
}
