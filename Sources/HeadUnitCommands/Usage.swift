/// Help texts, generated from each subcommand's options.
enum Usage {
    static let version = "headunit 0.1.0"

    /// What `headunit --help` prints: every subcommand's synopsis and summary.
    static var overview: String {
        let lines = Subcommands.all.map { ($0.synopsis, $0.summary) } + [("headunit --version", "")]
        let width = lines.map(\.0.count).max() ?? 0
        let usage = lines.enumerated().map { index, line in
            let lead = index == 0 ? "Usage: " : "       "
            return lead + line.0 + (line.1.isEmpty ? "" : String(repeating: " ", count: width - line.0.count + 2) + line.1)
        }
        return """
            headunit: a car head-unit display (CarPlay-style templates) in your terminal.

            \(usage.joined(separator: "\n"))

            Run 'headunit SUBCOMMAND --help' for a subcommand's options.
            """
    }

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
