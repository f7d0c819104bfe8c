import HeadUnitCore
import HeadUnitFiles
import Testing

extension InteractiveSession {
    /// Opens the console, types `line` and presses Enter; returns the effects.
    @discardableResult
    mutating func typeInConsole(_ line: String) -> [Effect] {
        _ = handle(.character(":"))
        for character in line { _ = handle(.character(character)) }
        return handle(.enter)
    }

    /// Types `line` in the console and carries out its effects as the
    /// terminal does (files in the current directory, themes loaded).
    mutating func runInConsole(_ line: String) {
        var effects = typeInConsole(line)
        var files = FileWriter(scope: .anywhere)
        while !effects.isEmpty {
            let effect = effects.removeFirst()
            effects += performed(effect, FileEffects.perform(effect, on: driver, theme: theme, depth: .truecolor, voice: .console, files: &files))
        }
    }

    /// The error the console shows, or nil when it closed.
    var consoleError: String? {
        guard case .console(let line) = overlay else { return nil }
        return line.error
    }
}
