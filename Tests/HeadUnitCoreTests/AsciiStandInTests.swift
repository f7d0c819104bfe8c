import HeadUnitFiles
import HeadUnitTestSupport
import Testing

@testable import HeadUnitCore

/// `--ascii` frames: every glyph has one stand-in, whichever template draws
/// it, so a glyph two templates share never reads as another template's.
struct AsciiStandInTests {
    @Test func aGlyphHasOneStandInWhicheverTemplateDrawsIt() {
        var first: [Unicode.Scalar: Character] = [:]
        var clashes: [String] = []
        for standIn in AsciiFallback.allStandIns {
            for scalar in standIn.glyphs.unicodeScalars {
                if let earlier = first[scalar], earlier != standIn.ascii {
                    clashes.append("\(scalar): \(earlier) and \(standIn.ascii)")
                }
                first[scalar] = first[scalar] ?? standIn.ascii
            }
        }
        #expect(clashes == [])
    }

    /// The map's maneuver bar (`▮▯▯`) reads `#`; now playing's pause reads
    /// as two bars, not as the map's blocks.
    @Test func pauseReadsAsTwoBars() throws {
        let radio = try #require(ScenarioLoader.load(path: ShippedScenarioTests.folder.appendingPathComponent("radio.json").path).scenario)
        let driver = try Headless.run("dpad click; keycode dashboard", scenario: radio)
        let rows = PlainTextWriter.rows(of: AsciiFallback.apply(to: driver.picture))
        let transport = try #require(rows.first { $0.contains("|<<") })
        #expect(transport.contains(" || "), "\(transport)")
    }
}
