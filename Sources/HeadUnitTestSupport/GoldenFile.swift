import Foundation

/// A golden file: text recorded by the tool and compared byte for byte.
///
/// `HEADUNIT_RECORD=1` writes the file instead, and the comparison then
/// reports `.recorded`, which tests treat as a failure: a recorded golden
/// is reviewed and committed, never passed silently.
public struct GoldenFile {
    /// What comparing with a golden found.
    public enum Outcome: Equatable, CustomStringConvertible {
        case matches
        case recorded(path: String)
        case missing(path: String)
        case differs(path: String, firstDifference: String)

        public var description: String {
            switch self {
            case .matches: "matches"
            case .recorded(let path): "recorded \(path): review it, then run again without HEADUNIT_RECORD"
            case .missing(let path): "no golden at \(path): run with HEADUNIT_RECORD=1 to record it"
            case .differs(let path, let first): "differs from \(path): \(first)"
            }
        }
    }

    public let url: URL

    /// The golden `name` in the `Goldens` folder beside the test file `testFile`.
    public init(_ name: String, besides testFile: String) {
        url = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("Goldens").appendingPathComponent(name)
    }

    /// Compares `actual` with the golden, or records it under HEADUNIT_RECORD=1.
    public func compare(_ actual: String) -> Outcome {
        if ProcessInfo.processInfo.environment["HEADUNIT_RECORD"] == "1" {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return .recorded(path: url.path)
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { return .missing(path: url.path) }
        let expected = String(decoding: data, as: UTF8.self)
        if expected == actual { return .matches }
        return .differs(path: url.path, firstDifference: Self.firstDifference(expected, actual))
    }

    /// The first line that differs, both ways.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? String(a[index]) : "<none>"
            let right = index < b.count ? String(b[index]) : "<none>"
            if left != right { return "line \(index + 1): expected '\(left)', got '\(right)'" }
        }
        return "the same lines, different bytes"
    }
}
