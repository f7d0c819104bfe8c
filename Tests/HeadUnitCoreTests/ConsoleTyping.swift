import HeadUnitCore
import Testing

extension InteractiveSession {
    /// Opens the console, types `line` and presses Enter; returns the requests.
    @discardableResult
    mutating func typeInConsole(_ line: String) -> [Request] {
        _ = handle(.character(":"))
        for character in line { _ = handle(.character(character)) }
        return handle(.enter)
    }

    /// The error the console shows, or nil when it closed.
    var consoleError: String? {
        guard case .console(let line) = overlay else { return nil }
        return line.error
    }
}
