/// Help texts, generated from each subcommand's options.
enum Usage {
    static let version = "headunit 0.1.0"

    static let overview = """
        headunit: a car head-unit display (CarPlay-style templates) in your terminal.

        Usage: headunit [run] [SCENARIO] [options]    open the head unit (the tour when no scenario)
               headunit snapshot [SCENARIO] [options] print one frame, headless
               headunit lint FILE...                 check scenario files against CarPlay's rules
               headunit script [SCENARIO]            run a scenario's script and check its expectations
               headunit themes                       list the colour themes
               headunit profiles                     list the display profiles
               headunit keys                         the key bindings, as a Markdown table
               headunit bench                        time layout, painting and start-up
               headunit --version

        Run 'headunit SUBCOMMAND --help' for a subcommand's options.
        """

    /// The help of one subcommand: its synopsis and options.
    static func help(_ synopsis: String, _ summary: String, _ specs: [OptionSpec]) -> String {
        var lines = ["Usage: \(synopsis)", "", summary, "", "Options:"]
        let width = specs.map { optionLabel($0).count }.max() ?? 0
        for spec in specs {
            let label = optionLabel(spec)
            lines.append("  \(label)\(String(repeating: " ", count: width - label.count + 2))\(spec.help)")
        }
        return lines.joined(separator: "\n")
    }

    private static func optionLabel(_ spec: OptionSpec) -> String {
        spec.value.map { "--\(spec.name) \($0)" } ?? "--\(spec.name)"
    }
}
