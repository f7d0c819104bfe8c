/// "Did you mean": the closest of the keys a place accepts to a misspelt one.
enum KeySuggestion {
    /// The accepted key nearest to `key`, when it is near enough to be a typo.
    static func nearest(to key: String, in accepted: [String]) -> String? {
        guard key.count <= 64 else { return nil }
        let lowered = key.lowercased()
        var best: (key: String, distance: Int)?
        for candidate in accepted {
            let distance = editDistance(Array(lowered), Array(candidate.lowercased()))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(1, min(3, key.count / 3)) else { return nil }
        return best.key
    }

    /// Edits between two words, a swap of neighbours counted as one
    /// (optimal string alignment distance).
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
