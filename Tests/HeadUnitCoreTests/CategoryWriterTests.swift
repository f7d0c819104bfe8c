import HeadUnitCore
import HeadUnitFiles
import HeadUnitTestSupport
import Testing

/// The category and navigation templates through every writer: SVG and
/// ANSI goldens of a point of interest, a contact and guidance with the
/// cluster, night, in two themes; and their ASCII frames draw every glyph
/// of headunit's own with a stand-in.
struct CategoryWriterTests {
    static let screens: [(name: String, scenario: String, keys: String)] = [
        ("poi", "ordering", "dpad rotate right"),
        ("contact", "messages", "dpad up; dpad rotate right; dpad click; dpad down; dpad click"),
        ("guidance", "navigation", NavigationScreens.guidance + "; cluster on"),
    ]

    static let themes = ["default", "amber"]

    func frame(_ screen: (name: String, scenario: String, keys: String), theme: Theme) throws -> Frame {
        var driver = SessionDriver(state: SessionState(app: Fixtures.shipped(screen.scenario).app, appearance: .night, glyphs: theme.glyphs))
        for command in try CommandParser.parse(screen.keys) { try CommandInterpreter.run(command, on: &driver) }
        return driver.picture
    }

    @Test(arguments: screens.indices, themes)
    func svgAndANSI(_ index: Int, _ themeName: String) throws {
        let screen = Self.screens[index]
        let theme = try ThemeLoader.theme(named: themeName).get()
        let frame = try frame(screen, theme: theme)
        let svg = SVGWriter.document(of: frame, palette: theme.night, title: "headunit · \(screen.name) · night · \(themeName)")
        #expect(GoldenFile("svg/\(screen.name)-night-\(themeName).svg", besides: #filePath).compare(svg) == .matches)
        let ansi = ReadableANSI.text(ANSIWriter.text(of: frame, palette: theme.night, depth: .truecolor))
        #expect(!ansi.contains("⟨ESC"))
        #expect(GoldenFile("ansi/\(screen.name)-night-\(themeName)-truecolor.txt", besides: #filePath).compare(ansi) == .matches)
    }

    /// Below the tab bar (whose images are the scenario's own) nothing
    /// becomes `?`: the map, pins, cards, message marks and buttons all
    /// have ASCII stand-ins.
    @Test(arguments: [
        ("ordering", ""), ("ordering", "dpad click"), ("charging", "dpad right; dpad click"), ("messages", ""), ("navigation", "cluster on"),
        ("navigation", NavigationScreens.search + "; type coffee"), ("navigation", NavigationScreens.search + "; type coffee; dpad click"),
        ("navigation", NavigationScreens.guidance + "; cluster on"), ("navigation", NavigationScreens.guidance + "; sleep 1080"),
        ("navigation", "dpad up; dpad click"), ("navigation", "dpad rotate right; dpad rotate right; dpad click"),
    ])
    func asciiHasAStandInForEveryGlyph(_ scenario: String, _ keys: String) throws {
        var driver = SessionDriver(state: SessionState(app: Fixtures.shipped(scenario).app))
        for command in try CommandParser.parse(keys) { try CommandInterpreter.run(command, on: &driver) }
        let frame = driver.picture
        let ascii = AsciiFallback.apply(to: frame)
        for row in 3..<frame.height {
            for column in 0..<frame.width where frame.glyph(ascii[column, row]) == "?" {
                let original = frame.glyph(frame[column, row])
                // A wide glyph of the scenario's own (a ⚡ pin) has none: two `?`.
                let wide = original.isEmpty || TextWidth.columns(of: original) == 2
                #expect(original == "?" || wide, "row \(row), column \(column): \(original) has no ASCII stand-in")
            }
        }
    }

    /// In every theme, day and night, every glyph of the navigation screens
    /// and the cluster stands out from its cell: no ink is its surface's colour.
    @Test(arguments: ThemeLoader.builtIn.map(\.name), [Appearance.day, .night])
    func navigationScreensAreReadableInEveryTheme(_ themeName: String, _ appearance: Appearance) throws {
        let theme = try ThemeLoader.theme(named: themeName).get()
        let palette = theme.palette(appearance)
        let screens = [
            "cluster on", NavigationScreens.search + "; type coffee", NavigationScreens.search + "; type coffee; dpad click",
            NavigationScreens.guidance + "; cluster on", NavigationScreens.guidance + "; sleep 1080; cluster on", "dpad up; dpad click",
        ]
        for keys in screens {
            var driver = SessionDriver(state: SessionState(app: Fixtures.shipped("navigation").app, appearance: .fixed(appearance), glyphs: theme.glyphs))
            for command in try CommandParser.parse(keys) { try CommandInterpreter.run(command, on: &driver) }
            let frame = driver.picture
            var drawn = 0
            for row in 0..<frame.height {
                for column in 0..<frame.width where ![" ", ""].contains(frame.glyph(frame[column, row])) {
                    drawn += 1
                    let colours = palette.colours(frame[column, row].style)
                    #expect(colours.foreground != colours.background, "\(keys): row \(row), column \(column) '\(frame.glyph(frame[column, row]))'")
                }
            }
            #expect(drawn > 100, "\(keys): the screen has content")
        }
    }
}
