import HeadUnitCore
import HeadUnitFiles
import HeadUnitTestSupport
import Testing

/// The interactive layer, headless: keys through the key map, the console,
/// help, the mouse, and the terminal composition.
struct InteractiveSessionTests {
    func session(_ keys: [Key] = []) -> InteractiveSession {
        var session = InteractiveSession(state: SessionState(app: ScenarioLoader.tour.app))
        for key in keys { _ = session.handle(key) }
        return session
    }

    func text(_ composition: TerminalComposer.Composition) -> [String] {
        PlainTextWriter.rows(of: composition.frame)
    }

    @Test func theDefaultKeysAreTheDHUs() {
        let map = KeyMap.defaults
        #expect(map.action(for: .character("2")) == .rotateRight)
        #expect(map.action(for: .backTab) == .rotateLeft)
        #expect(map.action(for: .character("!")) == .flickLeft)
        #expect(map.action(for: .enter) == .press)
        #expect(map.action(for: .character(" ")) == .press)
        #expect(map.action(for: .escape) == .back)
        #expect(map.action(for: .character("N")) == .day)
        #expect(map.action(for: .control("n")) == .night)
        #expect(map.action(for: .control("c")) == .quit)
        #expect(KeyAction.allCases.allSatisfy { !map.keys(for: $0).isEmpty })
    }

    @Test(arguments: [
        ("n", Key.character("n")), ("Shift-N", .character("N")), ("N", .character("N")), ("Ctrl-N", .control("n")),
        ("Shift-1", .character("!")), ("Space", .character(" ")), ("Shift-Tab", .backTab), ("F2", .function(2)),
        ("Esc", .escape),
    ])
    func keysHaveNames(_ name: String, _ key: Key) {
        #expect(Key(name: name) == key)
        #expect(Key(name: key.description) == key)
    }

    @Test func keysDriveTheSession() {
        var session = session([.character("2"), .enter])
        #expect(session.state.shown.controller.stack == ["tour", "genres"])
        _ = session.handle(.backspace)
        #expect(session.state.focus == .listItem(section: 0, item: 1))
        _ = session.handle(.character("n"))
        #expect(session.state.appearance == .night)
        _ = session.handle(.character("N"))
        #expect(session.state.appearance == .day)
        _ = session.handle(.character("c"))
        #expect(session.state.mode == .disconnected)
        _ = session.handle(.character("c"))
        #expect(session.state.mode == .app)
        _ = session.handle(.character("q"))
        #expect(session.isFinished)
    }

    @Test func profilesCycleAndSayWhichIsShown() {
        var session = session([.character("p")])
        #expect(session.state.profile == .minimum)
        #expect(text(session.compose(columns: 80, rows: 24)).contains { $0.contains("Display: minimum 748x456@2x") })
        for _ in 0..<3 { _ = session.handle(.character("p")) }
        #expect(session.state.profile == .standard)
        session.advance(by: InteractiveSession.messageSeconds)
        #expect(text(session.compose(columns: 80, rows: 24)).contains { $0.contains("? help · : console · q quit") })
    }

