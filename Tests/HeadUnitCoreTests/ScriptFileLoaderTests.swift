import HeadUnitCore
import Testing

/// A test file's lines as `ScriptFileLoader` reads them: a line said many
/// times is read once, and every line keeps its own place and text.
struct ScriptFileLoaderTests {
    @Test func aRepeatedLineKeepsItsOwnPlaceAndProblems() throws {
        let text = "dpad rotate right\nbogus\n\ndpad rotate right\nbogus\nscreenshot ../x.svg\nscreenshot ../x.svg"
        guard case .failure(let failure) = ScriptFileLoader.load(text: text, file: "t.hus") else {
            Issue.record("a file with unknown commands loads")
            return
        }
        let unknown =
            "error: [script-command] unknown command 'bogus': use dpad, keycode, tap, drag, day, night, daynight, restrict, connect, disconnect, profile, screenshot, help, quit, sleep, phone, expect, theme, type, cluster, clock, task, open, drive, speed, gear, parking_brake, inspect"
        let outside =
            #"error: [script-path] screenshot "../x.svg" leads outside the folder a script writes under (--out); give a relative path without .."#
        #expect(
            failure.lines(file: "t.hus") == [
                "t.hus:2:1: \(unknown) (at line 2)", "t.hus:5:1: \(unknown) (at line 5)", "t.hus:6:1: \(outside) (at line 6)",
                "t.hus:7:1: \(outside) (at line 7)",
            ])
    }

    @Test func repeatedLinesRunAtTheirOwnLines() throws {
        let script = try ScriptFileLoader.load(text: "dpad rotate right\n# turn back\ndpad rotate left\n\ndpad rotate right", file: "t.hus").get()
        #expect(script.lines.map(\.text) == ["dpad rotate right", "dpad rotate left", "dpad rotate right"])
        #expect(script.lines.map(\.location.line) == [1, 3, 5])
        #expect(script.lines.map(\.commands) == [[.input(.rotate(1))], [.input(.rotate(-1))], [.input(.rotate(1))]])
    }

    /// Swift's strings compare canonically, so `é` as one scalar and as `e`
    /// with a combining accent are equal; each line keeps its own scalars.
    @Test func canonicallyEqualLinesKeepTheirOwnScalars() throws {
        let composed = "expect text \"\u{E9}\"", decomposed = "expect text \"e\u{301}\""
        let script = try ScriptFileLoader.load(text: "\(composed)\n\(decomposed)\n\(composed)", file: "t.hus").get()
        #expect(script.lines.map { Array($0.text.unicodeScalars) } == [composed, decomposed, composed].map { Array($0.unicodeScalars) })
        let texts = script.lines.map { line -> [Unicode.Scalar] in
            guard case .expect(.text(let text)) = line.commands.first else { return [] }
            return Array(text.unicodeScalars)
        }
        #expect(texts == [["\u{E9}"], ["e", "\u{301}"], ["\u{E9}"]])
    }

    /// Line ends as the JSON reader counts lines (`UTF8Text`): only LF
    /// ends a line and CR is space, so a CR LF file (a Windows editor's)
    /// reports its problems where its LF twin does, and its lines' text
    /// holds no CR.
    @Test func aCRLFFileReportsItsProblemsWhereItsLFTwinDoes() throws {
        let lines = ["dpad rotate right", "# a comment", "bogus", "dpad click"]
        func report(_ text: String) -> [String] {
            guard case .failure(let failure) = ScriptFileLoader.load(bytes: Array(text.utf8), file: "t.hus") else { return [] }
            return failure.lines(file: "t.hus")
        }
        let windows = report(lines.joined(separator: "\r\n") + "\r\n")
        #expect(windows.count == 1)
        #expect(windows.first?.hasPrefix("t.hus:3:1: error: [script-command] unknown command 'bogus': ") == true, "\(windows)")
        #expect(windows.first?.hasSuffix(" (at line 3)") == true)
        #expect(windows == report(lines.joined(separator: "\n") + "\n"))
    }

    @Test func aCRLFFileRunsEachLineAtItsOwnPlace() throws {
        let script = try ScriptFileLoader.load(bytes: Array("dpad rotate right\r\n\r\ndpad rotate left\r\n".utf8), file: "t.hus").get()
        #expect(script.lines.map(\.text) == ["dpad rotate right", "dpad rotate left"])
        #expect(script.lines.map(\.location.line) == [1, 3])
        #expect(script.lines.map(\.commands) == [[.input(.rotate(1))], [.input(.rotate(-1))]])
    }

    /// A lone CR ends no line, as in JSON: it parts two commands of the
    /// same line (the command language's line break), and the next LF's
    /// line is still the second.
    @Test func aLoneCRPartsCommandsOfOneLine() throws {
        let script = try ScriptFileLoader.load(bytes: Array("dpad rotate right\rdpad click\ndpad rotate left".utf8), file: "t.hus").get()
        #expect(script.lines.map(\.location.line) == [1, 2])
        #expect(script.lines.map(\.commands) == [[.input(.rotate(1)), .input(.press)], [.input(.rotate(-1))]])
    }
}
