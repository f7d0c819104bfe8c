/// The rows of two screens that differ, as `-` the golden's and `+` the display's.
enum ScreenDiff {
    static func lines(expected: String, actual: String) -> String {
        let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for row in 0..<max(wanted.count, shown.count) {
            let was = row < wanted.count ? String(wanted[row]) : nil
            let now = row < shown.count ? String(shown[row]) : nil
            guard was != now else { continue }
            out.append("row \(row + 1):")
            if let was { out.append("- \(was)") }
            if let now { out.append("+ \(now)") }
        }
        return out.joined(separator: "\n")
    }
}
