import Foundation
import HeadUnitCore
import HeadUnitFiles
import HeadUnitTestSupport
import Testing

/// Golden ANSI and SVG output: a few templates, day and night, in the
/// default theme and others. A changed byte is a reviewed change; the ANSI
/// goldens name their escapes (`ReadableANSI`), so a colour change reads
/// as a diff.
struct WriterGoldenTests {
    /// A screen of the tour: its name as the goldens have it, and the keys that reach it.
    static let screens: [(name: String, keys: String)] = ["tab-bar", "now-playing", "alert"].map { name in
        (name.replacingOccurrences(of: "-", with: ""), TourScreens.named(name)!.keys)
    }

    static let cases: [(screen: String, keys: String, appearance: Appearance, theme: String)] =
        screens.flatMap { screen in [Appearance.day, .night].map { (screen.name, screen.keys, $0, "default") } }
        + [("tabbar", "", .night, "amber"), ("tabbar", "", .day, "high-contrast"), ("tabbar", "", .day, "mono")]

    func frameAndPalette(keys: String, appearance: Appearance, theme name: String) throws -> (Frame, Palette) {
        let theme = try ThemeLoader.theme(named: name).get()
        var driver = SessionDriver(state: SessionState(app: ScenarioLoader.tour.app, appearance: .fixed(appearance), glyphs: theme.glyphs))
        for command in try CommandParser.parse(keys) { try CommandInterpreter.run(command, on: &driver) }
        return (driver.screen.frame, theme.palette(appearance))
    }

    @Test(arguments: cases.indices)
    func svg(_ index: Int) throws {
        let test = Self.cases[index]
        let (frame, palette) = try frameAndPalette(keys: test.keys, appearance: test.appearance, theme: test.theme)
        let svg = SVGWriter.document(of: frame, palette: palette, title: "headunit · \(test.screen) · \(test.appearance) · \(test.theme)")
        let outcome = GoldenFile("svg/\(test.screen)-\(test.appearance)-\(test.theme).svg", besides: #filePath).compare(svg)
        #expect(outcome == .matches, "\(outcome)")
    }

    /// Every depth for the default theme; the other themes in truecolor only.
    static let ansiCases: [(index: Int, depth: ColourDepth)] = cases.indices.flatMap { index in
        (cases[index].theme == "default" ? ColourDepth.allCases : [.truecolor]).map { (index, $0) }
    }

    @Test(arguments: ansiCases)
    func ansi(_ index: Int, _ depth: ColourDepth) throws {
        let test = Self.cases[index]
        let (frame, palette) = try frameAndPalette(keys: test.keys, appearance: test.appearance, theme: test.theme)
        let ansi = ReadableANSI.text(ANSIWriter.text(of: frame, palette: palette, depth: depth))
        #expect(!ansi.contains("⟨ESC"), "every escape the writer emits has a name")
        let outcome = GoldenFile("ansi/\(test.screen)-\(test.appearance)-\(test.theme)-\(depth).txt", besides: #filePath).compare(ansi)
        #expect(outcome == .matches, "\(outcome)")
    }

    @Test func escapesAreNamedAndUnknownOnesStayVisible() {
        #expect(
            ReadableANSI.text("\u{1B}[0;1;31;102mx\u{1B}[0;38;2;10;132;255;48;5;236my\u{1B}[0m") == "⟨bold fg:red bg:bright-green⟩x⟨fg:#0a84ff bg:236⟩y⟨reset⟩")
        #expect(ReadableANSI.text("\u{1B}[0;2;7m-\u{1B}[5m\u{1B}[2J") == "⟨dim reverse⟩-⟨ESC[5m⟩⟨ESC[2J⟩")
    }

    @Test func asciiKeepsEveryColumn() throws {
        let (frame, _) = try frameAndPalette(keys: TourScreens.named("alert")!.keys, appearance: .day, theme: "default")
        let ascii = AsciiFallback.apply(to: frame)
        let rows = PlainTextWriter.rows(of: ascii)
        #expect(rows.allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII } })
        #expect(rows.contains { $0.contains("| |  Cancel  |  #Try Again # |") }, "the focused button keeps its heavier box")
        let outcome = GoldenFile("ascii-alert.txt", besides: #filePath).compare(PlainTextWriter.text(of: ascii))
        #expect(outcome == .matches, "\(outcome)")
    }
}
