/// Which cells changed between two frames: what a painter must write.
public enum FrameDiff {
    /// A run of cells on one row to write.
    public struct Run: Equatable, Sendable {
        public let row: Int
        public let columns: Range<Int>

        public init(row: Int, columns: Range<Int>) {
            self.row = row
            self.columns = columns
        }
    }

    /// Unchanged cells between two changes that are written anyway, when
    /// that is cheaper than moving the cursor past them.
    public static let bridge = 3

    /// The runs of `new` that differ from `old`; every cell when there is
    /// no old frame or its size differs. A run never starts on the right
    /// half of a wide glyph or ends on its left half.
    public static func runs(from old: Frame?, to new: Frame) -> [Run] {
        guard let old, old.width == new.width, old.height == new.height else {
            return (0..<new.height).map { Run(row: $0, columns: 0..<new.width) }
        }
        var runs: [Run] = []
        for row in 0..<new.height {
            var start: Int?
            var lastChanged = -1
            let base = row * new.width
            for col in 0..<new.width {
                let changed = !new.sameLook(new.cells[base + col], as: old.cells[base + col], in: old)
                guard changed else { continue }
                if let first = start, col - lastChanged - 1 > bridge {
                    runs.append(widen(Run(row: row, columns: first..<(lastChanged + 1)), in: new))
                    start = col
                } else if start == nil {
                    start = col
                }
                lastChanged = col
            }
            if let first = start { runs.append(widen(Run(row: row, columns: first..<(lastChanged + 1)), in: new)) }
        }
        return runs
    }

    /// Cells written by a set of runs.
    public static func cellCount(_ runs: [Run]) -> Int { runs.reduce(0) { $0 + $1.columns.count } }

    private static func widen(_ run: Run, in frame: Frame) -> Run {
        var lower = run.columns.lowerBound, upper = run.columns.upperBound
        if lower > 0, frame[lower, run.row].isContinuation { lower -= 1 }
        if upper < frame.width, frame[upper, run.row].isContinuation { upper += 1 }
        return Run(row: run.row, columns: lower..<upper)
    }
}
