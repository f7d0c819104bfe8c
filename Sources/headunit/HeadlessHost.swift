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

    init(theme: Theme, command: String) {
        self.theme = theme
        self.command = command
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
        let outcome = FileEffects.perform(effect, on: driver, theme: theme, depth: Self.ansiDepth, voice: .commandLine(command))
        if case .loadedTheme(let loaded) = outcome { theme = loaded }
        return outcome
    }
}
