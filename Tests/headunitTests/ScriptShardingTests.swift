import Foundation
import HeadUnitTestSupport
import Testing

/// `headunit script` over many files in CI: `--shard K/N` splits the
/// scripts among a matrix's jobs, `--jobs N` among processes, and
/// `merge-junit` makes the shards' JUnit files the whole run's report.
struct ScriptShardingTests {
    /// Every shipped scenario, as the shell's `Scenarios/*.json` gives them.
    static let scenarios = try! FileManager.default.contentsOfDirectory(atPath: LintCommandTests.root.appendingPathComponent("Scenarios").path)
        .filter { $0.hasSuffix(".json") }.sorted().map { LintCommandTests.root.appendingPathComponent("Scenarios/\($0)").path }

    @Test(arguments: [2, 3])
    func theShardsTogetherRunEveryScriptExactlyOnce(_ count: Int) throws {
        let whole = try ToolProcess.run(["script"] + Self.scenarios)
        #expect(whole.status == 0, "\(whole.stderr)")
        try #require(whole.lines.count > count)
        var sharded: [String] = []
        for index in 1...count {
            let shard = try ToolProcess.run(["script"] + Self.scenarios + ["--shard", "\(index)/\(count)"])
            #expect(shard.status == 0, "\(shard.stderr)")
            #expect(!shard.lines.isEmpty, "shard \(index)/\(count) runs some")
            sharded += shard.lines
        }
        #expect(sharded == whole.lines, "in input order, none twice, none left out")
        #expect(Set(sharded).count == sharded.count)
    }

    /// Passing and failing scripts, in one process and in several: the same
    /// lines on each output, the same exit status, the same JUnit file.
    @Test func jobsGiveTheResultsOfOneProcess() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-jobs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (name, text) in [("fails", "dpad click\nexpect paused\n"), ("holds", "dpad click\nexpect template nowPlaying\n"), ("unknown", "phone ring\n")] {
            let file = folder.appendingPathComponent("\(name).hus")
            try Data(text.utf8).write(to: file)
            files.append(file.path)
        }
        let arguments = ["script", ScriptCommandTests.radio] + files + files
        var runs: [(result: ToolProcess.Result, junit: String)] = []
        for jobs in [1, 2, 4] {
            let junit = folder.appendingPathComponent("jobs-\(jobs).xml").path
            let result = try ToolProcess.run(arguments + ["--jobs", "\(jobs)", "--junit", junit])
            runs.append((result, try String(contentsOfFile: junit, encoding: .utf8)))
        }
        let one = try #require(runs.first)
        #expect(one.result.status == 1)
        #expect(one.result.lines == ["\(files[1]) › holds: 2 lines, 1 expectations held", "\(files[1]) › holds: 2 lines, 1 expectations held"])
        #expect(one.result.stderr.components(separatedBy: "error: [expect] expected nothing playing").count == 3, "both failures, in order")
        #expect(one.junit.contains(#"<testsuites tests="6" failures="4">"#))
        for run in runs.dropFirst() {
            #expect(run.result.status == one.result.status)
            #expect(run.result.stdout == one.result.stdout)
            #expect(run.result.stderr == one.result.stderr)
            #expect(run.junit == one.junit)
        }
    }

    @Test func theShardsJUnitFilesMergeIntoTheWholeRunsReport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = folder.appendingPathComponent("whole.xml").path
        #expect(try ToolProcess.run(["script"] + Self.scenarios + ["--junit", whole]).status == 0)
        var shards: [String] = []
        for index in 1...3 {
            let shard = folder.appendingPathComponent("shard-\(index).xml").path
            #expect(try ToolProcess.run(["script"] + Self.scenarios + ["--shard", "\(index)/3", "--junit", shard]).status == 0)
            shards.append(shard)
        }
        let merged = folder.appendingPathComponent("merged.xml").path
        let merge = try ToolProcess.run(["merge-junit"] + shards + ["--out", merged])
        #expect(merge.status == 0 && merge.stdout.isEmpty && merge.stderr.isEmpty)
        let wholeReport = try String(contentsOfFile: whole, encoding: .utf8)
        #expect(try String(contentsOfFile: merged, encoding: .utf8) == wholeReport)
        let suites = wholeReport.split(separator: "\n").filter { $0.hasPrefix("  <testsuite ") }
        #expect(suites.count == Self.scenarios.count, "a suite for each scenario, each of which has scripts")
    }

    @Test func aFileMergeJUnitDidNotWriteIsRefusedNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let junk = folder.appendingPathComponent("junk.xml")
        try Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites tests=\"1\">\n  <testcase name=\"a\"/>\n</testsuites>\n".utf8).write(to: junk)
        let result = try ToolProcess.run(["merge-junit", junk.path])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "\(junk.path):3:1: error: [junit] expected <testsuite name=\"...\" tests=\"N\" failures=\"N\">; merge-junit reads what `headunit script --junit` writes\n"
        )
    }

    /// A report holding control characters (a terminal's title, a clear)
    /// is merged with them escaped, so none reaches the terminal.
    @Test func controlCharactersInAReportAreEscaped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headunit-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report.xml")
        let suite = "  <testsuite name=\"a\u{202E}b.json\" tests=\"1\" failures=\"0\">\n"
        let testCase = "    <testcase name=\"t\" classname=\"a.json\" assertions=\"1\"/>\u{1B}]0;pwned\u{07}\u{1B}[2J\n"
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites tests=\"1\" failures=\"0\">\n" + suite + testCase + "  </testsuite>\n</testsuites>\n"
        try Data(xml.utf8).write(to: report)
        let result = try ToolProcess.run(["merge-junit", report.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites tests="1" failures="0">
                  <testsuite name="a\\u202eb.json" tests="1" failures="0">
                    <testcase name="t" classname="a.json" assertions="1"/>\\u001b]0;pwned\\u0007\\u001b[2J
                  </testsuite>
                </testsuites>

                """)
    }

    @Test func badShardsAndJobsAreRefused() throws {
        let cases: [([String], String)] = [
            (["--shard", "3/2"], "headunit script: --shard must be K/N with 1 ≤ K ≤ N (1/2, 2/2); got '3/2'\n"),
            (["--shard", "1"], "headunit script: --shard must be K/N with 1 ≤ K ≤ N (1/2, 2/2); got '1'\n"),
            (["--jobs", "0"], "headunit script: --jobs must be a whole number from 1 to 64\n"),
            (["--jobs", "2", "--report", "text"], "headunit script: --report follows one run as it happens; it takes --jobs 1\n"),
        ]
        for (options, message) in cases {
            let result = try ToolProcess.run(["script", ScriptCommandTests.radio] + options)
            #expect(result.status == 2, "\(options)")
            #expect(result.stderr == message)
        }
        let empty = try ToolProcess.run(["script", ScriptCommandTests.radio, "--shard", "3/4"])
        #expect(empty.status == 0 && empty.stdout.isEmpty)
        #expect(empty.stderr == "headunit: note: shard 3/4 has no scripts; the run has 2\n")
    }
}
