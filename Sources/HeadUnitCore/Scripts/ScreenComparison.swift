/// `expect screen FILE`: the display's text against a file's, and, when
/// they differ, the first row that does, both ways.
package enum ScreenComparison {
    package static func outcome(expected fileText: String, actual: String, file: String) -> EffectOutcome {
        // A file saved with CR LF line ends (on Windows, or checked out
        // with autocrlf) holds the same screen.
        let expected = lineFeedsOnly(fileText)
        guard expected != actual else { return .done }
        let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let row = zip(wanted, shown).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(wanted.count, shown.count)
        let was = row < wanted.count ? "\"\(wanted[row])\"" : "nothing"
        let isNow = row < shown.count ? "\"\(shown[row])\"" : "nothing"
        return .differs("expected the display to be the text of \(file); row \(row + 1) shows \(isNow) where the file has \(was)")
    }

    /// `text` with each CR that ends a line left out.
    static func lineFeedsOnly(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard bytes.contains(13) else { return text }
        let kept = bytes.indices.filter { bytes[$0] != 13 || bytes.index(after: $0) == bytes.endIndex || bytes[$0 + 1] != 10 }
        return String(decoding: kept.map { bytes[$0] }, as: UTF8.self)
    }
}
