/// Where a value is in a document (`$.templates.rows.sections[0]`), as
/// problems name it. An element of an array keeps its array's path and its
/// index, and is written out only when something reads it: a list of
/// 100,000 rows makes no 100,000 strings to read its rows.
struct DocumentPath: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    private let base: String
    private let index: Int?

    init(stringLiteral value: String) {
        base = value
        index = nil
    }

    init(stringInterpolation: DefaultStringInterpolation) {
        base = String(stringInterpolation: stringInterpolation)
        index = nil
    }

    private init(base: String, index: Int) {
        self.base = base
        self.index = index
    }

    var description: String { index.map { "\(base)[\($0)]" } ?? base }

    /// The path of the element at `index` of the array here.
    func element(_ index: Int) -> DocumentPath { DocumentPath(base: description, index: index) }

    /// The path of the member `key` of the object here.
    func member(_ key: String) -> DocumentPath { "\(description).\(key)" }
}
