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
        // A cell is 8 bytes with no padding: two cells with the same bits
        // look the same, but for a cluster (an index into each frame's own
        // table), and with no cluster in either frame, different bits look
        // different. A knob step compares every cell of the terminal, a
        // word at a time.
        let words = MemoryLayout<Cell>.size == 8 && MemoryLayout<Cell>.stride == 8
        let clusters = new.hasClusters || old.hasClusters
        new.cells.withUnsafeBytes { newBytes in
            old.cells.withUnsafeBytes { oldBytes in
                func looksSame(_ index: Int) -> Bool {
                    guard words else { return new.sameLook(new.cells[index], as: old.cells[index], in: old) }
                    let offset = index &* 8
                    if newBytes.load(fromByteOffset: offset, as: UInt64.self) == oldBytes.load(fromByteOffset: offset, as: UInt64.self) {
                        return !clusters || !newBytes.load(fromByteOffset: offset, as: Cell.self).isCluster
                            || new.sameLook(new.cells[index], as: old.cells[index], in: old)
                    }
                    return clusters && new.sameLook(new.cells[index], as: old.cells[index], in: old)
                }
                for row in 0..<new.height {
                    var start: Int?
                    var lastChanged = -1
                    let base = row * new.width
                    for col in 0..<new.width where !looksSame(base + col) {
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
            }
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
