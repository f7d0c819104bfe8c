/// Carries out the effects that touch files, for a host: the terminal and
/// the headless commands call it between the session's updates; the
/// session itself never reads or writes a file.
public enum FileEffects {
    /// How a host tells of a failure.
    public enum Voice: Sendable {
        /// A line under the display or in the console: short.
        case console
        /// Lines on standard error of `headunit COMMAND`.
        case commandLine(String)
    }

    /// Writes a screenshot of the driver's screen in `theme` (ANSI files
    /// at `depth`), or loads a theme; a failure is told in `voice`. A
    /// numbered screenshot goes to the first free name. Other effects are
    /// not about files: `.done`.
    public static func perform(_ effect: Effect, on driver: SessionDriver, theme: Theme, depth: ColourDepth, voice: Voice) -> EffectOutcome {
        switch effect {
        case .screenshot(let file):
            let path: String
            switch file {
            case .path(let given): path = given
            case .nextNumbered: path = nextFreeScreenshotName()
            }
            if Screenshot.save(driver.picture, of: driver.state, theme: theme, depth: depth, to: path) { return .savedScreenshot(path) }
            switch voice {
            case .console: return .failed("Cannot write \(path)")
            case .commandLine(let command): return .failed("headunit \(command): cannot write the screenshot '\(path)'")
            }
        case .loadTheme(let name):
            switch ThemeLoader.theme(named: name) {
            case .success(let loaded):
                return .loadedTheme(loaded)
            case .failure(let failure):
                switch voice {
                case .console: return .failed(failure.diagnostics.first.map { "\(name):\($0.location): \($0.message)" } ?? name)
                case .commandLine: return .failed(failure.diagnostics.map { $0.formatted(file: failure.file) }.joined(separator: "\n"))
                }
            }
        case .schedule, .showHelp, .suspend, .quit:
            return .done
        }
    }

    /// `headunit-screenshot-N.txt` with the first N whose file is not
    /// there yet, so that an earlier screenshot is never overwritten.
    static func nextFreeScreenshotName() -> String {
        var number = 1
        while LocalFile.exists("headunit-screenshot-\(number).txt") { number += 1 }
        return "headunit-screenshot-\(number).txt"
    }
}
