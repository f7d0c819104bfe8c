/// Makes broken versions of a file for robustness tests: bytes flipped,
/// cut short, deleted and repeated, keys renamed, strings made huge or
/// given escape sequences, values nested deep or given another type,
/// invalid UTF-8. Deterministic: the same seed gives the same versions.
public struct Mutator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    /// The kinds of change, one picked per version.
    public enum Kind: CaseIterable, Sendable {
        case flipByte, truncate, deleteRange, repeatRange, renameKey, hugeString, escapeSequence, deepNesting, invalidUTF8, retypeValue
    }

    /// A pseudo-random number below `bound` (SplitMix64).
    public mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(max(1, bound)))
    }

    /// One broken version of `bytes`, and which kind of change made it.
    public mutating func mutate(_ bytes: [UInt8]) -> (kind: Kind, bytes: [UInt8]) {
        let kind = Kind.allCases[next(Kind.allCases.count)]
        var result = bytes
        let at = next(max(1, bytes.count))
        switch kind {
        case .flipByte:
            result[at] ^= UInt8(1 + next(255))
        case .truncate:
            result = Array(bytes[..<at])
        case .deleteRange:
            result.removeSubrange(at..<min(bytes.count, at + 1 + next(64)))
        case .repeatRange:
            let range = at..<min(bytes.count, at + 1 + next(200))
            result.insert(contentsOf: bytes[range], at: range.upperBound)
        case .renameKey:
            if let key = quoted(in: bytes, before: UInt8(ascii: ":")) {
                var name = Array(bytes[key])
                if !name.isEmpty {
                    let index = next(name.count)
                    name[index] = name[index] == UInt8(ascii: "e") ? UInt8(ascii: "a") : UInt8(ascii: "e")
                }
                result.replaceSubrange(key, with: name)
            }
        case .hugeString:
            if let value = quoted(in: bytes, before: nil) {
                let unit: [UInt8] = next(2) == 0 ? Array("x".utf8) : Array("東".utf8)
                result.replaceSubrange(value, with: Array(repeating: unit, count: 500 + next(20_000)).flatMap { $0 })
            }
        case .escapeSequence:
            if let value = quoted(in: bytes, before: nil) {
                let escapes = ["\\u001b[2J\\u001b[H", "\\u001b]0;owned\\u0007", "\\u202e\\u2066", "\\u0000\\u0008\\u009b31m"]
                result.insert(contentsOf: Array(escapes[next(escapes.count)].utf8), at: value.lowerBound)
            }
        case .deepNesting:
            let depth = 30 + next(2000)
            result.insert(contentsOf: Array(repeating: UInt8(ascii: "["), count: depth) + Array(repeating: UInt8(ascii: "]"), count: depth), at: at)
        case .invalidUTF8:
            let sequences: [[UInt8]] = [[0xFF], [0xC3, 0x28], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xC0, 0xAF]]
            result.insert(contentsOf: sequences[next(sequences.count)], at: (quoted(in: bytes, before: nil)?.lowerBound) ?? at)
        case .retypeValue:
            if let value = quoted(in: bytes, before: nil) {
                let replacements = ["42", "true", "null", "{}", "[]", "-1e999", "{\"push\": \"nowhere\"}"]
                result.replaceSubrange(value.lowerBound - 1..<value.upperBound + 1, with: Array(replacements[next(replacements.count)].utf8))
            }
        }
        return (kind, result)
    }

    /// The inside of a random quoted string (a key when `before` is ':').
    private mutating func quoted(in bytes: [UInt8], before follower: UInt8?) -> Range<Int>? {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\"") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
            guard end < bytes.count else { break }
            let isKey = end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: ":")
            if follower == nil ? !isKey : isKey { ranges.append((index + 1)..<end) }
            index = end + 1
        }
        return ranges.isEmpty ? nil : ranges[next(ranges.count)]
    }
}
