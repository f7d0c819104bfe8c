/// The key map as a Markdown table, for the README and `headunit keys`.
public enum KeyTable {
    /// `| key | does |` rows, generated from the key map.
    public static func markdown(_ keyMap: KeyMap) -> String {
        var lines = ["| key | does |", "|-----|------|"]
        for line in HelpText.keyLines(for: keyMap) {
            lines.append("| \(line.keys.map { "`\($0)`" }.joined(separator: " ")) | \(line.help) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
