import Foundation
import HeadUnitCore
import Testing

/// The property list reader `doctor` uses, held against what Foundation's
/// `PropertyListSerialization` writes, and against broken input.
struct PropertyListTests {
    /// Every kind of value, as Foundation writes it in XML and in binary.
    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func everyKindReadsAsFoundationWritesIt(_ format: PropertyListSerialization.PropertyListFormat) throws {
        let object: [String: Any] = [
            "text": "Jazz <24> & \"more\" 東京 👨🏾‍🌾", "whole": -42, "large": 9_000_000_000, "real": 2.5, "yes": true, "no": false,
            "when": Date(timeIntervalSinceReferenceDate: 123_456_789), "bytes": Data([0, 1, 254, 255, 7]),
            "list": ["a", ["nested": [1, 2]]] as [Any], "empty": [String: Any](),
        ]
        let bytes = try PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0)
        let expected = PropertyListValue.dictionary(
            PropertyListDictionary([
                ("text", .string("Jazz <24> & \"more\" 東京 👨🏾‍🌾")), ("whole", .integer(-42)), ("large", .integer(9_000_000_000)), ("real", .real(2.5)),
                ("yes", .boolean(true)), ("no", .boolean(false)), ("when", .date(123_456_789)), ("bytes", .data([0, 1, 254, 255, 7])),
                ("list", .array([.string("a"), .dictionary(PropertyListDictionary([("nested", .array([.integer(1), .integer(2)]))]))])),
                ("empty", .dictionary(PropertyListDictionary())),
            ]))
        #expect(try PropertyList.parse(Array(bytes)) == expected)
    }

    @Test func textKeepsEntitiesCDATAAndCommentsApart() throws {
        let xml =
            "<?xml version=\"1.0\"?>\n<!-- a comment --><plist version=\"1.0\"><string>a &lt;b&gt; &#x41;&#66; <![CDATA[<c>&amp;]]><!-- no --></string></plist>"
        #expect(try PropertyList.parse(Array(xml.utf8)) == .string("a <b> AB <c>&amp;"))
        #expect(
            try PropertyList.parse(Array("<dict><key>k</key><integer> 0x1F </integer></dict>".utf8))
                == .dictionary(PropertyListDictionary([("k", .integer(31))])))
    }

    @Test(arguments: [
        ("", "the file holds no property list: it starts <?xml or <plist", 1, 1),
        ("{ a = b; }", "found text \"{ a = b; }\" where a property list starts: it is neither XML nor binary", 1, 1),
        ("<plist><dict><key>a</key></dict></plist>", "the key \"a\" has no value", 1, 14),
        ("<plist><dict><string>a</string></dict></plist>", "expected <key> in <dict>, found <string>", 1, 14),
        ("<plist><strin>a</strin></plist>", "unknown element <strin>; did you mean <string>?", 1, 8),
        ("<plist><integer>1.5</integer></plist>", "<integer> holds \"1.5\", not a whole number", 1, 8),
        ("<plist><dict>\n  <key>a</key>\n  <string>x &nbsp; y</string>\n</dict></plist>", "unknown entity &nbsp;", 3, 13),
        ("<plist><array>", "the file ends inside <array>, opened at 1:8", 1, 15),
        ("<plist><string>a<b</string></plist>", "found a tag inside <string>: write &lt; for a '<' in text", 1, 17),
        ("<plist><string>é</string></strin>", "</strin> does not close <plist>, opened at 1:1", 1, 26),
        ("<plist><true/></plist><x/>", "found a tag after the property list's end", 1, 23),
        ("<plist><dict>oops</dict></plist>", "expected a value (<string>, <dict>, ...), found text \"oops\"", 1, 14),
        (String(repeating: "<array>", count: 65), "nested deeper than 64 arrays and dictionaries", 1, 449),
    ])
    func malformedXMLIsPlaced(_ xml: String, _ message: String, _ line: Int, _ column: Int) {
        #expect(throws: PropertyListError(message, at: SourceLocation(line: line, column: column))) { try PropertyList.parse(Array(xml.utf8)) }
    }

    /// Every cut and every byte spoilt of a binary list: a value or an error, never a crash.
    @Test func aDamagedBinaryListNeverCrashes() throws {
        let object: [String: Any] = ["UIApplicationSceneManifest": ["UISceneConfigurations": ["role": [["name": "a", "n": 7, "r": 1.5]]]]]
        let bytes = Array(try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
        for length in 0..<bytes.count { _ = try? PropertyList.parse(Array(bytes.prefix(length))) }
        for position in bytes.indices {
            for spoilt: UInt8 in [0x00, 0x7F, 0xFF] {
                var damaged = bytes
                damaged[position] = spoilt
                _ = try? PropertyList.parse(damaged)
            }
        }
        let whole = try PropertyList.parse(bytes)
        #expect(whole.kindName == "a dictionary")
    }

    /// A list that holds itself is refused; one that holds the same list
    /// twice at each of 60 levels is read once a level.
    @Test func referencesAreFollowedOnce() throws {
        #expect(throws: PropertyListError("the binary property list is damaged: object 0 contains itself")) {
            try PropertyList.parse(Self.binary(objects: [[0xA1, 0x00]], top: 0))
        }
        let levels = 60
        let objects: [[UInt8]] = [[0x09]] + (1...levels).map { [0xA2, UInt8($0 - 1), UInt8($0 - 1)] }
        var count = 0
        if case .array(let top) = try PropertyList.parse(Self.binary(objects: objects, top: levels)) { count = top.count }
        #expect(count == 2)
    }

    /// A `bplist00` of `objects` (references and offsets a byte each).
    static func binary(objects: [[UInt8]], top: Int) -> [UInt8] {
        var bytes = Array("bplist00".utf8), offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(bytes.count))
            bytes += object
        }
        let table = bytes.count
        bytes += offsets
        func eight(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        return bytes + [0, 0, 0, 0, 0, 0, 1, 1] + eight(objects.count) + eight(top) + eight(table)
    }
}
