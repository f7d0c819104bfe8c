import CTermSupport
import Glibc
import HeadUnitCore
import HeadUnitFiles

/// `headunit snapshot`: runs commands headless and prints the frame.
enum SnapshotCommand: Subcommand {
    static let name = "snapshot"
    static let synopsis = "headunit snapshot [SCENARIO] [options]"
    static let summary = "print one frame, headless"
    static let specs =
        [
            keysOption.spec, screenOption.spec, formatOption.spec,
        ] + WriteOptions.specs + SessionOptions.specs
    static let keysOption = TextOption(
        name: "keys", placeholder: "COMMANDS", help: "commands to run first, ';'-separated: \"dpad rotate right; dpad click\"")
    static let screenOption = TextOption(
        name: "screen", placeholder: "NAME", help: "start at a screen of the embedded tour: \(TourScreens.all.map(\.name).joined(separator: ", "))")
    static let formatOption = ValueOption<Format>.choice(
        "format", help: "text: the rows; golden: rows, style runs, controls; ansi: colours for a terminal; svg, png: a picture", byDefault: .text)

    /// What a snapshot prints.
    enum Format: String, CaseIterable, Sendable {
        case text, golden, ansi, svg, png
    }

    static let help = Usage.help(
        synopsis,
        """
        Prints the display after running --keys, without a terminal, on a virtual clock.
        --format ansi uses 24-bit colour when COLORTERM=truecolor, else 256 colours, none under NO_COLOR.
        --format png renders the SVG picture with rsvg-convert (Debian: librsvg2-bin), to standard output redirected to a file.
        """, specs)

    static func run(_ arguments: [String], context: CommandContext) throws(CommandStop) -> ExitStatus {
        guard let parsed = try CommandArguments.read(arguments, specs: specs, command: "snapshot", help: help) else { return .success }
        let format: Format
        do throws(UsageError) {
            format = try parsed.value(formatOption, command: "snapshot")
        } catch {
            throw .usage(error)
        }
        if format == .png, isatty(headunit_output()) != 0 {
            throw .usage(UsageError("snapshot: --format png writes a picture, not text for a terminal; redirect standard output to a file (> shot.png)"))
        }
        var route = ""
        if let name = parsed.value(screenOption) {
            guard let screen = TourScreens.named(name) else {
                throw .usage(UsageError("snapshot: --screen must be one of \(TourScreens.all.map(\.name).joined(separator: ", ")); got '\(name)'"))
            }
            guard parsed.positionals.isEmpty else { throw .usage(UsageError("snapshot: --screen names a screen of the tour; give no scenario")) }
            route = screen.keys + "; "
        }
        let commands: [Command]
        do {
            commands = try CommandParser.parse(route + (parsed.value(keysOption) ?? ""))
        } catch {
            throw .usage(UsageError("snapshot: --keys: \(error.message)"))
        }
        let options = try SessionOptions(parsed, command: "snapshot", context: context)
        let writing = try WriteOptions(parsed, command: "snapshot")
        try writing.checkScreenshots(commands, command: "snapshot")
        var host = HeadlessHost(theme: options.theme, command: "snapshot", files: writing.files, source: .typed)
        var driver = options.makeDriver(apps: options.apps)
        switch CommandInterpreter.run(commands, on: &driver, host: { host.perform($0, $1) }) {
        case .failed(let rule, let reason):
            guard rule != .request else {
                Output.error(reason)
                return .usage
            }
            Output.error("headunit snapshot: --keys: \(reason)")
            return .problems
        case .completed, .quit:
            break
        }
        let theme = host.theme
        let screen = driver.screen
        let picture = driver.picture
        let frame = options.ascii ? AsciiFallback.apply(to: picture) : picture
        let palette = theme.palette(driver.state.appearance)
        let title = "\(options.profile) density \(options.density.rawValue)"
        switch format {
        case .text:
            Output.print(PlainTextWriter.text(of: frame))
        case .golden:
            Output.print(ScreenDocument.text(of: Screen(frame: frame, controls: screen.controls, focus: screen.focus), title: title))
        case .ansi:
            Output.print(ANSIWriter.text(of: frame, palette: palette, depth: HeadlessHost.ansiDepth))
        case .svg, .png:
            let svg = SVGWriter.document(of: frame, palette: palette, title: Screenshot.title(of: driver.state, theme: theme))
            guard format == .png else {
                Output.print(svg)
                break
            }
            switch PNGRenderer.png(fromSVG: svg) {
            case .success(let png): Output.bytes(png)
            case .failure(let problem): throw .usage(UsageError("snapshot: \(problem.reason)"))
            }
        }
        Output.notices(driver.state.notices)
        // The frame shows the car's screen for an ended app; the status says it failed.
        if case .ended(let violation) = driver.state.mode {
            Output.error("headunit snapshot: the app was ended: \(violation)")
            return .problems
        }
        return .success
    }
}
