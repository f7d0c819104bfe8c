/// A JSON value that remembers where it was written.
public struct JSONNode: Equatable, Sendable {
    public let value: JSONValue
    public let location: SourceLocation

    public init(_ value: JSONValue, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// A JSON object's members in file order. A large one also keeps its
/// members by key (the first of each), made as it is parsed: a place in it
/// is found at once, not by looking at each.
public struct JSONObject: RandomAccessCollection, Equatable, Sendable {
    public let members: [JSONMember]
    let keyIndex: [String: Int]?

    /// Objects with more members than this are indexed.
    static let indexedSize = 16

    public init(_ members: [JSONMember]) {
        self.members = members
        if members.count > Self.indexedSize {
            var index: [String: Int] = [:]
            index.reserveCapacity(members.count)
            for (offset, member) in members.enumerated() where index[member.key] == nil { index[member.key] = offset }
            keyIndex = index
        } else {
            keyIndex = nil
        }
    }

    public var startIndex: Int { members.startIndex }
    public var endIndex: Int { members.endIndex }
    public subscript(position: Int) -> JSONMember { members[position] }

    public static func == (left: JSONObject, right: JSONObject) -> Bool { left.members == right.members }
}

/// A parsed JSON value. Objects keep their members in file order, with
/// each key's own location.
public enum JSONValue: Equatable, Sendable {
    case object(JSONObject)
    case array(JSONArray)
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    /// An object the parse handed to its reader as it passed it (a
    /// scenario's templates), kept only as where it was written, so that a
    /// large file's values are never all held at once. Boxed: every value
    /// of a document is as wide as this enum.
    indirect case handedOver(JSONSpan)

    /// The JSON type's name, as error messages say it.
    public var typeName: String {
        switch self {
        case .object, .handedOver: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}

/// One `"key": value` of a JSON object.
public struct JSONMember: Equatable, Sendable {
    public let key: String
    public let keyLocation: SourceLocation
    public let value: JSONNode
}
