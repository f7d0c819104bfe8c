import Foundation
import HeadUnitCore
import Testing

/// A scenario's templates are handed to the decoder as the parse passes
/// them, and the document keeps only where each was written
/// (`JSONValue.handedOver`). What a user sees must not tell this read from
/// a full one: each template handed over is the full read's, every path is
/// found at the same place, and a broken file fails with the same syntax
/// error at the same place.
struct HandedOverParseTests {
    static let files = SchemaTests.shipped("Scenarios") + ["Tests/HeadUnitCoreTests/Fixtures/every-object.json"]

    static func bytes(_ file: String) throws -> [UInt8] {
        Array(try Data(contentsOf: SchemaTests.root.appendingPathComponent(file)))
    }

    static func member(_ key: String, of node: JSONNode) -> JSONNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Every path of a document and where its value was written.
    static func paths(of node: JSONNode, at path: String = "$") -> [(path: String, location: HeadUnitCore.SourceLocation)] {
        var found = [(path, node.location)]
        switch node.value {
        case .object(let members): for member in members { found += paths(of: member.value, at: "\(path).\(member.key)") }
        case .array(let elements): for (index, element) in elements.enumerated() { found += paths(of: element, at: "\(path)[\(index)]") }
        default: break
        }
        return found
    }

    @Test(arguments: files) func eachTemplateHandedOverIsTheFullReadsAndEveryPathIsFoundAtTheSamePlace(file: String) throws {
        let bytes = try Self.bytes(file)
        let full = try JSONParser.parse(bytes)
        var handedOver: [JSONMember] = []
        let document = try JSONParser.parse(bytes, handingOverMembersOf: "templates") { handedOver.append($0) }
        guard case .object(let templates) = try #require(Self.member("templates", of: document)).value else {
            Issue.record("\(file) has no templates object")
            return
        }
        #expect(!templates.isEmpty && templates.map(\.key) == handedOver.map(\.key), "each template handed over once, in file order")
        for (kept, template) in zip(templates, handedOver) {
            guard case .handedOver = kept.value.value else {
                Issue.record("\(file): template \(kept.key) was kept whole")
                continue
            }
            let whole = try #require(Self.member("templates", of: full).flatMap { Self.member(template.key, of: $0) })
            #expect(template.value == whole, "\(file): template \(template.key)")
            #expect(template.keyLocation == kept.keyLocation && kept.value.location == whole.location)
        }
        let fullPlaces = SourceLocations(of: full), keptPlaces = SourceLocations(of: document)
        let paths = Self.paths(of: full)
        #expect(paths.count > 40)
        for (path, location) in paths {
            #expect(keptPlaces[path] == location, "\(file): \(path)")
            // Past a written value: its own place, and no place of its own.
            #expect(keptPlaces["\(path).unwritten[3]"] == nil)
            #expect(keptPlaces.nearest("\(path).unwritten[3]") == fullPlaces.nearest("\(path).unwritten[3]"), "\(file): \(path)")
            #expect(keptPlaces.nearest("\(path)[99]") == location, "\(file): \(path)")
        }
    }

    /// Keys that hold '.' or '[' make a path readable more than one way:
    /// the longest key wins, as in a full read, both where such a key is in
    /// the template walked and where it is in another.
    @Test func aPathThatReadsTwoWaysTakesTheLongestKeyAsAFullReadDoes() throws {
        let text = #"""
            {"templates": {
              "plain": {"a": {"b": 1}, "x": [5, 6]},
              "dotted": {"a": {"b": 1},
                "a.b": {"c": 2}, "x": [5],
                "x[0]": 3, "y": {"z.w": 4}}}}
            """#
        let bytes = Array(text.utf8)
        let full = SourceLocations(of: try JSONParser.parse(bytes))
        let kept = SourceLocations(of: try JSONParser.parse(bytes, handingOverMembersOf: "templates") { _ in })
        let paths = [
            "$.templates.plain.a.b", "$.templates.plain.x[1]", "$.templates.plain.x[2]", "$.templates.dotted.a.b", "$.templates.dotted.a.b.c",
            "$.templates.dotted.x[0]", "$.templates.dotted.x[1]", "$.templates.dotted.y.z.w", "$.templates.dotted.y.z",
        ]
        for path in paths {
            #expect(kept[path] == full[path] && kept.nearest(path) == full.nearest(path), "\(path)")
        }
        #expect(kept["$.templates.dotted.a.b"] == HeadUnitCore.SourceLocation(line: 4, column: 12), "the key \"a.b\", not \"a\" then \"b\"")
        #expect(kept["$.templates.dotted.x[0]"] == HeadUnitCore.SourceLocation(line: 5, column: 13), "the key \"x[0]\", not the first of \"x\"")
    }

    /// A template whose rows are more than a parse makes at once
    /// (`JSONParser.spannedAfter`): rows with escapes, text beyond ASCII,
    /// arrays of images and handlers, a long array inside a row, and late
    /// in the list a key that holds a dot.
    static func longList(rows: Int) -> [UInt8] {
        let items = (0..<rows).map { row in
            let images = (0..<(row == 5 ? JSONParser.spannedAfter + 6 : 2)).map { #"{"image": "♫", "title": "T\#($0)", "handler": ["pop", {"push": "d"}]}"# }
            let extra = row == rows - 3 ? #", "a.b": {"c": [1, 2.5e3, -0.5, true, false, null]}"# : ""
            return
                #"{"text": "Row \#(row) \"quoted\" \u00e9\ud83c\udfb5", "detailText": "Détail\t\#(row)", "images": [\#(images.joined(separator: ", "))], "handler": {"push": "d"}\#(extra)}"#
        }
        let text =
            #"{"headunit": 1, "root": "l", "templates": {"d": {"type": "list"}, "l": {"type": "list", "sections": [{"items": [\#n"#
            + items.joined(separator: ",\n") + "]}]}}}"
        return Array(text.utf8)
    }

    /// A long array handed over is kept as where its elements begin and
    /// made again when read: each element reads as the full read's, and
    /// every path is found at the same place.
    @Test func aLongArrayHandedOverReadsAsTheFullRead() throws {
        let bytes = Self.longList(rows: JSONParser.spannedAfter + 4)
        let full = try JSONParser.parse(bytes)
        var handedOver: [JSONMember] = []
        let document = try JSONParser.parse(bytes, handingOverMembersOf: "templates") { handedOver.append($0) }
        let whole = try #require(Self.member("templates", of: full).flatMap { Self.member("l", of: $0) })
        #expect(handedOver.map(\.key) == ["d", "l"])
        #expect(handedOver.last?.value == whole)
        let fullPlaces = SourceLocations(of: full), keptPlaces = SourceLocations(of: document)
        let paths = Self.paths(of: whole, at: "$.templates.l")
        #expect(paths.count > JSONParser.spannedAfter * 10)
        // Every fifth path: each is walked in the bytes from the template's start.
        for (path, location) in paths.enumerated().filter({ $0.offset % 5 == 0 }).map(\.element) {
            #expect(keptPlaces[path] == location, "\(path)")
            #expect(keptPlaces.nearest("\(path)[99999]") == fullPlaces.nearest("\(path)[99999]"), "\(path)")
        }
        let dotted = "$.templates.l.sections[0].items[\(JSONParser.spannedAfter + 1)].a.b.c[1]"
        #expect(keptPlaces[dotted] != nil && keptPlaces[dotted] == fullPlaces[dotted], "the key \"a.b\" in a row made again")
    }

    /// Bytes broken all through a long list, whose rows the handed-over
    /// read passes without making them: it refuses each broken file with
    /// the full read's error, word for word (a key's text included) and
    /// at the same place.
    @Test func aBrokenLongArrayFailsAsTheFullReadFails() throws {
        let bytes = Self.longList(rows: JSONParser.spannedAfter + 4)
        var errors = 0
        for offset in stride(from: 120, to: bytes.count, by: 101) {
            var variants: [[UInt8]] = [Array(bytes[..<offset]) + Array(bytes[(offset + 1)...])]
            for byte: UInt8 in [0x22, 0x3A, 0x5D, 0x5C, 0xC3, 0x01] {
                variants.append(bytes)
                variants[variants.count - 1][offset] = byte
            }
            // The next key's ':' lost: the message names the key, which the read passing the row did not make.
            if let colon = bytes[offset...].firstIndex(of: UInt8(ascii: ":")) {
                variants.append(bytes)
                variants[variants.count - 1][colon] = UInt8(ascii: ",")
            }
            errors += Self.compareReads(of: variants, brokenAt: offset)
        }
        #expect(errors > 500, "most changes break the file")
    }

    /// Reads each of `variants` whole and handing over the templates'
    /// members: both refuse it with the same error, or both read it. How
    /// many both refused.
    static func compareReads(of variants: [[UInt8]], brokenAt offset: Int) -> Int {
        var errors = 0
        for variant in variants {
            let full = Result { () throws(JSONSyntaxError) in try JSONParser.parse(variant) }
            let handedOver = Result { () throws(JSONSyntaxError) in try JSONParser.parse(variant, handingOverMembersOf: "templates") }
            switch (full, handedOver) {
            case (.failure(let fullError), .failure(let handedOverError)):
                #expect(handedOverError == fullError, "at byte \(offset)")
                errors += 1
            case (.success, .success): break
            default: Issue.record("at byte \(offset): the full read gave \(full), the other \(handedOver)")
            }
        }
        return errors
    }

    @Test func aHandedOverObjectWidensNoValue() {
        #expect(MemoryLayout<JSONNode>.stride == 32, "its fields are boxed: every value of a document is as wide as the widest case")
    }

    /// Bytes broken all through the tour's templates: the read that hands
    /// them over refuses each broken file with the full read's error, word
    /// for word and at the same place, and reads each file that is still JSON.
    @Test func aBrokenTemplateFailsAsTheFullReadFails() throws {
        let bytes = try Self.bytes("Scenarios/tour.json")
        let key = Array(#""templates""#.utf8)
        let start = try #require(bytes.indices.first { bytes[$0...].starts(with: key) })
        var errors = 0
        for offset in stride(from: start, to: bytes.count, by: 97) {
            let variants =
                [Array(bytes[..<offset] + bytes[(offset + 1)...])]
                + [0x22, 0x7D, 0x5C, 0xC3, 0x01].map { byte in
                    var changed = bytes
                    changed[offset] = UInt8(byte)
                    return changed
                }
            errors += Self.compareReads(of: variants, brokenAt: offset)
        }
        #expect(errors > 200, "most changes break the file")
    }
}
