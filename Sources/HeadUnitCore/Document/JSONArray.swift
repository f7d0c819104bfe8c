/// A JSON array's elements in file order. A long array the parse passed
/// inside a member it handed over (a template's rows) keeps of each
/// element only where it begins, and makes it again from the file's bytes
/// when it is read: a list of 100,000 rows is decoded one row at a time,
/// its values never all held at once (`JSONParser.spannedAfter`).
public struct JSONArray: RandomAccessCollection, ExpressibleByArrayLiteral, Equatable, Sendable {
    /// Boxed spans: an array is one word wide, as every value of a
    /// document is as wide as the widest case.
    private enum Storage: Sendable {
        case nodes([JSONNode])
        indirect case spans(JSONElementSpans)
    }

    private let storage: Storage

    public init(_ nodes: [JSONNode]) { storage = .nodes(nodes) }

    public init(arrayLiteral nodes: JSONNode...) { self.init(nodes) }

    init(spans: JSONElementSpans) { storage = .spans(spans) }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .nodes(let nodes): nodes.count
        case .spans(let spans): spans.starts.count
        }
    }

    public subscript(position: Int) -> JSONNode {
        switch storage {
        case .nodes(let nodes): nodes[position]
        case .spans(let spans): JSONParser.element(position, of: spans)
        }
    }

    /// Reads the element at `position` straight from the file's bytes
    /// into `flat` when it is flat (`JSONFlatObject`); false when it is
    /// not, or was made.
    func read(_ position: Int, into flat: inout JSONFlatObject) -> Bool {
        guard case .spans(let spans) = storage else { return false }
        return JSONParser.read(position, of: spans, into: &flat)
    }

    public static func == (left: JSONArray, right: JSONArray) -> Bool { left.elementsEqual(right) }
}

/// Where each element of a long array begins in a document's bytes (the
/// bytes shared, not copied): 12 bytes an element, where a made row took
/// about 700.
struct JSONElementSpans: Sendable {
    /// The first byte, line and column of an element. A scenario is at
    /// most 16 MB, so each fits 32 bits.
    struct Start: Sendable {
        let offset: UInt32
        let line: UInt32
        let column: UInt32
    }

    let bytes: [UInt8]
    var starts: [Start]
    /// How deep in the document the elements begin.
    let depth: Int
}
