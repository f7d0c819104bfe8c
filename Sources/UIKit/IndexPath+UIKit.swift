import Foundation

/// STAND-IN for UIKit's additions to `IndexPath`: a table's row as its
/// section and its row.
extension IndexPath {
    /// The index path of `row` in `section`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
