import Foundation
import HeadUnitTestSupport
import Testing

/// PNG pictures, as the DHU's screenshots are: `screenshot FILE.png` and
/// `snapshot --format png`, rendered from the SVG by rsvg-convert, and a
/// refusal that names it where it is missing.
struct PNGTests {
    /// A PNG's width and height, from its header.
    static func size(of png: Data) -> (Int, Int)? {
        let bytes = [UInt8](png)
        guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        let number = { (at: Int) in bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    @Test(.enabled(if: ThemeCommandTests.canConvert, "rsvg-convert is not installed (Debian: librsvg2-bin)"))
    func aScreenshotAndASnapshotArePNGPictures() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shot = try ToolProcess.run(["snapshot", "--out", folder.path, "--keys", "screenshot shot.png"])
        #expect(shot.status == 0, "\(shot.stderr)")
        let png = try Data(contentsOf: folder.appendingPathComponent("shot.png"))
        let svg = try ToolProcess.run(["snapshot", "--format", "svg"]).stdout
        let width = try #require(svg.range(of: #"width="(\d+)""#, options: .regularExpression).map { Int(svg[$0].dropFirst(7).dropLast()) })
        #expect(Self.size(of: png).map { $0.0 } == width, "the SVG's size in pixels")
        let piped = folder.appendingPathComponent("snapshot.png").path
        let snapshot = try Subprocess.run(["bash", "-c", "'\(ToolProcess.binary.path)' snapshot --format png > '\(piped)'"])
        #expect(snapshot.status == 0, "\(snapshot.output)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: piped)) == png, "the same picture")
    }

    @Test func withoutRsvgConvertAPNGIsRefusedNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ToolProcess.run(["snapshot", "--out", folder.path, "--keys", "screenshot shot.png"], environment: ["PATH": "/nonexistent"])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "headunit snapshot: cannot write the screenshot 'shot.png': a PNG needs rsvg-convert, which is not installed (Debian: apt install librsvg2-bin); write .svg instead\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("shot.png").path))
    }

    /// An rsvg-convert that ends before it reads the picture (larger than
    /// a pipe holds, so headunit's write meets a closed pipe) is an error
    /// with its own message, never a SIGPIPE that ends headunit; in a
    /// script, a failure of that step.
    @Test func aRendererThatEndsEarlyIsAnErrorWithItsMessage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The renderer is a file of the repository: one written now could be
        // open in a process another test forks meanwhile, and not run ("Text file busy").
        let renderers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/FailingRenderer").path
        let environment = ["PATH": "\(renderers):/usr/bin:/bin"]
        let large = ["--profile", "2400x1600@1x", "--density", "2"]
        let reason = "rsvg-convert could not render the picture (exit status 3): rsvg-convert: Error reading SVG:; the picture is broken"
        let snapshot = try ToolProcess.run(["snapshot", "--format", "png"] + large, environment: environment)
        #expect(snapshot.status == 2)
        #expect(snapshot.stderr == "headunit snapshot: \(reason)\n")
        let script = folder.appendingPathComponent("shots.hus")
        try Data("screenshot shot.png\n".utf8).write(to: script)
        let run = try ToolProcess.run(["script", script.path, "--out", folder.path] + large, environment: environment)
        #expect(run.status == 1)
        #expect(
            run.stderr.hasPrefix("\(script.path):1:1: error: [request] headunit script: cannot write the screenshot 'shot.png': \(reason) (script shots)\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("shot.png").path))
    }

    @Test func aPNGIsNotWrittenToATerminal() throws {
        let result = try Subprocess.runInTerminal([ToolProcess.binary.path, "snapshot", "--format", "png"])
        #expect(result.status == 2)
        #expect(
            result.output.contains(
                "headunit snapshot: --format png writes a picture, not text for a terminal; redirect standard output to a file (> shot.png)"))
    }
}
