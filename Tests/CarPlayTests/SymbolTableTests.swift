import Foundation
import HeadUnitCore
import Testing
import UIKit

/// docs/TESTING.md's table of SF Symbols is the table headunit draws by.
struct SymbolTableTests {
    @Test func everySymbolIsInTheDocsTableWithItsGlyph() throws {
        let doc = try String(contentsOf: APITableTests.root.appendingPathComponent("docs/TESTING.md"), encoding: .utf8)
        var rows: [String: String] = [:]
        for line in doc.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2 else { continue }
            for name in cells[1].split(separator: ",") { rows[name.trimmingCharacters(in: CharacterSet(charactersIn: " `"))] = cells[0] }
        }
        let entries = SymbolGlyphs.entries
        #expect(entries.count >= 100)
        let wrong = entries.filter { rows[$0.name] != "`\($0.glyph)`" }.map(\.name)
        #expect(wrong.isEmpty, "symbols missing from the docs' table or with another glyph there: \(wrong)")
    }

    /// `--ascii`: an app's image drawn as a glyph (a dashboard button's)
    /// comes out as an ASCII sign, never as the `?` of a character
    /// headunit does not know.
    @Test func everySymbolHasAnASCIIStandIn() {
        let glyphs = Set(SymbolGlyphs.entries.map(\.glyph) + [UIImage(systemName: "zzz.unknown")?.glyph ?? ""])
        let unknown = glyphs.filter { glyph in
            var frame = Frame(width: 1, height: 1)
            frame.fill(Rect(x: 0, y: 0, width: 1, height: 1), glyph: glyph.unicodeScalars.first!, style: .plain)
            return AsciiFallback.apply(to: frame)[0, 0].content == UInt32(UInt8(ascii: "?")) && glyph != "?"
        }
        #expect(unknown.isEmpty, "glyphs --ascii draws as ?: \(unknown.sorted())")
    }

    @Test func aSymbolIsLookedUpWholeThenWithoutItsVariantsThenByItsFirstPart() throws {
        #expect(UIImage(systemName: "arrow.down.circle.fill")?.glyph == "⤓")
        #expect(UIImage(systemName: "play.circle.fill")?.glyph == "⏵")
        #expect(UIImage(systemName: "star.fill")?.glyph == "★", "a whole name first")
        #expect(UIImage(systemName: "music.note.tv")?.glyph == "♫", "by its first part")
        #expect(UIImage(systemName: "zzz.unknown")?.glyph == "◇")
        #expect(UIImage(systemName: "") == nil)
    }
}
