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

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
