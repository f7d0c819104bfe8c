import Foundation
import HeadUnitTestSupport
import Testing

extension InteractiveTerminalTests {
    /// `run --record` checks its file before the session; when the file
    /// still cannot be written as the session ends (its folder removed
    /// meanwhile), the recording is printed rather than lost and the run
    /// fails.
    @Test func aRecordingThatCannotBeWrittenAtTheEndIsPrintedAndTheRunFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let takes = folder.appendingPathComponent("takes")
        try FileManager.default.createDirectory(at: takes, withIntermediateDirectories: true)
        let record = takes.appendingPathComponent("take.hus").path
        let errors = folder.appendingPathComponent("errors.txt").path
        let tmux = try shell(columns: 100, rows: 40)
        defer { tmux.close() }
        tmux.sendLiteral("\(ToolProcess.binary.path) run --record \(record) 2>\(errors); echo status=$?")
        tmux.send("Enter")
        #expect(tmux.waitFor { $0.contains { $0.contains("Information") } }.matched)
        tmux.send("2")
        try FileManager.default.removeItem(at: takes)
        tmux.send("q")
        let ended = tmux.waitFor { $0.contains { $0.hasPrefix("status=") } }
        #expect(ended.screen.contains("status=1"))
        #expect(ended.screen.contains("dpad rotate right"), "the recording, printed")
        #expect(
            try String(contentsOfFile: errors, encoding: .utf8)
                == "headunit run: cannot write --record '\(record)': the folder '\(takes.path)' does not exist; the recording follows on standard output\n")
    }
}
