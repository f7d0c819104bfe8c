/// The names of a car's unnamed goldens: each test's first is named after
/// the test function, its next ones with `-2`, `-3`.
struct GoldenNames {
    /// How many unnamed goldens each test (its file and function) has had.
    private var counts: [String: Int] = [:]

    /// The name of the next unnamed golden of `function` in `file`.
    mutating func next(file: String, function: String) -> String {
        let key = "\(file)#\(function)"
        let count = counts[key, default: 0] + 1
        counts[key] = count
        let name = Self.testName(function)
        return count == 1 ? name : "\(name)-\(count)"
    }

    /// A function's name as `#function` gives it, without its argument
    /// list, backquotes or path separators: `pickingAStationPlaysIt()` and
    /// `plays(station:)` name `pickingAStationPlaysIt` and `plays`.
    static func testName(_ function: String) -> String {
        let name = String(function.prefix { $0 != "(" }.filter { $0 != "`" }.map { $0 == "/" ? "-" : $0 })
        return name.isEmpty ? "screen" : name
    }
}
