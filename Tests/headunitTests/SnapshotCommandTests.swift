import Foundation
import HeadUnitCore
import HeadUnitTestSupport
import Testing

/// `headunit snapshot` and friends, run as a user runs them.
struct SnapshotCommandTests {
    @Test(arguments: [
        (["--profile", "standard"], 15, 50), (["--profile", "minimum"], 14, 46), (["--profile", "wide"], 15, 80),
        (["--profile", "portrait"], 32, 48), (["--profile", "1280x720@2x"], 22, 80),
        (["--profile", "standard", "--density", "2"], 30, 100), (["--profile", "wide", "--density", "2"], 30, 160),
    ])
    func framesHaveTheProfilesSize(_ options: [String], _ rows: Int, _ columns: Int) throws {
        let result = try ToolProcess.run(["snapshot"] + options)
        #expect(result.status == 0)
        #expect(result.lines.count == rows)
        #expect(result.lines.allSatisfy { TextWidth.columns(of: $0) <= columns })
        let golden = try ToolProcess.run(["snapshot", "--format", "golden"] + options)
        #expect(golden.lines.first?.hasPrefix("# headunit frame \(columns)x\(rows):") == true)
    }

    @Test func theSecondEntryOpensItsTemplateAndBackRestoresTheFrame() throws {
        let opened = try ToolProcess.run(["snapshot", "--keys", "dpad rotate right; dpad click"])
        #expect(opened.status == 0)
        #expect(opened.lines[1].contains("‹ Tour"))
        #expect(opened.lines[1].contains("Categories"))
        let back = try ToolProcess.run(["snapshot", "--keys", "dpad rotate right; dpad click; dpad back"])
        let before = try ToolProcess.run(["snapshot", "--keys", "dpad rotate right"])
        #expect(back.stdout == before.stdout)
        #expect(back.stdout.contains("▐▓⊞▓▓ Grid"))
    }

    @Test func theClusterShowsTheFirstManeuverBesideTheDisplay() throws {
        let navigation = LintCommandTests.root.appendingPathComponent("Scenarios/navigation.json").path
        let keys = "dpad up; dpad rotate right; dpad click; type coffee; dpad click; dpad down; dpad down; dpad click; sleep 4"
        let result = try ToolProcess.run(["snapshot", navigation, "--cluster", "--keys", keys])
        #expect(result.status == 0)
        #expect(result.lines.count == 15)
        // The display is 50 columns; the cluster starts two further on.
        let display = result.lines.map { String($0.prefix(50)) }, cluster = result.lines.map { String($0.dropFirst(52)) }
        #expect(display[4].contains("↱  5.2 mi") && display[5].contains("Turn right onto") && display[6].contains("Main St"))
        #expect(cluster[1] == "  ↱  5.2 mi")
        #expect(cluster[3] == "  Turn right onto Main St")
        let alone = try ToolProcess.run(["snapshot", navigation, "--keys", keys])
        #expect(alone.lines == display.map { String($0.reversed().drop { $0 == " " }.reversed()) }, "without --cluster, the display alone")
    }

    /// A rule the app breaks at run time ends it, as the car's exception
    /// does: the frame shows the car's screen, and the status says it failed.
    /// (Lint sees the break only when its walk reaches it: here, past the
    /// 20,000 screens it checks.)
    @Test func anAppEndedByABrokenRuleExitsWithOne() throws {
        var entries = (0...20_000).map { #"{"at": \#($0 + 1), "do": {"update": {"template": "h", "item": "a", "detailText": "t\#($0)"}}}"# }
        entries += [#"{"at": 20003, "do": {"push": "more"}}"#, #"{"at": 20004, "do": {"push": "more"}}"#]
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ends-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(
            (#"{"headunit": 1, "app": {"name": "T", "category": "audio"}, "root": "h", "templates": {"h": {"type": "list", "title": "H", "sections": [{"items": [{"id": "a", "text": "A"}]}]}, "more": {"type": "list", "title": "More", "sections": []}}, "timeline": ["#
                + entries.joined(separator: ",") + "]}").utf8
        ).write(to: file)
        let result = try ToolProcess.run(["snapshot", file.path, "--keys", "sleep 20010"])
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("headunit snapshot: the app was ended: [template-in-stack] list 'more' was pushed while it is already on the stack\n"))
        #expect(result.stdout.contains("T Stopped"), "the frame, the car's screen for an ended app, is printed")
    }

    @Test func anUnnamedProfileIsNamedOnceInTheBezel() throws {
        let profile = try DisplayProfile.parse("320x192@1x")
        let composition = TerminalComposer.compose(
            try Headless.run("", profile: profile).screen, profile: profile, columns: 80, rows: 24, chrome: TerminalComposer.Chrome(), glyphs: .rounded)
        let rows = PlainTextWriter.rows(of: composition.frame)
        #expect(rows.contains { $0.contains(" headunit · 320x192@1x ") })
        #expect(!rows.contains { $0.contains("320x192@1x 320x192@1x") })
    }

    @Test func aScreenOfTheTourIsNamedAndKeysRunFromIt() throws {
        let grid = try ToolProcess.run(["snapshot", "--screen", "grid"])
        #expect(grid.status == 0)
        #expect(grid.lines[1].contains("‹ Tour") && grid.lines[1].contains("Categories"))
        let byKeys = try ToolProcess.run(["snapshot", "--keys", "dpad rotate right; dpad click; dpad rotate right"])
        #expect(try ToolProcess.run(["snapshot", "--screen", "grid", "--keys", "dpad rotate right"]).stdout == byKeys.stdout)
        let unknown = try ToolProcess.run(["snapshot", "--screen", "garage"])
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr
                == "headunit snapshot: --screen must be one of tab-bar, list, grid, information, now-playing, alert, action-sheet, world, browse, about, downloads; got 'garage'\n"
        )
    }

