import Foundation
import HeadUnitCore
import HeadUnitFiles
import Testing

/// The user's files are safe from a run: nothing is replaced that the run
/// did not write (unless forced), no symbolic link is followed to write, no
/// FIFO or device blocks a read or a write, and a confined run writes
/// nowhere outside its folder.
struct FileSafetyTests {
    /// A fresh folder, removed after the test.
    final class Folder {
        let url: URL
        var path: String { url.path }
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-files-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: url) }
        func file(_ name: String) -> String { url.appendingPathComponent(name).path }
        func contents(_ name: String) -> String? { try? String(contentsOfFile: file(name), encoding: .utf8) }
    }

    @Test func aFileIsCreatedAndOnlyThisRunsOwnIsWrittenAgain() throws {
        let folder = try Folder()
        try "the user's".write(toFile: folder.file("mine.txt"), atomically: false, encoding: .utf8)
        var files = FileWriter(scope: .under(folder.path))
        #expect(files.write("one", to: "shot.txt") == nil)
        #expect(files.write("two", to: "shot.txt") == nil, "the run wrote it, so it may again")
        #expect(folder.contents("shot.txt") == "two")
        #expect(files.write("x", to: "mine.txt") == .exists)
        #expect(folder.contents("mine.txt") == "the user's")
        var forced = FileWriter(scope: .under(folder.path), replacesExisting: true)
        #expect(forced.write("forced", to: "mine.txt") == nil)
        #expect(folder.contents("mine.txt") == "forced")
    }

    @Test(arguments: ["../escape.txt", "/tmp/escape.txt", "a/../../escape.txt"])
    func aConfinedRunWritesNowhereOutside(_ path: String) throws {
        let folder = try Folder()
        var files = FileWriter(scope: .under(folder.path))
        #expect(files.write("x", to: path) == .outside(folder: folder.path))
    }

    @Test func noSymbolicLinkIsFollowedToWrite() throws {
        let folder = try Folder()
        let target = try Folder()
        try FileManager.default.createSymbolicLink(atPath: folder.file("dangling.txt"), withDestinationPath: target.file("new.txt"))
        try "precious".write(toFile: target.file("precious.txt"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.txt"), withDestinationPath: target.file("precious.txt"))
        try FileManager.default.createSymbolicLink(atPath: folder.file("sub"), withDestinationPath: target.path)
        var files = FileWriter(scope: .under(folder.path), replacesExisting: true)
        #expect(files.write("x", to: "dangling.txt") == .symbolicLink)
        #expect(files.write("x", to: "link.txt") == .symbolicLink)
        #expect(files.write("x", to: "sub/new.txt") == .symbolicLink)
        var anywhere = FileWriter(scope: .anywhere, replacesExisting: true)
        #expect(anywhere.write("x", to: folder.file("link.txt")) == .symbolicLink)
        #expect(!FileManager.default.fileExists(atPath: target.file("new.txt")))
        #expect(folder.contents("link.txt") == "precious")
    }

    @Test func aFIFOIsNeitherWrittenNorReadAndNothingBlocks() throws {
        let folder = try Folder()
        try #require(mkfifo(folder.file("pipe"), 0o600) == 0)
        var files = FileWriter(scope: .under(folder.path), replacesExisting: true)
        #expect(files.write("x", to: "pipe") == .notARegularFile)
        var anywhere = FileWriter(scope: .anywhere, replacesExisting: true)
        #expect(anywhere.write("x", to: folder.file("pipe")) == .notARegularFile)
        #expect(LocalFile.read(folder.file("pipe"), limit: 1 << 20) == .failure(.notARegularFile))
        let loaded = ScenarioLoader.load(path: folder.file("pipe"))
        #expect(
            loaded.diagnostics.map { $0.formatted(file: "pipe") } == [
                "pipe:1:1: error: [unreadable] it is not a regular file (a folder, a FIFO or a device) (at $)"
            ])
        #expect(LocalFile.read("/dev/zero", limit: 1 << 20) == .failure(.notARegularFile))
    }

    @Test func numberedScreenshotsTakeTheFirstNameNotTaken() throws {
        let folder = try Folder()
        try "earlier".write(toFile: folder.file("headunit-screenshot-1.txt"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.file("headunit-screenshot-2.txt"), withDestinationPath: "/nonexistent/x")
        var files = FileWriter(scope: .under(folder.path))
        let driver = SessionDriver(state: SessionState(app: ScenarioLoader.tour.app))
        let outcome = FileEffects.perform(.screenshot(.nextNumbered), on: driver, theme: ThemeLoader.standard, depth: .none, voice: .console, files: &files)
        #expect(outcome == .savedScreenshot("headunit-screenshot-3.txt"))
        #expect(folder.contents("headunit-screenshot-1.txt") == "earlier")
        #expect(folder.contents("headunit-screenshot-3.txt") == PlainTextWriter.text(of: driver.picture))
    }

    /// The screenshot key pressed twice keeps both: a numbered screenshot
    /// never replaces one, not even the run's own, nor with --force.
    @Test func aSecondNumberedScreenshotNeverReplacesTheFirst() throws {
        let folder = try Folder()
        var files = FileWriter(scope: .under(folder.path), replacesExisting: true)
        var driver = SessionDriver(state: SessionState(app: ScenarioLoader.tour.app))
        let first = FileEffects.perform(.screenshot(.nextNumbered), on: driver, theme: ThemeLoader.standard, depth: .none, voice: .console, files: &files)
        let firstText = PlainTextWriter.text(of: driver.picture)
        driver.send(.rotate(1))
        let second = FileEffects.perform(.screenshot(.nextNumbered), on: driver, theme: ThemeLoader.standard, depth: .none, voice: .console, files: &files)
        #expect(first == .savedScreenshot("headunit-screenshot-1.txt"))
        #expect(second == .savedScreenshot("headunit-screenshot-2.txt"))
        #expect(folder.contents("headunit-screenshot-1.txt") == firstText)
        #expect(folder.contents("headunit-screenshot-2.txt") == PlainTextWriter.text(of: driver.picture))
    }

    @Test func lintRefusesAScriptPathThatLeavesItsFolder() {
        let json = """
            {"headunit": 1, "app": {"name": "T", "category": "audio"}, "root": "h",
             "templates": {"h": {"type": "list", "title": "H", "sections": []}},
             "script": ["screenshot ../../home/user/.bashrc", "screenshot shots/ok.svg; theme /etc/passwd", "theme amber; theme themes/mine.json"]}
            """
        let lines = ScenarioLoader.load(bytes: Array(json.utf8), file: "s.json").diagnostics.map { $0.formatted(file: "s.json") }
        #expect(
            lines == [
                #"s.json:3:13: error: [script-path] screenshot "../../home/user/.bashrc" leads outside the folder a script writes under (--out); give a relative path without .. (at $.script[0])"#,
                #"s.json:3:51: error: [script-path] theme "/etc/passwd" must be a theme's name or a file under the scenario's folder (at $.script[1])"#,
            ])
    }
}
