import Testing

@testable import HeadUnitCore

/// `expect text` searches the display's rows with `TextSearch`, which must
/// answer as the core's `String.contains` did: the standard library's
/// `firstRange(of:)`, character by character. (Here, with Foundation
/// loaded, `contains` would be Foundation's, which differs: it finds
/// `\r` in CR LF and never finds the empty text.)
struct TextSearchTests {
    /// Lines and texts where bytes and characters part: combining marks,
    /// canonical equivalents (é composed and not, the Kelvin sign and K),
    /// CR LF as one character, emoji sequences, wide glyphs, empty text.
    static let lines = [
        "", "Tour", "Rows, images, sections", "Cafe\u{301} au lait", "Caf\u{E9}", "a\r\nb", "👨🏾‍🌾 farmer", "東京 こんにちは", "\u{212A}elvin", "ab",
        "a\u{37E}b \u{1FEF}x", "Tour\u{301}s",
    ]
    static let texts = [
        "", "T", "Tour", "our ", "images", "e", "\u{E9}", "e\u{301}", "Cafe", "\r", "\n", "\r\n", "👨🏾", "👨🏾‍🌾", "東京", "こ", "Kelvin", "\u{212A}", "abc", "b", "K",
        "a;b", "`x", "Tours",
    ]

    @Test func answersAsStringContains() {
        for line in Self.lines {
            for text in Self.texts {
                #expect(
                    TextSearch.finds(text, in: line) == (line.firstRange(of: text) != nil),
                    "\(Array(line.unicodeScalars)) holding \(Array(text.unicodeScalars))")
            }
        }
    }

    @Test func findsTheFirstRowThatHoldsTheText() {
        var frame = Frame(width: 6, height: 3)
        frame.put("ab", x: 0, y: 0, style: .plain)
        frame.put("Tour", x: 1, y: 1, style: .plain)
        frame.put("Tour", x: 0, y: 2, style: .plain)
        #expect(TextSearch.firstRow(holding: "Tour", in: frame) == 1)
        #expect(TextSearch.firstRow(holding: "ab", in: frame) == 0)
        #expect(TextSearch.firstRow(holding: "Tours", in: frame) == nil)
    }

    /// `firstRow` answers from a row's bytes where they can tell, and
    /// must answer as `finds` on the row's text: every line above, drawn
    /// in a row (a combining mark after the text's bytes, a Kelvin sign,
    /// clusters), searched for every text.
    @Test func aRowsBytesAnswerAsItsCharacters() {
        for line in Self.lines {
            var frame = Frame(width: 24, height: 2)
            frame.put(line, x: 1, y: 1, style: .plain)
            let rows = PlainTextWriter.rows(of: frame)
            for text in Self.texts {
                let expected = rows.indices.first { TextSearch.finds(text, in: rows[$0]) }
                #expect(TextSearch.firstRow(holding: text, in: frame) == expected, "\(rows) holding \(Array(text.unicodeScalars))")
            }
        }
    }
}
