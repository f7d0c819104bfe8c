/// Where each part of a JSON document was written, found by its path
/// (`$.templates.home.sections[0].items[2]`) in the parsed document itself:
/// nothing is recorded while decoding, so a large file decodes at the
/// speed of its values, and a path is walked only when a diagnostic needs
/// its place.
public struct SourceLocations: Equatable, Sendable {
    private let root: JSONNode?

    /// The places of the document `root`.
    public init(of root: JSONNode) { self.root = root }

    /// No document: every place is the file's start.
    public static let none = SourceLocations(root: nil)

    private init(root: JSONNode?) { self.root = root }

    /// Where the value at `path` was written; nil when the document has none there.
    public subscript(path: String) -> SourceLocation? {
        let found = walk(path)
        return found.rest.isEmpty ? found.node?.location : nil
    }

    /// Where a JSON path was written: the path itself, or its nearest
    /// written parent (`$.a.b[2]`, then `$.a.b`, then `$.a`).
    public func nearest(_ path: String) -> SourceLocation {
        walk(path).node?.location ?? SourceLocation(line: 1, column: 1)
    }

    /// The deepest node the path reaches, and what of the path is left.
    /// An object's member is matched by its whole key, so keys that hold a
    /// dot (`list.one`) are found too: the longest key that fits first.
    private func walk(_ path: String) -> (node: JSONNode?, rest: Substring) {
        guard var node = root, path.hasPrefix("$") else { return (nil, Substring(path)) }
        var rest = path.dropFirst()
        while !rest.isEmpty {
            switch (rest.first, node.value) {
            case (_, .handedOver(let span)):
                let found = JSONParser.locate(rest, in: span)
                return (JSONNode(.null, at: found.location), found.rest)
            case (".", .object(let members)):
                let after = rest.dropFirst()
                if let index = members.keyIndex {
                    // The longest key the path goes on with, looked up at each place a key can end.
                    var found: JSONMember?
                    var end = after.endIndex
                    while found == nil {
                        if let offset = index[String(after[..<end])] { found = members[offset] }
                        guard found == nil, let boundary = after[..<end].lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
                        end = boundary
                    }
                    guard let found else { return (node, rest) }
                    node = found.value
                    rest = after.dropFirst(found.key.count)
                    continue
                }
                let member = members.filter { member in
                    guard after.hasPrefix(member.key) else { return false }
                    let next = after.dropFirst(member.key.count).first
                    return next == nil || next == "." || next == "["
                }.max { $0.key.count < $1.key.count }
                guard let member else { return (node, rest) }
                node = member.value
                rest = after.dropFirst(member.key.count)
            case ("[", .array(let elements)):
                guard let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]),
                    elements.indices.contains(index)
                else { return (node, rest) }
                node = elements[index]
                rest = rest[rest.index(after: close)...]
            default:
                return (node, rest)
            }
        }
        return (node, rest)
    }
}