    @Test(arguments: [
        (
            ["snapshot", "--profile", "huge"],
            "headunit snapshot: unknown display profile 'huge': use minimum, standard, wide, portrait, or WxH@S in pixels at a scale, such as 1280x720@2x or 900x1200@3x\n"
        ),
        (
            ["snapshot", "--keys", "dpad rotate right; jump"],
            "headunit snapshot: --keys: unknown command 'jump': use dpad, keycode, tap, drag, day, night, daynight, restrict, connect, disconnect, profile, screenshot, help, quit, sleep, phone, expect, theme, type, cluster, clock, task, open, drive, speed, gear, parking_brake, inspect\n"
        ),
        (["snapshot", "--density", "3"], "headunit snapshot: --density must be 1 or 2; got '3'\n"),
        (
            ["snapshot", "--colour"],
            "headunit snapshot: unknown option '--colour'; accepted: --keys, --screen, --format, --out, --force, --car, --profile, --density, --appearance, --theme, --ascii, --cluster, --drive, --inspect, --clock-rate, --help\n"
        ),
        (["snapshot", "--profile"], "headunit snapshot: --profile needs a value NAME|WxH@S\n"),
        (
            ["frobnicate"],
            "headunit: unknown subcommand 'frobnicate'; use run, snapshot, lint, doctor, script, play, themes, profiles, cars, kinds, schema, merge-junit, keys, bench, or --help\n"
        ),
    ])
    func usageMistakesGetOneLineAndStatus2(_ arguments: [String], _ message: String) throws {
        let result = try ToolProcess.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == message)
        #expect(result.stdout.isEmpty)
    }

    @Test func aBrokenScenarioIsRefusedWithItsLines() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).json")
        try Data("{\"headunit\": 1, \"app\": {\"name\": \"B\", \"category\": \"audio\"}, \"root\": \"x\", \"templates\": {}}".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try ToolProcess.run(["snapshot", file.path])
        #expect(result.status == 1)
        #expect(result.stderr == "\(file.path):1:68: error: [unknown-template] no template is named \"x\" (at $.root)\n")
        #expect(result.stdout.isEmpty)
        let missing = try ToolProcess.run(["snapshot", "/no/such/file.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "/no/such/file.json:1:1: error: [unreadable] the file does not exist (at $)\n")
    }

    /// The overview lists every subcommand by the synopsis its own help starts with.
    @Test(arguments: ["run", "snapshot", "lint", "doctor", "script", "themes", "profiles", "kinds", "schema", "keys", "bench"])
    func everySubcommandHasHelp(_ subcommand: String) throws {
        let result = try ToolProcess.run([subcommand, "--help"])
        #expect(result.status == 0)
        let synopsis = try #require(result.lines.first?.dropFirst("Usage: ".count))
        #expect(synopsis.hasPrefix(subcommand == "run" ? "headunit [run]" : "headunit \(subcommand)"))
        let overview = try ToolProcess.run(["--help"])
        #expect(overview.lines.contains { $0.dropFirst(7).hasPrefix(synopsis + "  ") }, "the overview shows \(synopsis)")
    }

    @Test func versionAndProfiles() throws {
        #expect(try ToolProcess.run(["--version"]).stdout == "headunit 0.1.0\n")
        let profiles = try ToolProcess.run(["profiles"])
        #expect(profiles.lines.contains("standard   800x480      @2x    400x240   50x15   100x30"))
        #expect(profiles.lines.contains("wide       1920x720     @3x    640x240   80x15   160x30"))
    }

    @Test func goldenFormatCarriesStylesAndControls() throws {
        let result = try ToolProcess.run(["snapshot", "--format", "golden"])
        #expect(result.lines.first == "# headunit frame 50x15: standard density 1")
        #expect(result.lines.contains("list.0.0 6,4 43x3 focused"))
    }
}

/// The README shows what the tool really does.
struct ReadmeTests {
    @Test func theKeyTableIsTheKeyMaps() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md").standardized
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(text.contains(KeyTable.markdown(.defaults)), "README's key table differs from `headunit keys`")
        let keys = try ToolProcess.run(["keys"])
        #expect(keys.stdout == KeyTable.markdown(.defaults))
    }

    @Test func runRefusesWithoutATerminal() throws {
        let result = try ToolProcess.run(["run"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "headunit run: standard input and output must be a terminal; for frames without one, use 'headunit snapshot' or 'headunit script'\n")
    }
}
