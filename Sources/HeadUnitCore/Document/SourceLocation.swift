/// A place in a text file: 1-based line and column (columns count
/// characters, not bytes).
public struct SourceLocation: Equatable, Hashable, Sendable, Comparable, CustomStringConvertible {
    // Kept in 32 bits each: every JSON value of a document holds one, and
    // files are read only up to a few tens of megabytes.
    private let storedLine: UInt32
    private let storedColumn: UInt32

    public var line: Int { Int(storedLine) }
    public var column: Int { Int(storedColumn) }

    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }
}
