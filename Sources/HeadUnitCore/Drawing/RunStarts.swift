extension RandomAccessCollection where Element == Int, Index == Int {
    /// In places that ascend, each where a run begins (a section's first
    /// row, a run of blocks), the index of the run that holds `position`:
    /// the last that begins at or before it, found by halving. A run that
    /// is empty begins where the next does, and the later one is found.
    func run(holding position: Int) -> Int {
        var low = startIndex, high = endIndex - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if self[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
