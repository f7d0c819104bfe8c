import Foundation
import HeadUnitTestSupport
import Testing

/// One rule for every file a command writes (`run --record`, `script
/// --cast`, `--junit`, `--frames`, `--video`, `play --video`, a
/// screenshot, `merge-junit --out`):
/// never over a file that exists without `--force`, never through a
/// symbolic link, never into a folder; a refusal comes before any work and
/// stops all writing; a run that cannot start leaves nothing behind.
struct FilesAreTheUsersTests {
    /// A folder holding a file, a link to a file outside and a folder, each
    /// under `name`'s three variants; the file outside the link points at.
    final class Playground {
        let folder: URL
        let outside: URL

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-files-\(UUID().uuidString)")
            outside = folder.appendingPathComponent("outside.txt")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("the user's\n".utf8).write(to: outside)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

        /// Puts a file, a link or a folder at `name`.
        func place(_ kind: Kind, at name: String) throws {
            switch kind {
            case .file: try Data("the user's\n".utf8).write(to: URL(fileURLWithPath: path(name)))
            case .link: try FileManager.default.createSymbolicLink(atPath: path(name), withDestinationPath: outside.path)
            case .folder: try FileManager.default.createDirectory(atPath: path(name), withIntermediateDirectories: true)
            }
        }

        /// Whether what was placed is as it was.
        func untouched(_ kind: Kind, at name: String) -> Bool {
            let mine = (try? String(contentsOfFile: outside.path, encoding: .utf8)) == "the user's\n"
            switch kind {
            case .file: return mine && (try? String(contentsOfFile: path(name), encoding: .utf8)) == "the user's\n"
            case .link: return mine && (try? FileManager.default.destinationOfSymbolicLink(atPath: path(name))) == outside.path
            case .folder: return mine && (try? FileManager.default.contentsOfDirectory(atPath: path(name))) == []
            }
        }
    }

    enum Kind: CaseIterable { case file, link, folder }

    static let reasons: [Kind: String] = [
        .file: "the file exists and this run did not write it; choose another name, or --force to replace it",
        .link: "a symbolic link is on its way; headunit does not write through one",
        .folder: "it is not a regular file",
    ]

    /// A writer: the arguments that write `name` in the playground, and the
    /// message that starts its refusal.
    struct Writer: Sendable, CustomStringConvertible {
        let description: String
        let arguments: @Sendable (_ playground: String, _ name: String) -> [String]
        let refusal: @Sendable (_ name: String) -> String
        /// The name it writes, where the test puts what is in its way.
        var name = "target.txt"
    }

    static let radio = ScriptCommandTests.radio

    static let writers: [Writer] = [
        Writer(
            description: "script --junit", arguments: { folder, name in ["script", radio, "--junit", "\(folder)/\(name)"] },
            refusal: { "headunit script: cannot write --junit '\($0)': " }),
        Writer(
            description: "script --cast", arguments: { folder, name in ["script", radio, "--only", "by-knob", "--cast", "\(folder)/\(name)"] },
            refusal: { "headunit script: cannot write --cast '\($0)': " }),
        Writer(
            description: "script --frames", arguments: { folder, _ in ["script", radio, "--only", "by-knob", "--frames", folder] },
            refusal: { _ in "headunit script: cannot write the frame 'step-001.svg': " }, name: "step-001.svg"),
        Writer(
            description: "script --video", arguments: { folder, name in ["script", radio, "--only", "by-knob", "--video", "\(folder)/\(name)"] },
            refusal: { "headunit script: cannot write --video '\($0)': " }, name: "target.gif"),
        Writer(
            description: "play --video", arguments: { folder, name in ["play", radio, "--script", "by-knob", "--video", "\(folder)/\(name)"] },
            refusal: { "headunit play: cannot write --video '\($0)': " }, name: "target.mp4"),
        Writer(
            description: "snapshot screenshot", arguments: { folder, name in ["snapshot", radio, "--out", folder, "--keys", "screenshot \(name)"] },
            refusal: { "headunit snapshot: cannot write the screenshot '\($0)': " }),
        Writer(
            description: "merge-junit --out", arguments: { folder, name in ["merge-junit", "\(folder)/report.xml", "--out", "\(folder)/\(name)"] },
            refusal: { "headunit merge-junit: cannot write --out '\($0)': " }),
        Writer(
            description: "run --record", arguments: { folder, name in ["run", radio, "--record", "\(folder)/\(name)"] },
            refusal: { "headunit run: cannot write --record '\($0)': " }),
    ]

    /// A playground holding a `kind` where `writer` will write, and the
    /// JUnit report that merge-junit reads; the name it writes.
    static func prepare(_ kind: Kind, for writer: Writer) throws -> (Playground, String) {
        let playground = try Playground()
        try playground.place(kind, at: writer.name)
        _ = try ToolProcess.run(["script", radio, "--junit", playground.path("report.xml")])
        return (playground, writer.name)
    }

    @Test(arguments: writers)
    func aWriterRefusesAFileALinkAndAFolder(_ writer: Writer) throws {
        for kind in Kind.allCases {
            let (playground, name) = try Self.prepare(kind, for: writer)
            let shown = writer.description == "snapshot screenshot" || writer.description == "script --frames" ? name : playground.path(name)
            let result = try ToolProcess.run(writer.arguments(playground.folder.path, name))
            #expect(result.status == 2, "\(writer) over a \(kind)")
            #expect(result.stderr.hasPrefix(writer.refusal(shown) + Self.reasons[kind]!), "\(writer) over a \(kind): \(result.stderr)")
            #expect(playground.untouched(kind, at: name), "\(writer) left the \(kind) as it was")
            if writer.description == "script --frames" {
                let written = try FileManager.default.contentsOfDirectory(atPath: playground.folder.path).filter { $0.hasPrefix("step-") }
                #expect(written == ["step-001.svg"], "a refusal stops all writing: \(written)")
            }
        }
    }

    /// `--force` replaces a file that exists, and still never a link or a
    /// folder (a video's only where ffmpeg is).
    @Test(arguments: writers.filter { $0.description != "run --record" && (VideoCommandTests.canEncode || !$0.description.hasSuffix("--video")) })
    func forceReplacesAFileButNeverALinkOrAFolder(_ writer: Writer) throws {
        for kind in Kind.allCases {
            let (playground, name) = try Self.prepare(kind, for: writer)
            let result = try ToolProcess.run(writer.arguments(playground.folder.path, name) + ["--force"])
            if kind == .file {
                #expect(result.status == 0, "\(writer) --force: \(result.stderr)")
                #expect(!playground.untouched(kind, at: name), "\(writer) --force replaced the file")
            } else {
                #expect(result.status == 2, "\(writer) --force over a \(kind)")
                #expect(playground.untouched(kind, at: name))
            }
        }
    }

    @Test func framesMakeTheirFolder() throws {
        let playground = try Playground()
        let slides = playground.path("slides")
        let result = try ToolProcess.run(["script", Self.radio, "--only", "by-touch", "--frames", slides])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: slides).sorted().first == "step-001.svg")
    }

    @Test func aRunThatCannotStartLeavesNoRecording() throws {
        let playground = try Playground()
        let record = playground.path("take1.hus")
        let result = try ToolProcess.run(["run", Self.radio, "--record", record])
        #expect(result.status == 2 && result.stderr.hasPrefix("headunit run: standard input and output must be a terminal"))
        #expect(!FileManager.default.fileExists(atPath: record))
    }
}
