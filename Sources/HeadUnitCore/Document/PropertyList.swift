/// A property list, as an app's Info.plist is written: XML (Apple's
/// PropertyList-1.0 DTD) or binary (`bplist00`), read from its bytes with
/// no Foundation, so the tool that reads it starts as fast as without.
/// Nesting is bounded, so that no input can exhaust the stack.
public enum PropertyList {
    /// Deepest nesting of arrays and dictionaries accepted.
    public static let maximumDepth = 64

    /// The value the bytes hold, or where and why they are no property list.
    public static func parse(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        if bytes.starts(with: Array("bplist".utf8)) { return try BinaryPropertyListReader.read(bytes) }
        return try XMLPropertyListReader.read(bytes)
    }
}

/// One value of a property list.
public indirect enum PropertyListValue: Equatable, Sendable {
    case string(String)
    /// A whole number; one past `Int.max` (an unsigned 64-bit one) keeps its bits.
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    /// Seconds since 2001-01-01 00:00:00 UTC, Apple's reference date.
    case date(Double)
    case data([UInt8])
    case array([PropertyListValue])
    case dictionary(PropertyListDictionary)

    /// The kind, as a message names it: "a string", "a dictionary".
    public var kindName: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .boolean: "a Boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}

/// A property list's dictionary: its keys in the order written; a key
/// written twice has its last value, as Apple's reader keeps.
public struct PropertyListDictionary: Equatable, Sendable {
    public private(set) var keys: [String] = []
    private var values: [PropertyListValue] = []

    public init(_ entries: [(key: String, value: PropertyListValue)] = []) {
        for entry in entries { append(entry.key, entry.value) }
    }

    mutating func append(_ key: String, _ value: PropertyListValue) {
        keys.append(key)
        values.append(value)
    }

    /// The value of `key`, if it is there.
    public subscript(key: String) -> PropertyListValue? {
        keys.lastIndex(of: key).map { values[$0] }
    }

    /// The same keys with the same values, in any order (a binary list's order is its writer's).
    public static func == (lhs: PropertyListDictionary, rhs: PropertyListDictionary) -> Bool {
        Set(lhs.keys) == Set(rhs.keys) && lhs.keys.allSatisfy { lhs[$0] == rhs[$0] }
    }
}

/// Why bytes are no property list: what is wrong and, in an XML one,
/// where (a binary one's message names the object or the offset).
public struct PropertyListError: Error, Equatable, Sendable {
    public let message: String
    public let location: SourceLocation?

    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}
