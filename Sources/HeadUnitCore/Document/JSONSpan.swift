/// Where an object of a document was written: what a document keeps of an
/// object its reader took as the parse passed it (a scenario's templates,
/// `JSONParser.parse(_:handingOverMembersOf:to:)`). Its places are found
/// in its bytes when a problem needs one (`JSONParser.locate`). The
/// document's bytes are shared, not copied.
public struct JSONSpan: Equatable, Sendable {
    let bytes: [UInt8]
    let range: Range<Int>
    /// Where the object begins.
    let start: SourceLocation
    /// How deep in the document it begins.
    let depth: Int
    /// Whether a key in it holds a '.' or '[', which a path also uses.
    let hasKeyWithSeparator: Bool

    public static func == (left: JSONSpan, right: JSONSpan) -> Bool {
        left.start == right.start && left.bytes[left.range].elementsEqual(right.bytes[right.range])
    }
}
