/// Where a value is in a document (`$.templates.rows.sections[0]`), as
/// problems name it. An element of an array keeps its array's path and its
/// index, and the members named inside it (`.handler.push`) apart, and is
/// written out only when something reads it: a list of 100,000 rows makes
/// no 100,000 strings to read its rows and their handlers.
struct DocumentPath: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    private let base: String
    private let index: Int?
    /// The members named after the element's index; empty without one.
    private let members: String

    init(stringLiteral value: String) {
        base = value
        index = nil
        members = ""
    }

    init(stringInterpolation: DefaultStringInterpolation) {
        self.init(stringLiteral: String(stringInterpolation: stringInterpolation))
    }

    private init(base: String, index: Int, members: String) {
        self.base = base
        self.index = index
        self.members = members
    }

    var description: String { index.map { "\(base)[\($0)]\(members)" } ?? base }

    /// The path of the element at `index` of the array here.
    func element(_ index: Int) -> DocumentPath { DocumentPath(base: description, index: index, members: "") }

    /// The path of the member `key` of the object here.
    func member(_ key: String) -> DocumentPath {
        guard let index else { return DocumentPath(stringLiteral: base + "." + key) }
        return DocumentPath(base: base, index: index, members: members + "." + key)
    }

    /// The same path written out once, so that its elements' paths share it.
    var written: DocumentPath { DocumentPath(stringLiteral: description) }

    static func == (left: DocumentPath, right: DocumentPath) -> Bool { left.description == right.description }
}
