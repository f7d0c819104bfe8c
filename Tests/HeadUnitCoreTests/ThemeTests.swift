import HeadUnitCore
import HeadUnitFiles
import HeadUnitTestSupport
import Testing

/// Theme files, colour depths and the appearance.
struct ThemeTests {
    func lines(_ json: String) -> [String] {
        guard case .failure(let failure) = ThemeLoader.load(bytes: Array(json.utf8)) else { return [] }
        return failure.diagnostics.map { $0.formatted(file: "t.json") }
    }

    @Test func theShippedThemesLoad() {
        #expect(ThemeLoader.builtIn.map(\.name) == ["default", "high-contrast", "amber", "mono"])
        for theme in ThemeLoader.builtIn {
            // A palette holds every role by construction; what a theme can
            // still get wrong is text that does not stand off its surface.
            for palette in [theme.day, theme.night] {
                #expect(palette[Ink.text] != palette[Surface.background] && palette[Ink.focusText] != palette[Surface.focus], "\(theme.name)")
            }
        }
        #expect(ThemeLoader.builtIn[3].glyphs.focusLeft == "[")
    }

    /// A demo's keycast strip and the terminal's status line stand off the
    /// bezel in every shipped theme, day and night: they are drawn in the
    /// bezel's ink (the display's text ink is the bezel's colour by day).
    @Test func theKeycastStripStandsOffTheBezel() {
        let strip = DemoFrame.compose(Frame(width: 20, height: 2), keycast: "● press")
        let status = TerminalComposer.compose(
            Screen(frame: Frame(width: 50, height: 15)), profile: .standard, columns: 60, rows: 20, chrome: TerminalComposer.Chrome(message: "● press"),
            glyphs: .rounded)
        let statusCell = status.frame.cells.first { status.frame.glyph($0) == "●" }
        for theme in ThemeLoader.builtIn {
            for palette in [theme.day, theme.night] {
                let colours = palette.colours(strip[1, 2].style)
                #expect(colours.foreground != colours.background, "\(theme.name): the strip")
                let shown = statusCell.map { palette.colours($0.style) }
                #expect(shown != nil && shown?.foreground != shown?.background, "\(theme.name): the status line")
            }
        }
    }

    @Test func aMissingRoleAndABadColourAreRefusedWithTheirPlace() throws {
        let theme = ThemeLoader.builtIn[0]
        func palette(_ palette: Palette, dropping: String? = nil, breaking: String? = nil) -> String {
            let inks = Ink.allCases.filter { $0.name != dropping }.map { ink in
                "\"\(ink.name)\": \"\(ink.name == breaking ? "#12345" : palette[ink].description)\""
            }
            let surfaces = Surface.allCases.map { "\"\($0.name)\": \"\(palette[$0])\"" }
            return "{\"ink\": {\(inks.joined(separator: ", "))}, \"surface\": {\(surfaces.joined(separator: ", "))}}"
        }
        let json = """
            {"headunit-theme": 1, "name": "broken",
             "day": \(palette(theme.day, dropping: "accent")),
             "night": \(palette(theme.night, breaking: "badge"))}
            """
        #expect(
            lines(json) == [
                "t.json:2:17: error: [missing-key] \"day.ink\" needs the key \"accent\" (at $.day.ink)",
                "t.json:3:306: error: [bad-colour] the colour of \"badge\" must be written #rrggbb; it is \"#12345\" (at $.night.ink.badge)",
            ])
    }

    @Test func unknownThemesSayWhatThereIs() {
        guard case .failure(let failure) = ThemeLoader.theme(named: "neon") else {
            Issue.record("a theme named neon")
            return
        }
        #expect(failure.diagnostics.map(\.message) == ["no theme is named 'neon': use default, high-contrast, amber, mono, or a theme file's path"])
    }

    @Test func coloursComeDownToWhatTheTerminalHas() {
        #expect(ColourDepth.from(noColor: "1", colorTerm: "truecolor", terminalColours: 256) == .none)
        #expect(ColourDepth.from(noColor: nil, colorTerm: "truecolor", terminalColours: 256) == .truecolor)
        #expect(ColourDepth.from(noColor: "", colorTerm: nil, terminalColours: 256) == .ansi256)
        #expect(ColourDepth.from(noColor: nil, colorTerm: nil, terminalColours: 8) == .eight)
        #expect(ColourDepth.from(noColor: nil, colorTerm: nil, terminalColours: 0) == .none)
        #expect(ColourDepth.nearest256(RGB(0, 122, 255)) == 33)
        #expect(ColourDepth.nearest256(RGB(255, 255, 255)) == 231)
        #expect(ColourDepth.nearest256(RGB(28, 28, 30)) == 234)
        #expect(ColourDepth.nearestBasic(RGB(255, 59, 48), count: 16) == 9)
        #expect(ColourDepth.nearestBasic(RGB(255, 59, 48), count: 8) == 1)
        #expect(RGB(hex: "#0a84FF") == RGB(10, 132, 255))
        #expect(RGB(hex: "0a84ff") == nil)
    }

    @Test func autoFollowsTheScenariosClock() throws {
        let scenario = try Headless.scenario(
            #"{"headunit": 1, "app": {"name": "A", "category": "audio", "clock": "18:58", "nightFrom": "19:00", "nightUntil": "6:30"}, "root": "l", "templates": {"l": {"type": "list", "title": "L", "sections": []}}}"#
        )
        var driver = SessionDriver(state: SessionState(app: scenario.app, appearance: .followsClock))
        driver.advance(by: 60)
        #expect(driver.state.appearance == .day)
        driver.advance(by: 60)
        #expect(driver.state.appearance == .night)
        driver.send(.appearance(.day))
        driver.advance(by: 600)
        #expect(driver.state.appearance == .day, "the day/night switch ends auto")
        #expect(NightWindow().appearance(atMinute: 6 * 60 + 59) == .night)
        #expect(NightWindow().appearance(atMinute: 7 * 60) == .day)
    }

    @Test func theConsoleSwitchesThemesLive() {
        var session = InteractiveSession(state: SessionState(app: ScenarioLoader.tour.app))
        session.runInConsole("theme mono")
        #expect(session.theme.name == "mono")
        #expect(session.state.glyphs.focusLeft == "[")
        #expect(PlainTextWriter.rows(of: session.compose(columns: 80, rows: 24).frame).contains { $0.contains("[▓≡▓▓ List") })
        session.runInConsole("theme neon")
        // A name is no file: the console says so without a file position.
        #expect(session.consoleError == "no theme is named 'neon': use default, high-contrast, amber, mono, or a theme file's path")
    }

    @Test func everyStyleHasItsOwnDenseIndex() {
        let styles = Ink.allCases.flatMap { ink in
            Surface.allCases.flatMap { surface in
                [false, true].flatMap { bold in [false, true].map { Style(ink, on: surface, bold: bold, dimmed: $0) } }
            }
        }
        #expect(Set(styles.map(\.index)) == Set(0..<Style.count))
    }
}
