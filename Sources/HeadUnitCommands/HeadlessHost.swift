import HeadUnitCore
import HeadUnitFiles

/// The host of a headless run, for `snapshot --keys` and `script`: it
/// carries out what the commands ask beyond the session (screenshots in
/// the format their name asks for, in the theme of the moment; themes
/// switched; the display compared with a file) and keeps the theme the
/// display is drawn in.
struct HeadlessHost {
    /// The theme the display is drawn in; `theme NAME` changes it.
    private(set) var theme: Theme
    /// The subcommand, for messages: `snapshot`.
    let command: String
    /// Where screenshots may go: under `--out`, never replacing a file
    /// this run did not write unless `--force`.
    private var files: FileWriter
    /// Where the commands came from, which says what files they may read.
    private var source: Source
    /// Whether `expect screen FILE` writes the display to the file rather
    /// than comparing (`--update-screens`).
    let recordsScreens: Bool

    /// Where a run's commands came from.
    enum Source {
        /// The user typed them (`snapshot --keys`): files as given.
        case typed
        /// A script that came with a scenario or in a test file: theme
        /// files and expected screens only from under its folder (nil for
        /// the embedded tour: theme names only, no files).
        case script(folder: String?)
    }

    init(theme: Theme, command: String, files: FileWriter, source: Source, recordsScreens: Bool = false) {
        self.theme = theme
        self.command = command
        self.files = files
        self.source = source
        self.recordsScreens = recordsScreens
    }

    /// A new script starts in the run's theme, whatever the last one
    /// switched to, reading files from its own folder.
    mutating func start(theme: Theme, folder: String?) {
        self.theme = theme
        source = .script(folder: folder)
    }

    /// ANSI colour for files and standard output: 24-bit when COLORTERM
    /// says so, else 256, none under NO_COLOR.
    static var ansiDepth: ColourDepth {
        ColourDepth.from(noColor: LocalFile.environment("NO_COLOR"), colorTerm: LocalFile.environment("COLORTERM"), terminalColours: 256)
    }

    /// Carries out what a command asks of the host (a screenshot in the
    /// theme of the moment, a theme loaded, the display compared), telling
    /// a failure as this command's lines. A script's files are read and
    /// written under its folder, never through a link leading out of it.
    mutating func perform(_ effect: Effect, _ driver: SessionDriver) -> EffectOutcome {
        var folder: String?
        switch effect {
        case .loadTheme(let name) where ThemeLoader.isFile(name):
            guard case .script(let scriptFolder) = source else { break }
            guard let scriptFolder, ScriptFiles.staysInside(name) else {
                return .failed("headunit \(command): theme '\(name)': a script loads a theme by its name or from a file under its folder")
            }
            folder = scriptFolder
        case .compareScreen(let path):
            if case .script(let scriptFolder) = source {
                guard let scriptFolder, ScriptFiles.staysInside(path) else {
                    return .failed("headunit \(command): expect screen '\(path)': a script compares with a file under its folder")
                }
                folder = scriptFolder
            }
            if recordsScreens { return record(driver, to: path, in: folder) }
        default:
            break
        }
        let outcome = FileEffects.perform(
            effect, on: driver, theme: theme, depth: Self.ansiDepth, voice: .commandLine(command), files: &files, folder: folder)
        if case .loadedTheme(let loaded) = outcome { theme = loaded }
        return outcome
    }

    /// Writes the display's text as the expected screen (`--update-screens`),
    /// replacing the file, never through a link: under the script's folder
    /// when it has one.
    private func record(_ driver: SessionDriver, to path: String, in folder: String?) -> EffectOutcome {
        var writer = Self.screenWriter(in: folder)
        guard let failure = writer.write(PlainTextWriter.text(of: driver.picture), to: path) else { return .done }
        return .failed("headunit \(command): cannot write the screen '\(path)': \(failure.reason)")
    }

    /// What writes the expected screens of a script in `folder` (`--update-screens`).
    static func screenWriter(in folder: String?) -> FileWriter {
        FileWriter(scope: folder.map { .under($0) } ?? .anywhere, replacesExisting: true)
    }
}
