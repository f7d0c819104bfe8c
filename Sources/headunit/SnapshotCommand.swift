import HeadUnitCore

/// `headunit snapshot`: runs commands headless and prints the frame.
enum SnapshotCommand {
    static let specs =
        [
            OptionSpec(name: "keys", value: "COMMANDS", help: "commands to run first, ';'-separated: \"dpad rotate right; dpad click\""),
            OptionSpec(name: "format", value: "text|golden", help: "text: the rows; golden: rows, style runs and control map (default text)"),
        ] + SessionOptions.specs

    static let help = Usage.help(
        "headunit snapshot [SCENARIO] [options]",
        "Prints the display after running --keys, without a terminal, on a virtual clock.", specs)

    static func run(_ arguments: [String]) throws(CommandStop) -> ExitStatus {
        guard let parsed = try CommandArguments.read(arguments, specs: specs, command: "snapshot", help: help) else { return .success }
        let format = parsed["format"] ?? "text"
        guard ["text", "golden"].contains(format) else {
            throw .usage(UsageError("snapshot: --format must be text or golden; got '\(format)'"))
        }
        let commands: [Command]
        do {
            commands = try CommandParser.parse(parsed["keys"] ?? "")
        } catch {
            throw .usage(UsageError("snapshot: --keys: \(error.message)"))
        }
        let options = try SessionOptions(parsed, command: "snapshot")
        var runner = HeadlessRunner(state: options.makeState())
        commands: for command in commands {
            switch runner.run(command) {
            case .screenshot(let path)?:
                guard LocalFile.write(PlainTextWriter.text(of: runner.screen.frame), to: path) else {
                    Output.error("headunit snapshot: cannot write the screenshot '\(path)'")
                    return .usage
                }
            case .failed(let reason)?:
                Output.error("headunit snapshot: --keys: \(reason)")
                return .problems
            case .quit?:
                break commands
            case .help?, nil:
                continue
            }
        }
        let screen = runner.screen
        if case .ended(let violation) = runner.state.mode {
            Output.error("headunit snapshot: the app was ended: \(violation)")
        }
        switch format {
        case "golden":
            Output.print(ScreenDocument.text(of: screen, title: "\(options.profile) density \(options.density.rawValue)"))
        default:
            Output.print(PlainTextWriter.text(of: screen.frame))
        }
        return .success
    }
}
