import Foundation
import HeadUnitTestSupport
import Testing

/// Every writer checks the folder its file goes in before its work: a
/// folder that is missing, is a file or cannot be written stops the
/// command (2) with the path named and nothing done, not at the end of a
/// session whose recording is then lost.
struct WriterFolderTests {
    typealias Playground = FilesAreTheUsersTests.Playground
    typealias Writer = FilesAreTheUsersTests.Writer

    /// The writers that name their file (`--frames` names a folder it makes).
    static let writers = FilesAreTheUsersTests.writers.filter {
        $0.description != "script --frames" && (VideoCommandTests.canEncode || !$0.description.hasSuffix("--video"))
    }

    /// A playground with the JUnit report that merge-junit reads, which is
    /// also a file where a folder is expected.
    static func playground() throws -> Playground {
        let playground = try Playground()
        _ = try ToolProcess.run(["script", FilesAreTheUsersTests.radio, "--junit", playground.path("report.xml")])
        return playground
    }

    /// What runs the tool as a user who may not write into a folder
    /// without write permission: root runs it without its capabilities
    /// (setpriv, of util-linux), which let it write anywhere.
    static let asAUser = getuid() == 0 ? ["/usr/bin/setpriv", "--inh-caps=-all", "--bounding-set=-all", "--"] : []

    /// Whether a folder can be made that the tool may not write into.
    static let canLockAFolder =
        asAUser.isEmpty || FileManager.default.isExecutableFile(atPath: asAUser[0]) || ProcessInfo.processInfo.environment["CI"] == "true"

    /// Runs `writer` on `folder/NAME` (its own name: a video's says its
    /// format) and expects its refusal with `reason`, before any work.
    static func expectRefusal(
        _ writer: Writer, in playground: Playground, folder: String, reason: String, launcher: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let name = "\(folder)/\(writer.name)"
        let shown = writer.description == "snapshot screenshot" ? name : playground.path(name)
        let result = try ToolProcess.run(writer.arguments(playground.folder.path, name), launcher: launcher)
        #expect(result.status == 2, "\(writer): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr == writer.refusal(shown) + reason + "\n", sourceLocation: sourceLocation)
        #expect(result.stdout == "", "\(writer) did its work first", sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: playground.path(name)), sourceLocation: sourceLocation)
    }

    @Test(arguments: writers)
    func aMissingFolderIsNamedBeforeTheWork(_ writer: Writer) throws {
        let playground = try Self.playground()
        try Self.expectRefusal(writer, in: playground, folder: "missing", reason: "the folder '\(playground.path("missing"))' does not exist")
    }

    @Test(arguments: writers)
    func aFileWhereTheFolderShouldBeIsNamedBeforeTheWork(_ writer: Writer) throws {
        let playground = try Self.playground()
        try Self.expectRefusal(writer, in: playground, folder: "report.xml", reason: "'\(playground.path("report.xml"))' is not a folder")
    }

    @Test(.enabled(if: canLockAFolder, "root needs setpriv (util-linux) to run without the power to write anywhere"), arguments: writers)
    func aFolderThatCannotBeWrittenIsNamedBeforeTheWork(_ writer: Writer) throws {
        let playground = try Self.playground()
        try FileManager.default.createDirectory(atPath: playground.path("locked"), withIntermediateDirectories: false, attributes: [.posixPermissions: 0o555])
        try Self.expectRefusal(
            writer, in: playground, folder: "locked", reason: "the folder '\(playground.path("locked"))' cannot be written: Permission denied",
            launcher: Self.asAUser)
    }

    /// Frames go in a folder of their own: one that exists must let them be made.
    @Test(.enabled(if: canLockAFolder, "root needs setpriv (util-linux) to run without the power to write anywhere"))
    func framesRefuseAFolderThatCannotBeWritten() throws {
        let playground = try Playground()
        let slides = playground.path("slides")
        try FileManager.default.createDirectory(atPath: slides, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o555])
        let result = try ToolProcess.run(["script", FilesAreTheUsersTests.radio, "--only", "by-knob", "--frames", slides], launcher: Self.asAUser)
        #expect(result.status == 2)
        #expect(result.stderr == "headunit script: cannot write under --frames '\(slides)': the folder '\(slides)' cannot be written: Permission denied\n")
        #expect(result.stdout == "")
    }
}
