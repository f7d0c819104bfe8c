import Foundation
import HeadUnitTestSupport
import Testing

extension InteractiveTerminalTests {
    /// Swift 5 app code that pushes a template from a background queue
    /// (Tests/MisbehavingApp's "Background push": `DispatchQueue.global()
    /// .async { interfaceController.pushTemplate(...) }`) is the app's
    /// error, told as Xcode's Main Thread Checker tells it ("UI API called
    /// on a background thread", the call as Objective-C names it, the
    /// thread and the queue; Apple's "Main Thread Checker" page), and ends
    /// the app as a crash of its own code does: the terminal restored,
    /// the fault the app's, never headunit's. Before the checker the call
    /// ran beside the car's step on the main thread, a data race told, when
    /// it crashed, as headunit's crash.
    @Test func aPushFromABackgroundQueueIsTheAppsErrorInXcodesWords() throws {
        let tmux = try shell(columns: 100, rows: 30)
        defer { tmux.close() }
        tmux.sendLiteral("'\(ToolProcess.binary(named: "MisbehavingApp").path)'")
        tmux.send("Enter")
        #expect(tmux.waitFor { $0.contains { $0.contains("Background push") } && $0.contains { $0.contains("? help") } }.matched)
        tmux.send("2")
        #expect(tmux.waitFor { _ in focusIsOn("Background push", tmux) }.matched)
        tmux.send("Enter")
        let ended = tmux.waitFor { $0.joined().contains("not headunit's.") }
        let screen = ended.screen.joined(separator: "\n")
        func told(_ line: String) -> Bool { shows(ended.screen, line) }
        #expect(
            told("Main Thread Checker: UI API called on a background thread: -[CPInterfaceController pushTemplate:animated:completion:]"),
            "\(screen)")
        #expect(told("Queue name: com.apple.root.default-qos"), "\(screen)")
        #expect(
            told(
                "headunit: the app's own code crashed (SIGILL) in -[CPInterfaceController pushTemplate:animated:completion:], called on a background thread; the terminal was restored. The fault is in the app's code, not headunit's."
            ), "\(screen)")
        #expect(!told("please report"))
        expectShellUsable(tmux)
    }
}
