import Foundation
import HeadUnitTestSupport
import Testing

/// `headunit script` with test files, standard input and the CI formats,
/// run as a user runs it.
struct ScriptCommandTests {
    static let radio = LintCommandTests.root.appendingPathComponent("Scenarios/radio.json").path

    /// A test file in a fresh folder, removed after the test.
    func testFile(_ text: String, name: String = "check.hus") throws -> (path: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: file)
        return (file.path, folder)
    }

    @Test func aWrongExpectationExitsOneWithItsPlaceAndTheFrame() throws {
        let (path, folder) = try testFile("# a check that fails\ndpad click\nexpect text \"Nope\"\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolProcess.run(["script", Self.radio, path])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(path):3:1: error: [expect] expected \"Nope\" on the display (script check)")
        #expect(lines.contains { $0.contains("Country Classics") }, "the frame at that moment")
    }

    @Test func anUnknownCommandExitsTwoNamingItsLine() throws {
        let (path, folder) = try testFile("dpad click\njump\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolProcess.run(["script", Self.radio, path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(path):2:1: error: [script-command] unknown command 'jump': use dpad,"))
        #expect(result.stderr.hasSuffix(" (at line 2)\n"))
    }

    /// A test file is read as a JSON scenario is: a byte-order mark passed
    /// over, invalid UTF-8 refused at its line and column in the JSON
    /// parser's words, never read as something else.
    @Test func aTestFileIsReadWithTheEncodingRulesOfJSON() throws {
        let script = "dpad click\nexpect text \"Country Classics\"\n"
        let (marked, folder) = try testFile("\u{FEFF}" + script)
        defer { try? FileManager.default.removeItem(at: folder) }
        let withMark = try ToolProcess.run(["script", Self.radio, marked])
        #expect(withMark.status == 0, "\(withMark.stderr)")
        #expect(withMark.stdout == "\(marked) › check: 2 lines, 1 expectations held\n")
        let inString = Array("[\n\"expect".utf8) + [0xFF] + Array("\"]".utf8)
        for (bytes, place, byte) in [
            (Array(script.utf8.prefix(17)) + [0xFF] + Array(script.utf8.dropFirst(17)), "2:7", "FF"),
            ([0xEF, 0xBB, 0xBF, 0x64, 0xC3, 0x28] + Array(script.utf8.dropFirst(1)), "1:2", "28"),
            (inString, "2:8", "FF"),
        ] {
            let file = folder.appendingPathComponent("invalid.hus")
            try Data(bytes).write(to: file)
            let invalid = try ToolProcess.run(["script", Self.radio, file.path])
            #expect(invalid.status == 2)
            #expect(invalid.stderr == "\(file.path):\(place): error: [encoding] invalid UTF-8 (byte 0x\(byte)) (at line \(place.prefix { $0 != ":" }))\n")
        }
        // The same bytes as JSON: the same words at the same place.
        let json = folder.appendingPathComponent("invalid.json")
        try Data(inString).write(to: json)
        let lint = try ToolProcess.run(["lint", json.path])
        #expect(lint.stdout == "\(json.path):2:8: error: [json-syntax] invalid UTF-8 (byte 0xFF) (at $)\n", "as JSON says it")
    }

    /// D23: errors are capped as lint caps them, and a user's long text is
    /// quoted as an excerpt.
    @Test func aFileOfManyErrorsOrHugeTextIsToldInBoundedLines() throws {
        let (path, folder) = try testFile(String(repeating: "jump\n", count: 1_500))
        defer { try? FileManager.default.removeItem(at: folder) }
        let many = try ToolProcess.run(["script", Self.radio, path])
        #expect(many.status == 2)
        let lines = many.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 1_001)
        #expect(lines.last == "\(path): 500 more problems not listed; the first 1000 are")
        let huge = String(repeating: "x", count: 100_000)
        let (long, other) = try testFile("expect text \"\(huge)\"\n")
        defer { try? FileManager.default.removeItem(at: other) }
        let failed = try ToolProcess.run(["script", Self.radio, long])
        #expect(failed.status == 1)
        let first = try #require(failed.stderr.split(separator: "\n").first)
        #expect(first == "\(long):1:1: error: [expect] expected \"\(String(repeating: "x", count: 60))… (100000 characters)\" on the display (script check)")
        #expect(failed.stderr.utf8.count < 4_000, "the frame and one bounded line")
    }

    @Test func standardInputIsATestFile() throws {
        let result = try Subprocess.run([
            "bash", "-c", "printf 'dpad click\\nexpect template nowPlaying\\n' | '\(ToolProcess.binary.path)' script '\(Self.radio)' -",
        ])
        #expect(result.status == 0)
        #expect(result.output == "- › stdin: 2 lines, 1 expectations held\n")
    }

    @Test func onlyRunsTheScriptNamed() throws {
        let touch = try ToolProcess.run(["script", Self.radio, "--only", "by-touch"])
        #expect(touch.stdout == "\(Self.radio) › by-touch: 20 lines, 12 expectations held\n")
        let none = try ToolProcess.run(["script", Self.radio, "--only", "by-voice"])
        #expect(none.status == 2)
        #expect(none.stderr == "headunit script: no script is named 'by-voice'; there are: by-knob, by-touch\n")
    }

    @Test func tapAndJUnitSayWhichScriptFailedAndWhere() throws {
        let (path, folder) = try testFile("dpad click\nexpect paused\n", name: "paused.hus")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tap = try ToolProcess.run(["script", Self.radio, path, "--tap"])
        #expect(tap.status == 1)
        let lines = tap.stdout.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(3)) == ["TAP version 13", "1..1", "not ok 1 - \(path) paused"])
        #expect(lines.contains("  message: \"[expect] expected nothing playing; country is playing\""))
        #expect(lines.contains("  at: \"\(path):2:1\""))

        let junit = folder.appendingPathComponent("results.xml").path
        let result = try ToolProcess.run(["script", Self.radio, "--junit", junit])
        #expect(result.status == 0)
        // The report of the first run is replaced only when asked (--force).
        let failing = try ToolProcess.run(["script", Self.radio, path, "--junit", junit, "--force"])
        #expect(failing.status == 1)
        // A JUnit reader reads it: Python's xml.etree, as CI tooling does.
        let parsed = try Subprocess.run([
            "python3", "-c",
            """
            import xml.etree.ElementTree as tree
            root = tree.parse('\(junit)').getroot()
            case = root.find('testsuite/testcase')
            print(root.get('tests'), root.get('failures'), case.get('name'), case.find('failure').get('type'))
            print(case.find('failure').text.splitlines()[0])
            """,
        ])
        #expect(parsed.status == 0, "\(parsed.output)")
        #expect(parsed.output == "1 1 paused expect\n\(path):2:1\n")
    }

    @Test func expectScreenComparesWithAFileBesideTheScriptAndUpdatesIt() throws {
        let (path, folder) = try testFile("dpad click\nexpect screen playing.txt\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try ToolProcess.run(["script", Self.radio, path])
        #expect(missing.status == 1)
        #expect(
            missing.stderr.hasPrefix("\(path):2:1: error: [expect] expected the display to be the text of \(folder.path)/playing.txt; the file does not exist"))
        let recorded = try ToolProcess.run(["script", Self.radio, path, "--update-screens"])
        #expect(recorded.status == 0)
        let screen = try String(contentsOfFile: folder.appendingPathComponent("playing.txt").path, encoding: .utf8)
        #expect(screen.contains("Country Classics"))
        #expect(try ToolProcess.run(["script", Self.radio, path]).status == 0)
        // The same screen with CR LF line ends, as a Windows checkout has it.
        try Data(screen.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: folder.appendingPathComponent("playing.txt"))
        let crlf = try ToolProcess.run(["script", Self.radio, path])
        #expect(crlf.status == 0, "\(crlf.stderr)")
        try Data(screen.replacingOccurrences(of: "Country Classics", with: "Jazz Hour      ").utf8).write(to: folder.appendingPathComponent("playing.txt"))
        let differs = try ToolProcess.run(["script", Self.radio, path])
        #expect(differs.status == 1)
        #expect(differs.stderr.contains("; row "))
    }

    /// A task's name comes from the file: the text report shows its
    /// control characters escaped, never sent to the terminal.
    @Test func theTextReportEscapesWhatTheFileSays() throws {
        let (path, folder) = try testFile("task \"a\u{1B}[2Jb\"\ndpad click\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolProcess.run(["script", Self.radio, path, "--report", "text"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.contains { $0.hasPrefix("  task a\\u001b[2Jb: 1 inputs (") })
        #expect(!result.stdout.contains("\u{1B}"))
    }

    /// Acceptance: per script, the inputs by kind, the deepest stack and
    /// the estimated task time with the budgets it is held against.
    @Test func theReportSaysWhatEachScriptCostTheDriver() throws {
        let result = try ToolProcess.run(["script", Self.radio, "--report", "json"])
        #expect(result.status == 0)
        let parsed = try Subprocess.run([
            "python3", "-c",
            """
            import json, sys
            report = json.loads(sys.argv[1])
            for script in report['scripts']:
                task = script['tasks'][0]
                print(script['script'], task['inputs']['rotations'], task['inputs']['touches'], task['deepestStack'], task['depthLimit'],
                      task['estimatedStaticTaskSeconds'], task['budgets']['sae-j2364']['limitSeconds'], task['budgets']['sae-j2364']['within'],
                      task['budgets']['nhtsa-eyes-off-road']['limitSeconds'])
            """, result.stdout,
        ])
        #expect(parsed.output == "by-knob 5 0 2 5 8.04 15 True 12\nby-touch 0 4 2 5 11.3 15 True 12\n")
        let text = try ToolProcess.run(["script", Self.radio, "--report", "text", "--only", "by-touch"])
        #expect(text.stdout.contains("    estimated static task time 11.3 s (H 1×0.4, M 4×1.35, P 5×1.1)\n"))
        #expect(text.stdout.contains("    within SAE J2364's 15 s static task time\n"))
    }

    static var hasAsciinema: Bool {
        (try? Subprocess.run(["asciinema", "--version"]).status) == 0 || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    /// The recording is asciicast v2, which asciinema reads; it holds the
    /// scenario's first screen, and the same script writes the same file.
    @Test(.enabled(if: hasAsciinema, "asciinema is not installed (pip install asciinema)"))
    func aCastIsTheSameEveryRunAndAsciinemaReadsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-cast-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("one.cast").path, second = folder.appendingPathComponent("two.cast").path
        #expect(try ToolProcess.run(["script", Self.radio, "--only", "by-knob", "--cast", first]).status == 0)
        #expect(try ToolProcess.run(["script", Self.radio, "--only", "by-knob", "--cast", second]).status == 0)
        let cast = try String(contentsOfFile: first, encoding: .utf8)
        #expect(cast == (try String(contentsOfFile: second, encoding: .utf8)), "identical, on the virtual clock")
        let lines = cast.split(separator: "\n")
        #expect(lines.first?.hasPrefix(#"{"version": 2, "width": 50, "height": 16, "idle_time_limit": 2, "#) == true)
        #expect(lines.contains(#"[0.800, "m", "dpad click"]"#))
        #expect(lines.last?.hasSuffix(#", "o", "\u001b[0m\u001b[?25h"]"#) == true, "the player's pen reset and its cursor shown at the end")
        // On a terminal of its own: Debian's asciinema 2.2 opens /dev/tty to
        // read keys, which would stop a suite run from a terminal (job
        // control) and fail one run without any.
        let played = try Subprocess.runInTerminal(["asciinema", "cat", first], columns: 60, rows: 20)
        #expect(played.status == 0)
        #expect(played.output.contains("Stations") && played.output.contains("Country Classics"), "the first screen")
        #expect(played.output.contains("● press"), "the keycast strip")
    }

    @Test func framesAreOnePictureAStep() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try ToolProcess.run(["script", Self.radio, "--only", "by-touch", "--frames", folder.path]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count == 6, "\(names)")
        #expect(names.first == "step-001.svg")
        let first = try String(contentsOfFile: folder.appendingPathComponent("step-001.svg").path, encoding: .utf8)
        #expect(first.hasPrefix("<svg") && first.contains("tap “Country Classics”"))
    }
}
