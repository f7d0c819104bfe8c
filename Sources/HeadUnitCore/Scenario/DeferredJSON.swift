/// An object of a document kept as where its bytes are: the document's
/// first read checked them, and the object is made only when it is read.
/// The document's bytes are shared, not copied, and stay while any of its
/// deferred objects does.
public struct DeferredJSON: Equatable, Sendable {
    let bytes: [UInt8]
    let range: Range<Int>
    /// Where the object begins.
    let start: SourceLocation
    /// How deep in the document it begins.
    let depth: Int

    public static func == (left: DeferredJSON, right: DeferredJSON) -> Bool {
        left.start == right.start && left.bytes[left.range].elementsEqual(right.bytes[right.range])
    }
}

extension JSONNode {
    /// The node with a deferred object made: the object its bytes hold.
    public var made: JSONNode {
        guard case .deferred(let deferred) = value else { return self }
        return JSONParser.make(deferred)
    }
}
