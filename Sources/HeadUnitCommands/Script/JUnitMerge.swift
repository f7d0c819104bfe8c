/// The JUnit XML `script --junit` writes, and the merge of several such
/// files (one a CI shard) into one report: suites of the same file become
/// one, in the order first seen, their counts added up.
enum JUnitMerge {
    /// A test suite: its name (escaped for XML), its counts, and its test
    /// cases' lines as written.
    struct Suite: Equatable {
        let name: String
        var tests: Int
        var failures: Int
        var body: [String]
    }

    /// The document of `suites`.
    static func document(_ suites: [Suite]) -> String {
        var xml = header + "\n"
        xml += #"<testsuites tests="\#(suites.reduce(0) { $0 + $1.tests })" failures="\#(suites.reduce(0) { $0 + $1.failures })">"# + "\n"
        for suite in suites {
            xml += #"  <testsuite name="\#(suite.name)" tests="\#(suite.tests)" failures="\#(suite.failures)">"# + "\n"
            xml += suite.body.joined()
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// Suites of the same name made one, in the order first seen.
    static func merged(_ reports: [[Suite]]) -> [Suite] {
        var suites: [Suite] = []
        for suite in reports.joined() {
            if let index = suites.firstIndex(where: { $0.name == suite.name }) {
                suites[index].tests += suite.tests
                suites[index].failures += suite.failures
                suites[index].body += suite.body
            } else {
                suites.append(suite)
            }
        }
        return suites
    }

    /// Where a file is not what `script --junit` writes, and what was expected.
    struct Problem: Error, Equatable {
        let line: Int
        let expected: String
    }

    /// The suites of a document `document(_:)` wrote.
    static func suites(of text: String) -> Result<[Suite], Problem> {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) + "\n" }
        guard lines.first == header + "\n" else { return .failure(Problem(line: 1, expected: header)) }
        guard lines.count > 1, lines[1].hasPrefix("<testsuites ") else { return .failure(Problem(line: 2, expected: "<testsuites ...>")) }
        var suites: [Suite] = []
        var index = 2
        while index < lines.count, lines[index] != "</testsuites>\n" {
            let line = lines[index]
            guard line.hasPrefix("  <testsuite "), let name = attribute("name", in: line), let tests = attribute("tests", in: line).flatMap({ Int($0) }),
                let failures = attribute("failures", in: line).flatMap({ Int($0) })
            else { return .failure(Problem(line: index + 1, expected: #"<testsuite name="..." tests="N" failures="N">"#)) }
            var suite = Suite(name: name, tests: tests, failures: failures, body: [])
            index += 1
            while index < lines.count, lines[index] != "  </testsuite>\n" {
                suite.body.append(lines[index])
                index += 1
            }
            guard index < lines.count else { return .failure(Problem(line: index, expected: "</testsuite>")) }
            suites.append(suite)
            index += 1
        }
        guard index < lines.count else { return .failure(Problem(line: index, expected: "</testsuites>")) }
        return .success(suites)
    }

    private static let header = #"<?xml version="1.0" encoding="UTF-8"?>"#

    /// The value of `name="..."` in a line, as written (escaped).
    private static func attribute(_ name: String, in line: String) -> String? {
        let parts = line.split(separator: " \(name)=\"", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        return parts[1].firstIndex(of: "\"").map { String(parts[1][..<$0]) }
    }
}
