import Foundation
import HeadUnitCore
import HeadUnitTestSupport
import Testing

/// `headunit lint` and `headunit script`, run as a user runs them.
final class LintCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    func path(_ relative: String) -> String { Self.root.appendingPathComponent(relative).path }

    /// The test's own folder for the files it writes, gone when the test ends.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-lint-\(UUID().uuidString)")

    init() throws { try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false) }

    deinit { try? FileManager.default.removeItem(at: scratch) }

    func temporary(_ text: String) throws -> String {
        let file = scratch.appendingPathComponent("lint-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test func theShippedScenariosAreClean() throws {
        let shipped = ["tour", "radio", "podcasts", "ordering", "charging", "parking", "messages", "fueling", "driving", "navigation"].map {
            path("Scenarios/\($0).json")
        }
        let result = try ToolProcess.run(["lint", "--strict"] + shipped)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "lint: 10 files clean\n", "a clean run says so, on standard error")
    }

    @Test func problemsExit1UnusableFilesExit2() throws {
        let broken = path("Tests/HeadUnitCoreTests/Fixtures/broken.json")
        let problems = try ToolProcess.run(["lint", broken])
        #expect(problems.status == 1)
        #expect(problems.lines.count == 7)
        #expect(problems.lines[0].hasPrefix("\(broken):13:52: error: [tab-bar-root-only]"))
        let two = try ToolProcess.run(["lint", broken, path("Scenarios/radio.json")])
        #expect(two.stderr == "lint: 6 errors and 1 warning in 1 of 2 files\n")
        let notJSON = try temporary("{\"headunit\": 1,")
        let unusable = try ToolProcess.run(["lint", path("Scenarios/radio.json"), notJSON])
        #expect(unusable.status == 2)
        #expect(unusable.stdout == "\(notJSON):1:16: error: [json-syntax] expected a \"key\" in quotes, found end of file (at $)\n")
        let warningsOnly = try temporary(
            #"{"headunit": 1, "app": {"name": "W", "category": "audio"}, "root": "g", "templates": {"g": {"type": "grid", "title": "G", "buttons": [{"titleVariants": ["1"], "image": "1"}, {"titleVariants": ["2"], "image": "2"}, {"titleVariants": ["3"], "image": "3"}, {"titleVariants": ["4"], "image": "4"}, {"titleVariants": ["5"], "image": "5"}, {"titleVariants": ["6"], "image": "6"}, {"titleVariants": ["7"], "image": "7"}, {"titleVariants": ["8"], "image": "8"}, {"titleVariants": ["9"], "image": "9"}]}}}"#
        )
        let warned = try ToolProcess.run(["lint", warningsOnly])
        #expect(warned.status == 0)
        #expect(warned.stderr == "lint: 0 errors and 1 warning in 1 of 1 file\n")
        #expect(try ToolProcess.run(["lint", "--strict", warningsOnly]).status == 1)
    }

    @Test func jsonForCI() throws {
        let file = try temporary("{\"headunit\": 1, \"app\": {\"name\": \"J\", \"category\": \"audio\"}, \"root\": \"x\", \"templates\": {}}")
        let result = try ToolProcess.run(["lint", "--format", "json", file])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                [
                  {"file": "\(file)", "line": 1, "column": 68, "severity": "error", "rule": "unknown-template", "message": "no template is named \\"x\\"", "path": "$.root"}
                ]

                """)
        let clean = try ToolProcess.run(["lint", "--format", "json", path("Scenarios/radio.json")])
        #expect(clean.stdout == "[]\n")
    }

    @Test func radioStartsAStationAndTheListMarksIt() throws {
        let playing = try ToolProcess.run(["snapshot", path("Scenarios/radio.json"), "--keys", "dpad click"])
        #expect(playing.lines[1].contains("‹ Stations"))
        #expect(playing.lines[3].contains("Country Classics"))
        #expect(playing.lines.contains { $0.contains("LIVE") })
        #expect(playing.lines.contains { $0.contains("▐❚❚▌") })
        let marked = try ToolProcess.run(["snapshot", path("Scenarios/radio.json"), "--keys", "dpad click; dpad back"])
        #expect(marked.lines[3].contains("▁▃▅  Country Classics"))
        #expect(!marked.lines.joined().contains("▓CC▓"))
    }

    @Test func scriptsRunAndAFailureSaysWhere() throws {
        let passed = try ToolProcess.run(["script", path("Scenarios/radio.json")])
        #expect(passed.status == 0)
        let radio = path("Scenarios/radio.json")
        #expect(passed.stdout == "\(radio) › by-knob: 28 lines, 18 expectations held\n\(radio) › by-touch: 20 lines, 12 expectations held\n")
        let file = try temporary(
            #"{"headunit": 1, "app": {"name": "S", "category": "audio"}, "root": "l", "templates": {"l": {"type": "list", "title": "L", "sections": []}}, "script": ["expect text Hello"]}"#
        )
        let failed = try ToolProcess.run(["script", file])
        #expect(failed.status == 1)
        #expect(failed.stderr.hasPrefix("\(file):1:152: error: [expect] expected \"Hello\" on the display\n"))
    }

    @Test func scriptsWriteScreenshotsAndSwitchThemes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-script-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try temporary(
            #"{"headunit": 1, "app": {"name": "S", "category": "audio"}, "root": "l", "templates": {"l": {"type": "list", "title": "L", "sections": [{"items": [{"text": "One"}, {"text": "Two"}]}]}}, "script": ["dpad rotate right", "screenshot a.svg", "theme amber; night", "screenshot b.txt", "expect focus list.0.1"]}"#
        )
        let passed = try ToolProcess.run(["script", file, "--out", folder])
        #expect(passed.status == 0, "\(passed.stderr)")
        let svg = try String(contentsOfFile: "\(folder)/a.svg", encoding: .utf8)
        #expect(svg.contains("<title>headunit · S · standard · day · default</title>"))
        let text = try String(contentsOfFile: "\(folder)/b.txt", encoding: .utf8)
        let snapshot = try ToolProcess.run(["snapshot", file, "--theme", "amber", "--keys", "dpad rotate right; night"])
        #expect(text == snapshot.stdout)
        // A second run does not replace what the first wrote, unless forced:
        // it says so before any script runs.
        let again = try ToolProcess.run(["script", file, "--out", folder])
        #expect(again.status == 2)
        #expect(
            again.stderr
                == "headunit script: cannot write the screenshot 'a.svg': the file exists and this run did not write it; choose another name, or --force to replace it\n"
        )
        #expect(again.stdout == "")
        #expect(try ToolProcess.run(["script", file, "--out", folder, "--force"]).status == 0)

        let badTheme = try temporary(
            #"{"headunit": 1, "app": {"name": "S", "category": "audio"}, "root": "l", "templates": {"l": {"type": "list", "title": "L", "sections": []}}, "script": ["theme neon"]}"#
        )
        let failed = try ToolProcess.run(["script", badTheme])
        #expect(failed.status == 1)
        #expect(
            failed.stderr.hasPrefix(
                "\(badTheme):1:152: error: [request] headunit script: no theme is named 'neon': use default, high-contrast, amber, mono, or a theme file's path\n"
            ))
    }

    @Test func aScriptReadsThemeFilesFromItsScenariosFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-themes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("themes"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(contentsOf: Self.root.appendingPathComponent("Themes/amber.json")).write(to: folder.appendingPathComponent("themes/mine.json"))
        let scenario = folder.appendingPathComponent("s.json")
        try Data(
            #"{"headunit": 1, "app": {"name": "S", "category": "audio"}, "root": "l", "templates": {"l": {"type": "list", "title": "L", "sections": []}}, "script": ["theme themes/mine.json"]}"#
                .utf8
        ).write(to: scenario)
        let run = try ToolProcess.run(["script", scenario.path, "--out", folder.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "\(scenario.path): 1 lines, 0 expectations held\n")
    }

    @Test func aResultThatCannotBeWrittenIsAFailure() throws {
        let result = try Subprocess.run(["bash", "-c", "'\(ToolProcess.binary.path)' snapshot > /dev/full"])
        #expect(result.status == 1)
        #expect(result.output == "headunit: cannot write to standard output: No space left on device\n")
    }

    @Test func snapshotKeysThatCannotBeDoneExitWithTwo() throws {
        let theme = try ToolProcess.run(["snapshot", "--keys", "theme neon"])
        #expect(theme.status == 2)
        #expect(
            theme.stderr
                == "headunit snapshot: no theme is named 'neon': use default, high-contrast, amber, mono, or a theme file's path\n")
        let shot = try ToolProcess.run(["snapshot", "--keys", "screenshot /no/such/folder/f.txt"])
        #expect(shot.status == 2)
        #expect(
            shot.stderr
                == "headunit snapshot: cannot write the screenshot '/no/such/folder/f.txt': it leads outside the output folder '.'; give a path under it\n")
        let full = try ToolProcess.run(["snapshot", "--out", "/no/such/folder"])
        #expect(full.status == 2)
        #expect(full.stderr.hasPrefix("headunit snapshot: --out must be a folder that exists; got '/no/such/folder'\n"))
        let phone = try ToolProcess.run(["snapshot", "--keys", "phone select nope"])
        #expect(phone.status == 1)
        #expect(phone.stderr == "headunit snapshot: --keys: no phone event 'select nope'; the scenario has none\n")
    }
}
