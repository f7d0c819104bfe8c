import HeadUnitCore

/// The host of a headless run, for `snapshot --keys` and `script`: it
/// carries out what the commands ask beyond the session (screenshots in
/// the format their name asks for, in the theme of the moment; themes
/// switched) and keeps the theme the display is drawn in.
struct HeadlessHost {
    /// The theme the display is drawn in; `theme NAME` changes it.
    private(set) var theme: Theme
    /// The subcommand, for messages: `snapshot`.
    let command: String
    /// Where screenshots may go: under `--out`, never replacing a file
    /// this run did not write unless `--force`.
    private var files: FileWriter
    /// Which theme files `theme FILE` may read.
    let themeFiles: ThemeFiles

    /// Which theme files a run's commands may read.
    enum ThemeFiles {
        /// Any: the user typed the commands (`snapshot --keys`).
        case any
        /// Built-in names, and files under the scenario's folder (nil for
        /// the embedded tour: names only): a script's lines came with the scenario.
        case scenarioFolder(String?)
    }

    init(theme: Theme, command: String, files: FileWriter, themeFiles: ThemeFiles) {
        self.theme = theme
        self.command = command
        self.files = files
        self.themeFiles = themeFiles
    }

    /// ANSI colour for files and standard output: 24-bit when COLORTERM
    /// says so, else 256, none under NO_COLOR.
    static var ansiDepth: ColourDepth {
        ColourDepth.from(noColor: LocalFile.environment("NO_COLOR"), colorTerm: LocalFile.environment("COLORTERM"), terminalColours: 256)
    }

    /// Carries out what a command asks of the host (a screenshot in the
    /// theme of the moment, a theme loaded), telling a failure as this
    /// command's lines.
    mutating func perform(_ effect: Effect, _ driver: SessionDriver) -> EffectOutcome {
        var effect = effect
        if case .loadTheme(let name) = effect, case .scenarioFolder(let folder) = themeFiles, ThemeLoader.isFile(name) {
            guard let folder, ScriptFiles.staysInside(name) else {
                return .failed("headunit \(command): theme '\(name)': a script loads a theme by its name or from a file under the scenario's folder")
            }
            effect = .loadTheme(folder + "/" + name)
        }
        let outcome = FileEffects.perform(effect, on: driver, theme: theme, depth: Self.ansiDepth, voice: .commandLine(command), files: &files)
        if case .loadedTheme(let loaded) = outcome { theme = loaded }
        return outcome
    }
}
