import Foundation
import HeadUnitTestSupport
import Testing

/// A test folder holding symbolic links: a script reads (expected
/// screens, themes) and writes (`--update-screens`) only under its folder.
/// A link inside that leads inside is read through; one that leads out is
/// an error naming it, and nothing outside is read or written.
struct ScriptFolderLinkTests {
    /// `tests/` holding the scripts, `outside/` a private file and a theme
    /// beside it; removed after the test.
    final class Tree {
        let root: URL
        var tests: String { root.appendingPathComponent("tests").path }
        var outside: String { root.appendingPathComponent("outside").path }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-links-\(UUID().uuidString)")
            for folder in ["tests/real", "outside"] {
                try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            try Data("a private first line\n".utf8).write(to: URL(fileURLWithPath: outside + "/secret.txt"))
            try Data(#"{"headunit-theme": 1, "name": "outside"}"#.utf8).write(to: URL(fileURLWithPath: outside + "/theme.json"))
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        /// A link in `tests` named `name`, to `destination`.
        func link(_ name: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(atPath: tests + "/" + name, withDestinationPath: destination)
        }

        /// Writes a script into `tests` and runs it on the radio scenario.
        func run(_ script: String, _ options: [String] = []) throws -> ToolProcess.Result {
            try Data(script.utf8).write(to: URL(fileURLWithPath: tests + "/check.hus"))
            return try ToolProcess.run(["script", ScriptCommandTests.radio, tests + "/check.hus"] + options)
        }
    }

    @Test func expectScreenRefusesALinkLeadingOutAndNamesIt() throws {
        let tree = try Tree()
        try tree.link("home.txt", to: tree.outside + "/secret.txt")
        try tree.link("screens", to: "../outside")
        for (line, link) in [("expect screen home.txt", "home.txt"), ("expect screen screens/secret.txt", "screens")] {
            let result = try tree.run(line + "\n")
            #expect(result.status == 1)
            let file = tree.tests + "/" + line.dropFirst("expect screen ".count)
            #expect(
                result.stderr.split(separator: "\n").first
                    == """
                    \(tree.tests)/check.hus:1:1: error: [expect] expected the display to be the text of \(file); \
                    the symbolic link '\(tree.tests)/\(link)' leads outside the folder '\(tree.tests)'; headunit reads only under it (script check)
                    """)
            #expect(!result.stderr.contains("private"), "nothing of the file outside is shown")
        }
    }

    @Test func aLinkLeadingInsideTheFolderIsFollowed() throws {
        let tree = try Tree()
        try tree.link("screens", to: "real")
        let recorded = try tree.run("dpad click\nexpect screen real/playing.txt\n", ["--update-screens"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let compared = try tree.run("dpad click\nexpect screen screens/playing.txt\n")
        #expect(compared.status == 0, "\(compared.stderr)")
    }

    @Test func updateScreensWritesThroughNoLinkOutOfTheFolder() throws {
        let tree = try Tree()
        try tree.link("screens", to: "../outside")
        let result = try tree.run("dpad click\nexpect screen screens/secret.txt\n", ["--update-screens"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "headunit script: cannot write the screen 'screens/secret.txt': a symbolic link is on its way; headunit does not write through one\n")
        #expect(result.stdout == "", "refused before any script ran")
        #expect(try String(contentsOfFile: tree.outside + "/secret.txt", encoding: .utf8) == "a private first line\n")
    }

    @Test func aThemeIsNotLoadedThroughALinkLeadingOut() throws {
        let tree = try Tree()
        try tree.link("themes", to: "../outside")
        let result = try tree.run("theme themes/theme.json\n")
        #expect(result.status == 1)
        #expect(
            result.stderr.split(separator: "\n").first
                == """
                \(tree.tests)/check.hus:1:1: error: [request] \(tree.tests)/themes/theme.json:1:1: error: [unreadable] \
                the symbolic link '\(tree.tests)/themes' leads outside the folder '\(tree.tests)'; headunit reads only under it (at $) (script check)
                """)
    }
}
