extension Dictionary where Key == String, Value == SourceLocation {
    /// Where a JSON path was written: the path itself, or its nearest
    /// written parent (`$.a.b[2]`, then `$.a.b`, then `$.a`).
    func nearest(_ path: String) -> SourceLocation {
        var candidate = path
        while self[candidate] == nil, let cut = candidate.lastIndex(where: { $0 == "." || $0 == "[" }) {
            candidate = String(candidate[..<cut])
        }
        return self[candidate] ?? SourceLocation(line: 1, column: 1)
    }
}
