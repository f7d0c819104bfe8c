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
}
