import Foundation

/// A private tmux server running one pane, for end-to-end tests in a real
/// terminal: type with `send`, read with `capture`, poll with `waitFor`
/// (never a fixed sleep). Each session has its own server socket, in the
/// temporary folder, so tests never touch each other; `close` kills only
/// that server and removes its socket.
public final class TmuxSession {
    public let name: String
    /// The server's socket.
    public let socket: String

    /// Whether tmux can be run here.
    public static var isAvailable: Bool {
        (try? run(["-V"]).status) == 0
    }

    /// Starts `command` in a new detached session of the given size, with
    /// a clean environment: PATH, HOME, `TERM=xterm-256color`,
    /// `LANG=C.UTF-8` and `environment` (nothing of the test driver's,
    /// which sets NO_COLOR among others).
    public init(columns: Int, rows: Int, command: String, environment: [String: String] = [:]) throws {
        name = "headunit-test-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        socket = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).tmux").path
        let inherited = ProcessInfo.processInfo.environment
        let base = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": inherited["PATH"] ?? "/usr/bin:/bin", "HOME": inherited["HOME"] ?? "/tmp"]
        let exports =
            "-i "
            + base.merging(environment) { $1 }
            .sorted { $0.key < $1.key }.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        // The server tmux starts keeps the descriptors it inherits: give it none of ours.
        let result = try Self.run(
            ["-S", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "env \(exports) \(command)"], capture: false)
        guard result.status == 0 else { throw TmuxError(message: "tmux new-session failed with status \(result.status)") }
        _ = try? tmux(["set-option", "-g", "remain-on-exit", "on"])
    }

    deinit { close() }

    /// The pane's text, one line per row, trailing spaces trimmed.
    public func capture() -> [String] {
        let text = (try? tmux(["capture-pane", "-p"])) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var row = String(line)
            while row.last == " " { row.removeLast() }
            return row
        }
    }

    /// The pane's text with its escape sequences (colours, attributes).
    public func captureWithEscapes() -> String {
        (try? tmux(["capture-pane", "-p", "-e"])) ?? ""
    }

    /// Sends tmux key names (`Enter`, `BSpace`, `C-c`, `2`).
    public func send(_ keys: String...) {
        _ = try? tmux(["send-keys"] + keys)
    }

    /// Sends text as it is, byte for byte (a mouse report, a word).
    public func sendLiteral(_ text: String) {
        _ = try? tmux(["send-keys", "-l", text])
    }

    /// A tmux format evaluated for the pane: `#{alternate_on}`.
    public func format(_ format: String) -> String {
        ((try? tmux(["display-message", "-p", format])) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Resizes the window.
    public func resize(columns: Int, rows: Int) {
        _ = try? tmux(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Polls the screen until `condition` holds or `seconds` pass; returns
    /// the last screen read and whether the condition held. The default is
    /// long on purpose: a wait returns as soon as its screen shows, so only a
    /// failing test waits it out, and a loaded machine never fails one.
    @discardableResult
    public func waitFor(seconds: Double = 60, _ condition: ([String]) -> Bool) -> (screen: [String], matched: Bool) {
        let deadline = Date().addingTimeInterval(seconds)
        var screen = capture()
        while !condition(screen) {
            if Date() > deadline { return (screen, false) }
            usleep(2_000)
            screen = capture()
        }
        return (screen, true)
    }

    /// Polls a tmux format until it has `value`.
    @discardableResult
    public func waitFor(format: String, toBe value: String, seconds: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while self.format(format) != value {
            if Date() > deadline { return false }
            usleep(2_000)
        }
        return true
    }

    /// Kills this session's server and removes its socket.
    public func close() {
        _ = try? tmux(["kill-server"])
        unlink(socket)
    }

    private func tmux(_ arguments: [String]) throws -> String {
        try Self.run(["-S", socket] + arguments).output
    }

    private static func run(_ arguments: [String], capture: Bool = true) throws -> (status: Int32, output: String) {
        try Subprocess.run(["tmux"] + arguments, capture: capture)
    }
}

/// tmux could not do what a test asked.
public struct TmuxError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// When end-to-end tests may be skipped: only on a user's machine without
/// tmux, never under CI (`CI=true`), where a missing tmux fails them.
public enum EndToEnd {
    public static var canRun: Bool {
        TmuxSession.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true"
    }
}
