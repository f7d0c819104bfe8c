import Foundation
import HeadUnitTestSupport
import Testing

/// A session does not carry the file it was loaded from: once the first
/// frame is out, the parsed document of a 100,000-row list (about 19 MB of
/// values) is given back to the system, and the session keeps its rows.
@Suite(.enabled(if: EndToEnd.canRun, "tmux is not installed"))
struct LoadedFileMemoryTests {
    @Test func aLargeListsParsedFileIsGivenBackAfterTheFirstFrame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-rows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = (0..<100_000).map { #"{"text": "Row \#($0)", "detailText": "Detail \#($0)"}"# }.joined(separator: ",")
        let file = folder.appendingPathComponent("rows.json")
        try Data(
            (#"{"headunit": 1, "app": {"name": "Rows", "category": "communication"}, "root": "rows", "templates": {"rows": {"type": "list", "title": "Rows", "sections": [{"items": ["#
                + rows + "]}]}}}").utf8
        ).write(to: file)
        let tmux = try TmuxSession(columns: 100, rows: 30, command: "'\(ToolProcess.binary.path)' run '\(file.path)'")
        defer { tmux.close() }
        let shown = tmux.waitFor(seconds: 60) { $0.contains { $0.contains("Row 0") } }
        try #require(shown.matched, "\(shown.screen.joined(separator: "\n"))")
        let pid = tmux.format("#{pane_pid}")
        func kilobytes(_ field: String, in status: String) throws -> Int {
            let line = try #require(status.split(separator: "\n").first { $0.hasPrefix(field + ":") })
            return try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? ""))
        }
        // The memory goes back just after the frame is painted: read until it has, for a few seconds.
        var status = ""
        for _ in 0..<50 {
            status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
            if try kilobytes("RssAnon", in: status) < 16 * 1024 { break }
            usleep(100_000)
        }
        // The rows themselves take about 10 MB; holding the parsed file too took 29.
        #expect(try kilobytes("RssAnon", in: status) < 16 * 1024, "\(status)")
        #expect(try kilobytes("RssAnon", in: status) < kilobytes("VmHWM", in: status) / 2, "less than half the load's peak stays")
    }
}
