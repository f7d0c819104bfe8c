/// A car's history: its records in order, how many a test has checked,
/// and whether every one must be (see `TestCar.history`).
struct CarHistory {
    private(set) var records: [CarRecord] = []
    private var checked = 0
    var isExhaustive = false

    /// The records no check has looked at yet.
    var unchecked: [CarRecord] { Array(records[checked...]) }

    mutating func append(_ new: [CarRecord]) { records += new }

    /// Checks the unchecked records (their template changes alone when
    /// `templatesOnly`) against `expected`, and marks them all checked.
    mutating func check(_ expected: [CarRecord], templatesOnly: Bool) throws(TestCarError) {
        let actual = templatesOnly ? unchecked.filter(\.kind.isTemplateChange) : unchecked
        checked = records.count
        guard actual != expected else { return }
        throw .historyDiffers(expected: expected.map(\.description), actual: actual.map(\.description))
    }

    /// In exhaustive mode, a step may not begin while a record is unchecked.
    func checkNothingUnchecked() throws(TestCarError) {
        guard isExhaustive, checked < records.count else { return }
        throw .uncheckedHistory(unchecked.map(\.description))
    }
}
