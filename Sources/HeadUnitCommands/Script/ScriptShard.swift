/// `--shard K/N`: the K-th of N parts of a run's scripts, as a CI matrix
/// splits a suite (jest's and Playwright's convention). The parts are
/// contiguous runs of the scripts in input order, their sizes differing by
/// at most one, so that the N shards together run every script once.
struct ScriptShard: Equatable, Sendable {
    /// 1 to `count`.
    let index: Int
    let count: Int

    static let option = ValueOption<ScriptShard?>(
        name: "shard", placeholder: "K/N", help: "run only the K-th of N equal parts of the scripts, for a CI matrix",
        byDefault: (nil, "all"), expected: "K/N with 1 ≤ K ≤ N (1/2, 2/2)"
    ) { text in
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else { return nil }
        return ScriptShard(index: index, count: count)
    }

    /// The positions of this shard's scripts among `total`.
    func positions(of total: Int) -> Range<Int> {
        (total * (index - 1) / count)..<(total * index / count)
    }
}
