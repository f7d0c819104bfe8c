import HeadUnitCore

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

    /// Writes a screenshot of the driver's picture in `theme` (ANSI files
    /// at `depth`) as `files` allows, or loads a theme; a failure is told
    /// in `voice`. A numbered screenshot takes the first name not yet
    /// taken, created exclusively: it never replaces a file, not even an
    /// earlier one of the run. A theme file or an expected screen is
    /// read under `folder` when one is given (a script's), never through
    /// a link leading out of it. Other effects are not about files: `.done`.
    public static func perform(
        _ effect: Effect, on driver: SessionDriver, theme: Theme, depth: ColourDepth, voice: Voice, files: inout FileWriter, folder: String? = nil
    ) -> EffectOutcome {
        switch effect {
        case .screenshot(let file):
            let contents = { (path: String) in Screenshot.contents(of: driver.picture, for: path, state: driver.state, theme: theme, depth: depth) }
            var path: String
            var failure: FileWriter.Failure?
            switch file {
            case .path(let given) where Screenshot.format(of: given) == .png:
                // Refused names are refused before the picture is rendered.
                if let refused = files.check(given) { return screenshotFailed(given, refused.reason, voice: voice) }
                switch PNGRenderer.png(fromSVG: contents(given)) {
                case .success(let png): failure = files.write(bytes: png, to: given)
                case .failure(let problem): return screenshotFailed(given, problem.reason, voice: voice)
                }
                path = given
            case .path(let given):
                path = given
                failure = files.write(contents(path), to: path)
            case .nextNumbered:
                var number = 1
                repeat {
                    path = "headunit-screenshot-\(number).txt"
                    failure = files.write(contents(path), to: path, asNew: true)
                    number += 1
                } while failure?.nameIsTaken == true && number < 100_000
            }
            guard let failure else { return .savedScreenshot(path) }
            return screenshotFailed(path, failure.reason, voice: voice)
        case .loadTheme(let name):
            switch ThemeLoader.theme(named: name, under: folder) {
            case .success(let loaded):
                return .loadedTheme(loaded)
            case .failure(let failure):
                switch voice {
                case .console:
                    return .failed(failure.diagnostics.first.map { failure.file == nil ? $0.message : "\(name):\($0.location): \($0.message)" } ?? name)
                case .commandLine(let command):
                    return .failed(failure.file == nil ? "headunit \(command): \(failure.lines.joined())" : failure.lines.joined(separator: "\n"))
                }
            }
        case .compareScreen(let path):
            let actual = PlainTextWriter.text(of: driver.picture)
            let file = LocalFile.path(path, in: folder)
            switch LocalFile.read(path, under: folder, limit: 1 << 20) {
            case .success(let bytes): return ScreenComparison.outcome(expected: String(decoding: bytes, as: UTF8.self), actual: actual, file: file)
            case .failure(let error): return .differs("expected the display to be the text of \(file); \(error.reason)")
            }
        case .schedule, .showHelp, .suspend, .quit, .answered:
            return .done
        }
    }

    /// A screenshot not written, told in `voice`.
    private static func screenshotFailed(_ path: String, _ reason: String, voice: Voice) -> EffectOutcome {
        switch voice {
        case .console: .failed("Cannot write \(path): \(reason)")
        case .commandLine(let command): .failed("headunit \(command): cannot write the screenshot '\(path)': \(reason)")
        }
    }
}
