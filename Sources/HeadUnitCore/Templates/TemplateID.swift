/// The name a scenario gives a template (`"stations"`).
public struct TemplateID: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }
    public static func < (lhs: TemplateID, rhs: TemplateID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The id of the one shared now-playing template.
    public static let nowPlaying: TemplateID = "nowPlaying"
}
