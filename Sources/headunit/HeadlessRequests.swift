import HeadUnitCore

/// What the commands of a headless run ask beyond the session, for
/// `snapshot --keys` and `script`: screenshots written in the format their
/// name asks for, in the theme of the moment, and themes switched.
struct HeadlessRequests {
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

    /// Does what `request` asks; returns why it could not, as the lines to
    /// print, or nil.
    mutating func perform(_ request: HeadlessRunner.Request, _ runner: inout HeadlessRunner) -> String? {
        switch request {
        case .screenshot(let path):
            let saved = Screenshot.save(runner.screen.frame, of: runner.state, theme: theme, depth: Self.ansiDepth, to: path)
            return saved ? nil : "headunit \(command): cannot write the screenshot '\(path)'"
        case .theme(let name):
            switch runner.useTheme(named: name) {
            case .success(let loaded):
                theme = loaded
                return nil
            case .failure(let failure):
                return failure.diagnostics.map { $0.formatted(file: failure.file) }.joined(separator: "\n")
            }
        case .help, .quit, .failed:
            return nil
        }
    }
}