    @Test func theConsoleRunsCommandsAndShowsErrors() {
        var session = session([.character(":")])
        #expect(text(session.compose(columns: 80, rows: 24)).contains { $0.contains(":▏") && $0.contains("Tab completes · Enter runs · Esc closes") })
        for character in "dpad rotate right; dpad click" { _ = session.handle(.character(character)) }
        #expect(text(session.compose(columns: 80, rows: 24)).contains { $0.contains(":dpad rotate right; dpad click▏") })
        #expect(!text(session.compose(columns: 80, rows: 24)).contains { $0.contains("Tab completes") }, "a long line takes the room")
        _ = session.handle(.enter)
        #expect(session.overlay == .none)
        #expect(session.state.shown.controller.stack == ["tour", "genres"])
        session.typeInConsole("fly")
        #expect(
            session.consoleError
                == "unknown command 'fly': use dpad, keycode, tap, drag, day, night, daynight, restrict, connect, disconnect, profile, screenshot, help, quit, sleep, phone, expect, theme, type, cluster, clock, task, open, drive, speed, gear, parking_brake, inspect"
        )
        _ = session.handle(.escape)
        #expect(session.overlay == .none)
        #expect(session.typeInConsole("screenshot frame.txt") == [.screenshot(.path("frame.txt"))])
    }

    @Test func consoleHistoryWalksBack() {
        var line = ConsoleLine()
        for character in "night" { _ = line.handle(.character(character)) }
        #expect(line.handle(.enter) == .submit("night"))
        for character in "day" { _ = line.handle(.character(character)) }
        #expect(line.handle(.enter) == .submit("day"))
        _ = line.handle(.up)
        #expect(line.text == "day")
        _ = line.handle(.up)
        #expect(line.text == "night")
        _ = line.handle(.down)
        #expect(line.text == "day")
    }

    @Test(arguments: [
        ("dp", "dpad "), ("dpad ro", "dpad rotate "), ("dpad rotate l", "dpad rotate left "), ("dpad r", "dpad r"),
        ("d", "d"), ("da", "day"), ("night; dpad cl", "night; dpad click "), ("pro", "profile "), ("profile w", "profile wide "),
        ("keycode media_p", "keycode media_p"), ("theme am", "theme amber "), ("restrict ", "restrict "), ("fly", "fly"), ("", ""),
    ])
    func tabCompletesTheWordBeingTyped(_ typed: String, _ completed: String) {
        #expect(CommandCompletion.complete(typed) == completed)
    }

    @Test func tabCompletesTheScenariosOwnWords() {
        let words = CommandCompletion.Vocabulary(
            phoneEvents: ["select jazz", "select news", "pause"], templates: ["stations", "nowPlaying"], tracks: ["country", "jazz"])
        #expect(CommandCompletion.complete("phone s", in: words) == "phone select ")
        #expect(CommandCompletion.complete("phone select j", in: words) == "phone select jazz ")
        #expect(CommandCompletion.complete("phone p", in: words) == "phone pause ")
        #expect(CommandCompletion.complete("expect template st", in: words) == "expect template stations ")
        #expect(CommandCompletion.complete("expect playing c", in: words) == "expect playing country ")
        #expect(CommandCompletion.complete("phone x", in: words) == "phone x")

        // The session hands the console its scenario's words: the tour's templates.
        var session = session([.character(":")])
        for character in "expect template ga" { _ = session.handle(.character(character)) }
        _ = session.handle(.tab)
        guard case .console(let line) = session.overlay else {
            Issue.record("the console closed")
            return
        }
        #expect(line.text == "expect template garage ")
    }

    @Test func tabInTheConsoleCompletes() {
        var line = ConsoleLine()
        for character in "dpad ro" { _ = line.handle(.character(character)) }
        #expect(line.handle(.tab) == .editing)
        #expect(line.text == "dpad rotate ")
        _ = line.handle(.character("r"))
        _ = line.handle(.tab)
        #expect(line.handle(.enter) == .submit("dpad rotate right "))
    }

    /// Readline's keys: Left and Right move, Ctrl-A and Ctrl-E go to the
    /// ends, Ctrl-U and Ctrl-W take back to the start or a word; typing and
    /// Backspace work at the cursor, and Tab completes what is before it.
    @Test func theConsoleEditsAsReadlineDoes() {
        var line = ConsoleLine()
        for character in "dpad click" { _ = line.handle(.character(character)) }
        for _ in 0..<6 { _ = line.handle(.left) }
        #expect(line.cursor == 4)
        _ = line.handle(.backspace)
        #expect(line.text == "dpa click" && line.cursor == 3)
        _ = line.handle(.character("d"))
        _ = line.handle(.control("a"))
        _ = line.handle(.character(" "))
        #expect(line.text == " dpad click" && line.cursor == 1)
        _ = line.handle(.control("e"))
        _ = line.handle(.control("w"))
        #expect(line.text == " dpad " && line.cursor == 6)
        _ = line.handle(.right)
        #expect(line.cursor == 6, "not past the end")
        _ = line.handle(.control("u"))
        #expect(line.text == "" && line.cursor == 0)
        for character in "dpad ro left" { _ = line.handle(.character(character)) }
        for _ in 0..<5 { _ = line.handle(.left) }
        _ = line.handle(.tab)
        #expect(line.text == "dpad rotate  left" && line.cursor == 12, "Tab completes before the cursor; the rest stays")
    }

    /// Tab on a prefix several words share lists them; a passing expect says so.
    @Test func tabListsTheCandidatesAndAPassingCheckSaysSo() throws {
        var line = ConsoleLine()
        for character in "dpad " { _ = line.handle(.character(character)) }
        _ = line.handle(.tab)
        #expect(line.candidates == ["back", "click", "down", "flick", "left", "right", "rotate", "up"])
        var session = session()
        _ = session.handle(.character(":"))
        for character in "expect te" { _ = session.handle(.character(character)) }
        _ = session.handle(.tab)
        guard case .console(let shown) = session.overlay else {
            Issue.record("the console closed")
            return
        }
        #expect(shown.candidates == ["template", "text"])
        let rows = text(session.compose(columns: 80, rows: 24))
        #expect(rows.contains { $0.contains(":expect te") && $0.contains("template  text") }, "the candidates beside the line")
        _ = session.handle(.escape)
        session.runInConsole("expect text List")
        #expect(text(session.compose(columns: 80, rows: 24)).contains { $0.contains("✓ held: expect text List") })
    }

    /// `clock 10x` fast-forwards the live clock (a drive's 15 minutes to
    /// its first turn in 90 seconds) and the status line says so; 1x is
    /// real time again. A wrong rate is refused.
    @Test func theClockRateFastForwardsRealTimeAndShows() throws {
        var session = session()
        let start = session.state.clock
        session.runInConsole("clock 10x")
        #expect(session.state.clockRate == 10)
        session.advance(by: 1.5)
        #expect(session.state.clock - start == 15)
        #expect(text(session.compose(columns: 80, rows: 24)).contains { $0.contains("⏩ clock 10x · ? help") })
        session.runInConsole("clock 1x")
        session.advance(by: 1)
        #expect(session.state.clock - start == 16)
        #expect(!text(session.compose(columns: 80, rows: 24)).contains { $0.contains("⏩") })
        #expect(throws: CommandError("clock takes a rate from 0.1x to 60x: clock 10x (real time is 1x)")) { try CommandParser.parse("clock 100x") }
        #expect(try CommandParser.parse("clock 0.5x") == [.input(.clockRate(0.5))])
    }

    @Test func helpIsGeneratedFromTheKeyMapAndAnyKeyClosesIt() {
        var session = session([.character("?")])
        let help = text(session.compose(columns: 100, rows: 80))
        #expect(help.contains { $0.contains(" Keys and commands ") && !$0.contains("1/") })
        #expect(help.contains { $0.contains(" any key closes ") })
        #expect(help.contains { $0.contains("2 Tab") && $0.contains("knob rotate clockwise") })
        #expect(help.contains { $0.contains("q Ctrl-C") && $0.contains("quit") })
        #expect(help.contains { $0.contains("i") && $0.contains("inspector beside the display") })
        #expect(help.contains { $0.contains("wheel") && $0.contains("knob rotate") })
        #expect(help.contains { $0.contains("commands, in the console (:); help COMMAND explains one:") })
        for entry in CommandReference.all {
            #expect(help.contains { $0.contains(" \(entry.verb) ") && $0.contains(entry.summary) }, "\(entry.verb) is listed")
        }
        _ = session.handle(.character("2"))
        #expect(session.overlay == .none)
        #expect(session.state.focus == .listItem(section: 0, item: 0), "the key that closes help does nothing else")
    }

    @Test func helpThatDoesNotFitTurnsPagesWithSpace() throws {
        var session = session([.character("?")])
        let lines = HelpText.lines(for: .defaults)
        let pages = (lines.count + 19) / 20
        var shown: [[String]] = []
        for page in 1...pages {
            let rows = text(session.compose(columns: 80, rows: 24))
            #expect(rows.contains { $0.contains(" Keys and commands \(page)/\(pages) ") })
            #expect(rows.contains { $0.contains("Space: next page · any key closes") })
            shown.append(rows)
            _ = session.handle(page % 2 == 0 ? .pageDown : .character(" "))
        }
        #expect(shown[0].contains { $0.contains("knob rotate clockwise") } && !shown[0].contains { $0.contains("middle click") })
        let last = try #require(shown.last)
        #expect(last.contains { $0.contains("quit") && $0.contains("leave headunit") }, "the last command on the last page")
        for line in lines where !line.keys.isEmpty {
            #expect(shown.contains { page in page.contains { $0.contains(line.help) } }, "\(line.help) shows on a page")
        }
        #expect(text(session.compose(columns: 80, rows: 24)).contains { $0.contains(" Keys and commands 1/\(pages) ") }, "past the last page, the first again")
        #expect(session.state.focus == .listItem(section: 0, item: 0), "turning pages does nothing else")
        _ = session.handle(.character("x"))
        #expect(session.overlay == .none)
    }

    @Test(arguments: [
        (Key.control("n"), "Night"), (.character("N"), "Day"), (.character("U"), "Limited UI on (driving)"),
        (.character("u"), "Limited UI off (parked)"), (.character("c"), "Phone disconnected"), (.character("i"), "Inspector on"),
    ])
    func aSwitchingKeySaysWhatItDid(_ key: Key, _ said: String) {
        var session = session([key])
        #expect(text(session.compose(columns: 120, rows: 30)).contains { $0.contains(said) })
        session.advance(by: InteractiveSession.messageSeconds)
        #expect(!text(session.compose(columns: 120, rows: 30)).contains { $0.contains(said) }, "for a few seconds")
    }

    @Test func helpOnACommandExplainsIt() {
        var session = session()
        _ = session.handle(.character(":"))
        for character in "help tap" { _ = session.handle(.character(character)) }
        _ = session.handle(.enter)
        #expect(session.overlay == .command("tap"))
        let card = text(session.compose(columns: 100, rows: 30))
        #expect(card.contains { $0.contains(" help tap ") })
        #expect(card.contains { $0.contains("tap X Y, tap \"Label\"") })
        #expect(card.contains { $0.contains("X and Y are display pixels") })
        _ = session.handle(.character("x"))
        #expect(session.overlay == .none)
    }

    @Test(arguments: [("mono", "┌", "┐"), ("amber", "┌", "┐"), ("high-contrast", "┌", "┐"), ("default", "╭", "╮")])
    func theBezelAndHelpCardAreDrawnInTheThemesBoxes(_ name: String, _ topLeft: String, _ topRight: String) throws {
        let theme = try ThemeLoader.theme(named: name).get()
        var session = InteractiveSession(state: SessionState(app: ScenarioLoader.tour.app), theme: theme)
        let rows = text(session.compose(columns: 80, rows: 24))
        #expect(rows[3].contains("\(topLeft)───────── headunit · standard 800x480@2x ─────────\(topRight)"))
        _ = session.handle(.character("?"))
        let help = text(session.compose(columns: 80, rows: 24))
        #expect(help.contains { $0.contains("\(topLeft)─ Keys and commands 1/") }, "the help card's corners too")
    }

    @Test func theDisplayIsCentredInABezelAndTheMouseTouchesIt() throws {
        var session = session()
        let composition = session.compose(columns: 80, rows: 24)
        let origin = try #require(composition.displayOrigin)
        #expect(origin.column == 15 && origin.row == 4)
        #expect(text(composition)[3].contains("╭───────── headunit · standard 800x480@2x ─────────╮"))
        // The "Grid" row of the tour, at display row 7.
        session.handle(.click(column: origin.column + 20, row: origin.row + 7), in: composition)
        #expect(session.state.shown.controller.stack == ["tour", "genres"])
        #expect(!session.state.focusRingVisible)
        session.handle(.wheel(1), in: composition)
        #expect(session.state.focusRingVisible)
        #expect(session.state.focus == .gridButton(0))
        session.handle(.wheel(1), in: composition)
        #expect(session.state.focus == .gridButton(1))
        session.handle(.click(column: 0, row: 0), in: composition)
        #expect(session.state.focusRingVisible, "a click outside the display does nothing")
        session.handle(.middleClick, in: composition)
        #expect(session.state.shown.controller.stack == ["tour", "genres", "library"])
    }

    @Test func aTerminalTooSmallNamesBothSizes() {
        let composition = session().compose(columns: 40, rows: 12)
        #expect(composition.displayOrigin == nil)
        #expect(
            text(composition).filter { !$0.isEmpty }.map { $0.trimmingPrefix(while: { $0 == " " }) } == [
                "The terminal is 40x12;", "the standard display needs 50x15.", "Enlarge it, or press q to quit.",
            ])
    }

    /// At density 2 the message says that is why, and what density 1 needs.
    @Test func aTerminalTooSmallAtDensityTwoSuggestsDensityOne() {
        let state = SessionState(app: ScenarioLoader.tour.app, density: .two)
        let composition = InteractiveSession(state: state).compose(columns: 60, rows: 20)
        #expect(
            text(composition).filter { !$0.isEmpty }.map { String($0.trimmingPrefix(while: { $0 == " " })) } == [
                "The terminal is 60x20;", "the standard display needs 100x30 at density 2.", "With --density 1 it needs 50x15.",
                "Enlarge it, or press q to quit.",
            ])
    }

    /// A panel the terminal has no room for is named under the display,
    /// with the columns it needs, across the terminal's width.
    @Test func aPanelThatDoesNotFitSaysSo() throws {
        let cluster = SessionState(app: ScenarioLoader.tour.app, clusterAttached: true)
        let narrow = text(InteractiveSession(state: cluster).compose(columns: 80, rows: 24))
        #expect(narrow.contains { $0.contains("the cluster is not drawn: it needs a terminal of 94 columns; this one has 80") })
        let wide = text(InteractiveSession(state: cluster).compose(columns: 94, rows: 24))
        #expect(!wide.contains { $0.contains("not drawn") } && wide.contains { $0.contains(" cluster ") })
        let inspector = SessionState(apps: [ScenarioLoader.tour.app], profile: .wide, inspectorShown: true)
        let rows = text(InteractiveSession(state: inspector).compose(columns: 100, rows: 24))
        #expect(rows.contains { $0.contains("the inspector is not drawn: it needs a terminal of 132 columns; this one has 100") })
    }

    @Test func aTerminalTheDisplaysSizeHasNoBezel() throws {
        let composition = session().compose(columns: 50, rows: 15)
        let origin = try #require(composition.displayOrigin)
        #expect(origin.column == 0 && origin.row == 0)
        #expect(composition.frame == Layout.screen(for: session().state).frame.withLastRow(of: composition.frame))
    }

    @Test func theScreenChangesByItselfOnlyWhenSomethingMoves() {
        var session = session()
        #expect(session.secondsToNextChange == 60)
        session.advance(by: 59.5)
        #expect(session.secondsToNextChange == 0.5)
        _ = session.handle(.character("2"))
        _ = session.handle(.character("2"))
        _ = session.handle(.character("2"))
        _ = session.handle(.enter)
        #expect(session.state.nowPlaying.isPlaying)
        #expect(session.secondsToNextChange == 0.5)
        session.advance(by: 0.75)
        // Playing for 0.75 s: the shown second turns over in 0.25 s, not at the clock's next whole second.
        #expect(abs(session.secondsToNextChange - 0.25) < 1e-5)
        session.advance(by: session.secondsToNextChange)
        #expect(text(session.compose(columns: 80, rows: 24)).contains { $0.contains("0:01") })
    }

    @Test func frameDiffFindsOnlyTheChangedCells() {
        var old = Frame(width: 20, height: 3)
        old.put("Hello world", x: 0, y: 1, style: .plain)
        var new = old
        #expect(FrameDiff.runs(from: old, to: new).isEmpty)
        new.put("J", x: 0, y: 1, style: .plain)
        new.put("W", x: 6, y: 1, style: .plain)
        #expect(FrameDiff.runs(from: old, to: new) == [FrameDiff.Run(row: 1, columns: 0..<1), FrameDiff.Run(row: 1, columns: 6..<7)])
        new.put("e", x: 3, y: 1, style: Style(.accent))
        #expect(FrameDiff.runs(from: old, to: new) == [FrameDiff.Run(row: 1, columns: 0..<7)])
        #expect(FrameDiff.runs(from: nil, to: new).count == 3)
        var wide = old
        wide.put("東", x: 12, y: 0, style: .plain)
        var wider = wide
        wider.put("京", x: 12, y: 0, style: .plain)
        #expect(FrameDiff.runs(from: wide, to: wider) == [FrameDiff.Run(row: 0, columns: 12..<14)])
    }

    /// Rows are passed whole when their bytes are the same; a change in a
    /// row's first or last cell, on the first or last row, is still found.
    @Test func frameDiffFindsAChangeAtEitherEndOfAnyRow() {
        let old = Frame(width: 100, height: 30)
        for (x, y) in [(0, 0), (99, 0), (0, 29), (99, 29), (50, 14)] {
            var new = old
            new.put("x", x: x, y: y, style: .plain)
            #expect(FrameDiff.runs(from: old, to: new) == [FrameDiff.Run(row: y, columns: x..<(x + 1))], "a change at \(x), \(y)")
        }
        var styled = old
        styled.put(" ", x: 99, y: 29, style: Style(.accent))
        #expect(FrameDiff.runs(from: old, to: styled) == [FrameDiff.Run(row: 29, columns: 99..<100)], "a style alone is a change")
    }
}

extension Frame {
    /// This frame with its last row taken from `other` (where the status line sits).
    fileprivate func withLastRow(of other: Frame) -> Frame {
        var copy = self
        copy.blit(other.row(height - 1), x: 0, y: height - 1)
        return copy
    }

    fileprivate func row(_ index: Int) -> Frame {
        var line = Frame(width: width, height: 1)
        line.blit(self, x: 0, y: -index)
        return line
    }
}
