/// One figure `headunit bench` holds to a goal (issue 37's acceptance 2
/// and the tour's memory), printed with its goal beside it in the table
/// the bench ends with, so one run gives every figure a closing note asks.
package struct BenchGoal: Sendable, Equatable {
    /// What is measured: "a push after 1,500 kept templates over one after 50".
    let measure: String
    /// The figure measured, with its unit: "1.04x".
    let figure: String
    /// The goal, as the issue words it: "<= 1.2x".
    let goal: String
    /// Whether the figure meets the goal.
    let met: Bool

    /// `value` against a goal of at most `limit` (`under`: strictly below it).
    package init(_ measure: String, _ value: Double, unit: String, atMost limit: Double, under: Bool = false) {
        self.measure = measure
        figure = Self.number(value) + unit
        goal = (under ? "< " : "<= ") + Self.number(limit) + unit
        met = under ? value < limit : value <= limit
    }

    private init(measure: String, figure: String, goal: String, met: Bool) {
        self.measure = measure
        self.figure = figure
        self.goal = goal
        self.met = met
    }

    /// A figure with one decimal, or two below 10 (a ratio: 1.04).
    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        return value < 10 ? BenchFormat.ratio(value) : BenchFormat.tenths(value)
    }

    /// How a CarPlay app's own bench (another process) hands a goal to
    /// `headunit bench`: one line its output starts with `linePrefix`.
    package var line: String { Self.linePrefix + [measure, figure, goal, met ? "met" : "missed"].joined(separator: "\t") }

    static let linePrefix = "goal\t"

    /// A hosted app's push after 1,500 kept templates over one after 50
    /// (nan: not measured), as the app's bench and `headunit bench` name it.
    package static func push(_ ratio: Double) -> BenchGoal {
        BenchGoal("a push after 1,500 kept templates over one after 50", ratio, unit: "x", atMost: 1.2)
    }

    /// A goal read back from its `line`; nil for any other line.
    init?(line: Substring) {
        guard line.hasPrefix(Self.linePrefix) else { return nil }
        let fields = line.dropFirst(Self.linePrefix.count).split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 4, ["met", "missed"].contains(fields[3]) else { return nil }
        self.init(measure: String(fields[0]), figure: String(fields[1]), goal: String(fields[2]), met: fields[3] == "met")
    }

    /// The table of `goals`, one a row: the measure, the figure, the goal
    /// and whether it is met.
    static func table(_ goals: [BenchGoal]) -> String {
        let pad = BenchFormat.pad
        let width = (goals.map(\.measure.count).max() ?? 0) + 2
        let rows = goals.map { pad($0.measure, width) + pad($0.figure, 12) + pad($0.goal, 15) + ($0.met ? "met" : "MISSED") + "\n" }
        return "\nThe goals (issue 37, acceptance 2, and the tour's memory), this run\n" + pad("measure", width) + pad("figure", 12) + pad("goal", 15)
            + "met\n" + rows.joined()
    }
}
