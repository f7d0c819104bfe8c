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
        for row in 0..<new.height where !isUnchanged(row: row, old, new) {
            var start: Int?
            var lastChanged = -1
            var col = 0
            while let changed = nextChange(on: row, from: col, old, new) {
                if let first = start, changed.lowerBound - lastChanged - 1 > bridge {
                    runs.append(widen(Run(row: row, columns: first..<(lastChanged + 1)), in: new))
                    start = changed.lowerBound
                } else if start == nil {
                    start = changed.lowerBound
                }
                lastChanged = changed.upperBound - 1
                col = changed.upperBound
            }
            if let first = start { runs.append(widen(Run(row: row, columns: first..<(lastChanged + 1)), in: new)) }
        }
        return runs
    }

    /// Whether every cell of `row` is byte for byte the same in both
    /// frames, told without looking for where a change is: a knob step
    /// changes two or three of a terminal's rows, and the rest are passed
    /// a row at a time (the word loop has no early exit, so it is
    /// vectorised). False whenever bytes alone cannot tell (clusters).
    private static func isUnchanged(row: Int, _ old: Frame, _ new: Frame) -> Bool {
        guard comparesByBytes(old, new) else { return false }
        let base = row &* new.width
        return new.cells.withUnsafeBytes { newBytes in
            old.cells.withUnsafeBytes { oldBytes in
                var difference: UInt64 = 0
                for index in base..<(base &+ new.width) {
                    difference |= newBytes.load(fromByteOffset: index &* 8, as: UInt64.self) ^ oldBytes.load(fromByteOffset: index &* 8, as: UInt64.self)
                }
                return difference == 0
            }
        }
    }

    /// Whether a cell of either frame looks the same exactly when its 8
    /// bytes are: no cluster (a cluster's index names a glyph of each
    /// frame's own table) and no padding in a cell.
    private static func comparesByBytes(_ old: Frame, _ new: Frame) -> Bool {
        MemoryLayout<Cell>.size == 8 && MemoryLayout<Cell>.stride == 8 && !new.hasClusters && !old.hasClusters
    }

    /// The next stretch of cells from `col` on `row` that look different
    /// in `new` than in `old`, if any.
    private static func nextChange(on row: Int, from col: Int, _ old: Frame, _ new: Frame) -> Range<Int>? {
        let base = row * new.width
        let end = base + new.width
        var first = base + col
        guard comparesByBytes(old, new) else {
            // A cluster's index means a glyph of each frame's own table.
            while first < end, new.sameLook(new.cells[first], as: old.cells[first], in: old) { first += 1 }
            var last = first
            while last < end, !new.sameLook(new.cells[last], as: old.cells[last], in: old) { last += 1 }
            return first < end ? (first - base)..<(last - base) : nil
        }
        // With no cluster, a cell looks the same exactly when its 8 bytes
        // (no padding) are the same: a knob step compares every cell of the
        // terminal, a word at a time.
        var last = first
        new.cells.withUnsafeBytes { newBytes in
            old.cells.withUnsafeBytes { oldBytes in
                func same(_ index: Int) -> Bool {
                    newBytes.load(fromByteOffset: index &* 8, as: UInt64.self) == oldBytes.load(fromByteOffset: index &* 8, as: UInt64.self)
                }
                while first < end, same(first) { first += 1 }
                last = first
                while last < end, !same(last) { last += 1 }
            }
        }
        return first < end ? (first - base)..<(last - base) : nil
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
