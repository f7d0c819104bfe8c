import Foundation
import HeadUnitTestSupport
import Testing

/// `play --video FILE` and `script --video FILE`: a video of the run made
/// by ffmpeg, at the demo frame's size, timed by the script's pauses and
/// the car's clock; checked before any work, and never leaving its frames.
struct VideoCommandTests {
    /// ffmpeg (with ffprobe) and rsvg-convert may be missing on a user's machine, never under CI.
    static var canEncode: Bool {
        let here = ["ffmpeg", "ffprobe"].allSatisfy { (try? Subprocess.run([$0, "-version"]).status) == 0 }
        return (here && ThemeCommandTests.canConvert) || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    static let radio = ScriptCommandTests.radio

    /// A fresh folder, removed after the test, holding what the test writes there.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-video-\(UUID().uuidString)")

        init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }

        deinit { try? FileManager.default.removeItem(at: url) }

        func path(_ name: String) -> String { url.appendingPathComponent(name).path }

        /// What is in it, hidden files too: a run's own folder of frames would show.
        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }

        /// Writes `text` to the file `name`; its path.
        func write(_ text: String, to name: String) throws -> String {
            try Data(text.utf8).write(to: url.appendingPathComponent(name))
            return path(name)
        }
    }

    /// The duration ffprobe reads from a video's container, in seconds.
    static func duration(of path: String) throws -> Double {
        let probe = try Subprocess.run(["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path])
        #expect(probe.status == 0, "\(probe.output)")
        return try #require(Double(probe.output.trimmingCharacters(in: .whitespacesAndNewlines)), "\(probe.output)")
    }

    /// The GIF is GIF89a, its logical screen the demo frame's size as the
    /// SVG of the same step draws it; only the video is left beside it.
    @Test(.enabled(if: canEncode, "ffmpeg or rsvg-convert is not installed (Debian: ffmpeg, librsvg2-bin)"))
    func aGIFIsTheDemoFramesSize() throws {
        let folder = try Folder()
        let result = try ToolProcess.run(["script", Self.radio, "--only", "by-knob", "--frames", folder.path("steps"), "--video", folder.path("demo.gif")])
        #expect(result.status == 0, "\(result.stderr)")
        let gif = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder.path("demo.gif"))))
        #expect(gif.starts(with: Array("GIF89a".utf8)))
        let width = Int(gif[6]) | Int(gif[7]) << 8, height = Int(gif[8]) | Int(gif[9]) << 8
        let step = try String(contentsOfFile: folder.path("steps/step-001.svg"), encoding: .utf8)
        #expect(step.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)""#), "\(width)x\(height)")
        #expect(width == 540 && height == 400, "the standard display, its strip and bezel")
        #expect(folder.names == ["demo.gif", "steps"], "the frames' folder is gone")
    }

    /// The timed script's runs: its options, and the video's seconds. A
    /// pause of 0.8 s before the input, each sleep on the car's clock (at
    /// its rate, at most 3 s), 2 s on the last frame; `--speed` shortens all.
    static let timedRuns: [([String], Double)] = [
        ([], 1 + 0.8 + 2 + 3 + 2),
        (["--clock-rate", "2x"], 0.5 + 0.8 + 1 + 3 + 2),
        (["--speed", "2"], 4.4),
    ]

    /// A script of known sleeps lasts its time in the video.
    @Test(.enabled(if: canEncode, "ffmpeg or rsvg-convert is not installed (Debian: ffmpeg)"), arguments: timedRuns)
    func anMP4LastsTheScriptsTime(options: [String], seconds: Double) throws {
        let folder = try Folder()
        let script = try folder.write("sleep 1\ndpad rotate right\nsleep 2\nsleep 40\n", to: "timed.hus")
        let video = folder.path("timed.mp4")
        let result = try ToolProcess.run(["play", Self.radio, "--script", script, "--video", video] + options)
        #expect(result.status == 0, "\(result.stderr)")
        let duration = try Self.duration(of: video)
        #expect(abs(duration - seconds) <= seconds * 0.1, "\(duration) s, expected \(seconds) s")
        let probe = try Subprocess.run(["ffprobe", "-v", "error", "-show_entries", "stream=codec_name,pix_fmt", "-of", "csv=p=0", video])
        #expect(probe.output.hasPrefix("h264,yuv420p"), "\(probe.output)")
    }

    /// `script --video` takes every script of the run, one after another.
    @Test(.enabled(if: canEncode, "ffmpeg or rsvg-convert is not installed (Debian: ffmpeg)"))
    func aWebMIsWritten() throws {
        let folder = try Folder()
        let video = folder.path("demo.webm")
        let result = try ToolProcess.run(["script", Self.radio, "--video", video])
        #expect(result.status == 0, "\(result.stderr)")
        let webm = try [UInt8](Data(contentsOf: URL(fileURLWithPath: video)))
        #expect(webm.starts(with: [0x1A, 0x45, 0xDF, 0xA3]), "an EBML (Matroska, WebM) file")
        let probe = try Subprocess.run(["ffprobe", "-v", "error", "-show_entries", "stream=codec_name", "-of", "csv=p=0", video])
        #expect(probe.output.hasPrefix("vp9"), "\(probe.output)")
        #expect(folder.names == ["demo.webm"])
    }

    /// Refused before the run, exit 2, nothing written: a missing folder, a
    /// name that says no format, a missing ffmpeg (its Debian package
    /// told), and a video asked of `--out`, which is screenshots' folder.
    @Test(arguments: [
        (["--video", "missing/demo.gif"], [String: String](), "cannot write --video 'FOLDER/missing/demo.gif': the folder 'FOLDER/missing' does not exist"),
        (["--video", "demo.avi"], [:], "cannot write --video 'FOLDER/demo.avi': a video's name ends in .gif, .mp4 or .webm, which says its format"),
        (
            ["--video", "demo.gif"], ["PATH": "/nonexistent"],
            "cannot write --video 'FOLDER/demo.gif': ffmpeg is not installed (Debian: apt-get install ffmpeg)"
        ),
        (["--out", "demo.gif"], [:], "--out is the folder screenshots go under; a video is written with --video FOLDER/demo.gif"),
    ])
    func aVideoThatCannotBeWrittenStopsBeforeTheRun(arguments: [String], environment: [String: String], message: String) throws {
        let folder = try Folder()
        let given = arguments.map { $0.hasPrefix("--") ? $0 : folder.path($0) }
        let result = try ToolProcess.run(["play", Self.radio, "--script", "by-knob"] + given, environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr == "headunit play: \(message.replacingOccurrences(of: "FOLDER", with: folder.url.path))\n")
        #expect(result.stdout.isEmpty)
        #expect(folder.names.isEmpty, "nothing written: \(folder.names)")
    }

    /// A program on PATH before the real ones, that says `complaint` on
    /// standard error and exits 3 without reading its input.
    static func failing(_ program: String, complaint: String, in folder: Folder) throws -> [String: String] {
        let bin = folder.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let path = bin.appendingPathComponent(program).path
        try Data("#!/bin/sh\necho '\(complaint)' >&2\nexit 3\n".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return ["PATH": "\(bin.path):\(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")"]
    }

    /// A failing ffmpeg is told with its last lines, exit 2; nothing is
    /// left behind, neither video nor frames.
    @Test(.enabled(if: canEncode, "rsvg-convert is not installed (Debian: librsvg2-bin)"))
    func aFailingFFmpegIsToldWithItsLastLines() throws {
        let folder = try Folder()
        let environment = try Self.failing("ffmpeg", complaint: "Unknown encoder libx264", in: folder)
        let result = try ToolProcess.run(["play", Self.radio, "--script", "by-knob", "--video", folder.path("demo.mp4")], environment: environment)
        #expect(result.status == 2)
        #expect(result.stderr == "headunit play: cannot write --video '\(folder.path("demo.mp4"))': ffmpeg failed (exit status 3): Unknown encoder libx264\n")
        #expect(folder.names == ["bin"])
    }

    /// An rsvg-convert that dies before it reads a picture larger than a
    /// pipe holds (80 KB) is an error, never headunit's death by SIGPIPE.
    @Test(.enabled(if: canEncode, "ffmpeg is not installed (Debian: ffmpeg)"))
    func aDyingRendererIsAnErrorNotSIGPIPE() throws {
        let folder = try Folder()
        let environment = try Self.failing("rsvg-convert", complaint: "no", in: folder)
        let result = try ToolProcess.run(
            ["play", Self.radio, "--script", "by-knob", "--profile", "2400x1600@1", "--density", "2", "--video", folder.path("demo.gif")],
            environment: environment)
        #expect(result.status == 2, "not signal 13: \(result.stderr)")
        #expect(result.stderr.hasSuffix("': rsvg-convert could not render the picture (exit status 3): no\n"), "its words, quoted: \(result.stderr)")
        #expect(folder.names == ["bin"])
    }
}
