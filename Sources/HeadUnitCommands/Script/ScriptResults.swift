import HeadUnitCore

/// How one script ran, for the reports.
struct ScriptResult {
    let script: Script
    /// The file its lines are in (the scenario, or a test file).
    let file: String
    let outcome: ScriptRunner.Outcome
    /// The display when it ended, as plain text.
    let frame: String

    var expectations: Int { outcome.expectations }

    /// Where and why it failed, or nil when every line held.
    var failure: (location: SourceLocation, rule: ScriptRule, reason: String)? {
        outcome.failure.map { ($0.line.location, $0.rule, $0.reason) }
    }
}

/// The results of a `script` run in the formats CI reads: TAP and JUnit XML.
enum ScriptResults {
    /// TAP version 13: a plan, one test point a script, the failure's
    /// place, reason and frame in a YAML block.
    static func tap(_ results: [ScriptResult]) -> String {
        var lines = ["TAP version 13", "1..\(results.count)"]
        for (index, result) in results.enumerated() {
            let title = Escaped.text("\(result.file) \(result.script.name)")
            guard let failure = result.failure else {
                lines.append("ok \(index + 1) - \(title) (\(result.expectations) expectations)")
                continue
            }
            lines.append("not ok \(index + 1) - \(title)")
            lines.append("  ---")
            lines.append("  message: \(yamlQuoted("[\(failure.rule)] \(failure.reason)"))")
            lines.append("  at: \(yamlQuoted("\(result.file):\(failure.location)"))")
            lines.append("  display: |")
            lines += result.frame.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "    " + Escaped.text($0) }
            lines.append("  ...")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// JUnit XML: a test suite for each file the scripts are in (in the
    /// order first run), one test case a script, a failure with its
    /// place, reason and the display. The shards of a run, merged
    /// (`JUnitMerge`), make the very report of the whole run.
    static func junit(_ results: [ScriptResult]) -> String {
        let suites = results.map { result in
            JUnitMerge.Suite(name: escaped(result.file), tests: 1, failures: result.failure == nil ? 0 : 1, body: [testCase(result)])
        }
        return JUnitMerge.document(JUnitMerge.merged([suites]))
    }

    /// A script's test case, its lines indented under its suite.
    private static func testCase(_ result: ScriptResult) -> String {
        let name = #"name="\#(escaped(result.script.name))" classname="\#(escaped(result.file))""#
        guard let failure = result.failure else { return "    <testcase \(name) assertions=\"\(result.expectations)\"/>\n" }
        return "    <testcase \(name) assertions=\"\(result.expectations)\">\n"
            + #"      <failure message="\#(escaped("[\(failure.rule)] \(failure.reason)"))" type="\#(failure.rule)">"#
            + escaped("\(result.file):\(failure.location)\n\(result.frame)") + "</failure>\n"
            + "    </testcase>\n"
    }

    /// Text safe inside XML: markup characters as entities, and no
    /// character XML 1.0 forbids (controls but the line break become their
    /// escape, shown).
    static func escaped(_ text: String) -> String {
        SVGWriter.escaped(Escaped.lines(text))
    }

    private static func yamlQuoted(_ text: String) -> String {
        var quoted = "\""
        for character in Escaped.text(text) {
            if character == "\\" || character == "\"" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
