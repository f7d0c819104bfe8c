import HeadUnitCore

/// `headunit profiles`: the named display profiles and their sizes.
enum ProfilesCommand: Subcommand {
    static let name = "profiles"
    static let synopsis = "headunit profiles"
    static let summary = "list the display profiles"
    static let specs = [FlagOption.help.spec]

    static let help = Usage.help(synopsis, "Lists the display profiles: pixels, scale, points and terminal cells.", specs)

    static func run(_ arguments: [String], context: CommandContext) throws(CommandStop) -> ExitStatus {
        guard let parsed = try CommandArguments.read(arguments, specs: specs, command: "profiles", help: help) else { return .success }
        guard parsed.positionals.isEmpty else { throw .usage(UsageError("profiles: takes no arguments")) }
        var lines = ["name       pixels       scale  points    cells   cells (--density 2)"]
        for profile in DisplayProfile.named {
            let one = profile.cells(density: .one), two = profile.cells(density: .two)
            lines.append(
                pad(profile.name ?? "", 11) + pad("\(profile.pixelWidth)x\(profile.pixelHeight)", 13) + pad("@\(profile.scale)x", 7)
                    + pad("\(profile.pointWidth)x\(profile.pointHeight)", 10) + pad("\(one.columns)x\(one.rows)", 8) + "\(two.columns)x\(two.rows)")
        }
        lines.append("Any other display: --profile WxH@S, such as 1280x720@2x.")
        Output.print(lines.joined(separator: "\n") + "\n")
        return .success
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
