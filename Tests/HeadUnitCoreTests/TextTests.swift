import HeadUnitCore
import Testing

/// The one width function, cutting, wrapping and cleaning text.
struct TextTests {
    @Test(arguments: [
        ("Hello", 5), ("東京", 4), ("こんにちは", 10), ("♻️", 2), ("👨🏾‍🌾", 2), ("🇯🇵", 2), ("é", 1),
        ("e\u{301}", 1), ("\u{1B}[31m", 4), ("a\u{200B}b", 2), ("\u{202E}abc", 3), ("", 0),
    ])
    func columns(_ text: String, _ expected: Int) {
        #expect(TextWidth.columns(of: text) == expected)
    }

    @Test func truncationCountsColumnsNotCharacters() {
        #expect(TextFit.truncate("Highway Songs", to: 13) == "Highway Songs")
        #expect(TextFit.truncate("Highway Songs", to: 8) == "Highway…")
        #expect(TextFit.truncate("こんにちは", to: 6) == "こん…")
        #expect(TextFit.truncate("こんにちは", to: 5) == "こん…")
        #expect(TextFit.truncate("👨🏾‍🌾 Farm", to: 3) == "👨🏾‍🌾…")
        #expect(TextFit.truncate("abc", to: 0) == "")
    }

    @Test func wrappingBreaksAtSpaces() {
        #expect(TextFit.wrap("Episode unavailable. Check your connection.", width: 20) == ["Episode unavailable.", "Check your", "connection."])
        #expect(TextFit.wrap("Supercalifragilistic", width: 8) == ["Superca…"])
    }

    @Test func sanitizingRemovesEverythingATerminalWouldObey() {
        #expect(TextFit.sanitize("Red\u{1B}[31m alert\u{07}") == "Red[31m alert")
        #expect(TextFit.sanitize("a\u{202E}b\u{2066}c\u{200B}d\u{FEFF}e") == "abcde")
        #expect(TextFit.sanitize("line\nbreak\ttab\r") == "line break tab ")
        #expect(TextFit.sanitize("\u{9B}31m") == "31m")
        #expect(TextFit.sanitize("café\nbar\u{2028}baz\u{85}") == "café bar baz ")
        #expect(TextFit.sanitize("café\r\nbar") == "café bar", "CR LF is one line break")
        #expect(TextFit.sanitize("👨🏾‍🌾 東京") == "👨🏾‍🌾 東京")
    }

    @Test func aFrameNeverSplitsAWideGlyph() {
        var frame = Frame(width: 5, height: 1)
        frame.put("ab東京", x: 0, y: 0, style: .plain)
        #expect(PlainTextWriter.rows(of: frame) == ["ab東…"])
        frame.put("x", x: 3, y: 0, style: .plain)
        #expect(PlainTextWriter.rows(of: frame) == ["ab x…"])
    }

    @Test func aFrameStoresNoControlCharacters() {
        var frame = Frame(width: 10, height: 1)
        frame.put("\u{1B}[2Jok\u{7}", x: 0, y: 0, style: .plain)
        #expect(PlainTextWriter.rows(of: frame) == ["[2Jok"])
        #expect(frame.cells.allSatisfy { $0.isContinuation || $0.isCluster || ($0.content >= 0x20 && $0.content != 0x7F) })
    }
}

extension TextTests {
    @Test func narrowTextOverWideGlyphsLeavesNoHalves() {
        var frame = Frame(width: 8, height: 1)
        frame.put("東京東京", x: 0, y: 0, style: .plain)
        frame.put("ab", x: 1, y: 0, style: .plain)
        #expect(PlainTextWriter.rows(of: frame) == [" ab 東京"])
        frame.put("東", x: 5, y: 0, style: .plain)
        #expect(PlainTextWriter.rows(of: frame) == [" ab  東"])
        #expect(frame.cells.enumerated().allSatisfy { index, cell in !cell.isContinuation || (index > 0 && !frame.cells[index - 1].isContinuation) })
    }

    /// The scalar-by-scalar path is only taken where it gives what grapheme
    /// clusters give: for every scalar of the Basic and Supplementary
    /// Multilingual Planes, the tags and the variation selectors, beside a letter, a Hangul
    /// syllable, a line feed, an emoji, a Devanagari consonant and itself, a string the
    /// fast path accepts has one cluster per scalar.
    @Test func theOneScalarPathAgreesWithGraphemeClusters() {
        let partners: [Unicode.Scalar] = ["a", "\n", "\u{AC00}", "\u{1F600}", "\u{0915}"]
        var accepted = 0
        var disagreements: [String] = []
        for value in Array(0..<0xD800) + Array(0xE000..<0x20000) + Array(0xE0000..<0xE1000) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for partner in partners + [scalar] {
                for pair in [[scalar, partner], [partner, scalar]] {
                    var text = ""
                    text.unicodeScalars.append(contentsOf: pair)
                    guard TextWidth.isOneScalarPerCluster(text) else { continue }
                    accepted += 1
                    if text.count != 2, disagreements.count < 5 { disagreements.append(pair.map { String($0.value, radix: 16) }.joined(separator: " ")) }
                }
            }
        }
        #expect(disagreements.isEmpty, "one cluster where the fast path sees two: \(disagreements)")
        #expect(accepted > 1_000_000, "the fast path is taken for most text")
    }

    @Test func measuringAndTruncatingAgreeOnBothPaths() {
        // Symbols, CJK and accented letters: one scalar per cluster.
        let simple = "Caf\u{E9} \u{6771}\u{4EAC} \u{2192} \u{25B6}"
        // The same with a combining accent and an emoji sequence: clusters.
        let clustered = "Cafe\u{301} \u{6771}\u{4EAC} \u{2192} \u{1F468}\u{200D}\u{1F33E}"
        #expect(TextWidth.isOneScalarPerCluster(simple))
        #expect(!TextWidth.isOneScalarPerCluster(clustered))
        #expect(TextWidth.columns(of: simple) == 13)
        #expect(TextWidth.columns(of: clustered) == 14)
        #expect(TextFit.truncate(simple, to: 8) == "Caf\u{E9} \u{6771}\u{2026}")
        #expect(TextFit.truncate(clustered, to: 8) == "Cafe\u{301} \u{6771}\u{2026}")
    }
}
