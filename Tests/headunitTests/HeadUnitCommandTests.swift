import Foundation
import HeadUnitTestSupport
import Testing

/// The head unit around the apps from the command line: several scenarios,
/// the driver's side, the car's sensors, the inspector, pixel profiles.
struct HeadUnitCommandTests {
    static let podcasts = LintCommandTests.root.appendingPathComponent("Scenarios/podcasts.json").path

    @Test func snapshotDrivesOnTheRight() throws {
        let result = try ToolProcess.run(["snapshot", "--drive", "right"])
        #expect(result.status == 0)
        #expect(result.lines[0].hasSuffix("│ 9:41"), "the rail's clock at the right edge")
        #expect(result.lines.contains { $0.hasSuffix("│  ⊞") }, "and its home button")
        let bad = try ToolProcess.run(["snapshot", "--drive", "centre"])
        #expect(bad.status == 2 && bad.stderr == "headunit snapshot: --drive must be left or right; got 'centre'\n")
    }

    @Test func aScriptAtSpeedLimitsTheUI() throws {
        let tests = ScriptCommandTests()
        let (path, folder) = try tests.testFile("expect limited off\nspeed 50\nexpect limited on\nexpect text ⊘\nspeed 0\nexpect limited off\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolProcess.run(["script", ScriptCommandTests.radio, path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\(path) › check: 6 lines, 4 expectations held\n")
    }

    @Test func theInspectorsIdWorksInExpectFocus() throws {
        let snapshot = try ToolProcess.run(["snapshot", "--inspect", "--keys", "dpad rotate right"])
        #expect(snapshot.status == 0)
        #expect(snapshot.lines.contains { $0.contains("stack    depth 1 of 5") })
        let focus = try #require(snapshot.lines.first { $0.contains("focus    ") })
        let id = try #require(focus.split(separator: " ").first { $0.hasPrefix("list.") }.map(String.init))
        #expect(id == "list.0.1")
        let check = try ToolProcess.run(["snapshot", "--keys", "dpad rotate right; expect focus \(id)"])
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func pixelProfilesRunAndABadOneSaysWhatItExpects() throws {
        let portrait = try ToolProcess.run(["snapshot", "--profile", "900x1200@3x"])
        #expect(portrait.status == 0)
        #expect(portrait.lines.count == 25 && portrait.lines.allSatisfy { $0.count <= 37 })
        let small = try ToolProcess.run(["snapshot", "--profile", "800x480@3x"])
        #expect(small.status == 2)
        #expect(
            small.stderr
                == "headunit snapshot: display profile '800x480@3x' is 266x160 points; a display at @3x must be 864x576 to 7200x4800 pixels (288x192 to 2400x1600 points)\n"
        )
    }

    @Test func severalScenariosRunOneHeadUnit() throws {
        let tests = ScriptCommandTests()
        let (path, folder) = try tests.testFile(
            "expect focus \"Swift R…\"\ndpad click\ndpad click\nexpect playing country\nkeycode home\nopen podcasts\nexpect text \"Listen Now\"\ntap rail.nowPlaying\nexpect template nowPlaying\nexpect text LIVE\n"
        )
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolProcess.run(["script", ScriptCommandTests.radio, Self.podcasts, path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\(path) › check: 10 lines, 5 expectations held\n")
        // Without a test file, each scenario's own scripts run with its app alone.
        let own = try ToolProcess.run(["script", ScriptCommandTests.radio, Self.podcasts])
        #expect(own.status == 0)
        #expect(
            own.lines.map { $0.components(separatedBy: ":").first ?? "" } == [
                ScriptCommandTests.radio + " › by-knob", ScriptCommandTests.radio + " › by-touch", Self.podcasts + " › by-knob", Self.podcasts + " › by-touch",
            ])
    }
}
