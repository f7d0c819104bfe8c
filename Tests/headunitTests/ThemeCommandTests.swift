import Foundation
import HeadUnitCore
import HeadUnitTestSupport
import Testing

/// Themes and pictures, run as a user runs them.
struct ThemeCommandTests {
    /// rsvg-convert may be missing on a user's machine, never under CI.
    static var canConvert: Bool {
        (try? Subprocess.run(["rsvg-convert", "--version"]).status) == 0 || ProcessInfo.processInfo.environment["CI"] == "true"
    }

    @Test(.enabled(if: canConvert, "rsvg-convert is not installed (Debian: librsvg2-bin)"))
    func anAmberSVGBecomesAPicture() throws {
        let svg = try ToolProcess.run(["snapshot", "--format", "svg", "--theme", "amber"])
        #expect(svg.status == 0)
        #expect(svg.stdout.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="540" height="380""#))
        #expect(svg.stdout.contains(##"fill="#0a0500""##) == false && svg.stdout.contains(##"fill="#1a0f00""##), "amber's day background")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("f.svg"), output = directory.appendingPathComponent("f.png")
        try Data(svg.stdout.utf8).write(to: input)
        let converted = try Subprocess.run(["rsvg-convert", input.path, "-o", output.path])
        #expect(converted.status == 0, "\(converted.output)")
        let png = try Data(contentsOf: output)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // Width and height from the IHDR chunk: the frame in its bezel.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 540 && height == 380)
    }

    @Test func aBrokenThemeFileIsRefusedWithStatus2() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("theme-\(UUID().uuidString).json")
        try Data(#"{"headunit-theme": 1, "name": "x", "day": {"ink": {}, "surface": {}}, "night": 3}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try ToolProcess.run(["snapshot", "--theme", file.path])
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(file.path):1:51: error: [missing-key] \"day.ink\" needs the key \"accent\" (at $.day.ink)")
        #expect(lines.last == "\(file.path):1:80: error: [wrong-type] \"night\" must be an object, not a number (at $.night)")
        #expect(result.stdout.isEmpty)
        let named = try ToolProcess.run(["snapshot", "--theme", "neon"])
        #expect(named.status == 2)
        #expect(
            named.stderr
                == "headunit snapshot: --theme: no theme is named 'neon': use default, high-contrast, amber, mono, or a theme file's path\n",
            "a name is no file: the message has no file position")
    }

    @Test func themesAreListed() throws {
        let result = try ToolProcess.run(["themes"])
        #expect(result.status == 0)
        #expect(result.lines.map { String($0.prefix(15)).trimmingCharacters(in: .whitespaces) }.prefix(4) == ["default", "high-contrast", "amber", "mono"])
    }

    @Test func ansiFollowsNoColorAndColorterm() throws {
        let plain = try ToolProcess.run(["snapshot", "--format", "ansi"], environment: ["NO_COLOR": "1", "COLORTERM": ""])
        #expect(!plain.stdout.contains("38;"))
        #expect(plain.stdout.contains("\u{1B}[0;7m▐") || plain.stdout.contains(";7m"), "focus in reverse video")
        let full = try ToolProcess.run(["snapshot", "--format", "ansi"], environment: ["NO_COLOR": "", "COLORTERM": "truecolor"])
        #expect(full.stdout.contains("48;2;0;122;255"), "the focus fill in 24-bit colour")
        let ascii = try ToolProcess.run(["snapshot", "--ascii"])
        #expect(ascii.stdout.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(ascii.stdout.contains("[#=##"))
        #expect(ascii.stdout.contains("#i## Information"), "the tour's own glyphs have stand-ins too")
    }
}
