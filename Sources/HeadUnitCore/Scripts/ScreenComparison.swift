/// `expect screen FILE`: the display's text against a file's, and, when
/// they differ, the first row that does, both ways.
package enum ScreenComparison {
    package static func outcome(expected: String, actual: String, file: String) -> EffectOutcome {
        // The file's rows as a script file's lines are cut: one saved with
        // CR LF line ends (on Windows, or checked out with autocrlf) holds
        // the same screen.
        let wanted = ScriptFileLoader.textLines(of: expected)
        let shown = actual.split(separator: "\n", omittingEmptySubsequences: false)
        guard !wanted.elementsEqual(shown) else { return .done }
        let row = zip(wanted, shown).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(wanted.count, shown.count)
        let was = row < wanted.count ? "\"\(wanted[row])\"" : "nothing"
        let isNow = row < shown.count ? "\"\(shown[row])\"" : "nothing"
        return .differs("expected the display to be the text of \(file); row \(row + 1) shows \(isNow) where the file has \(was)")
    }
}
