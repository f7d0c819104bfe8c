import HeadUnitCore
import HeadUnitTestSupport
import Testing

/// Large inputs stay correct: a capped list of problems with a count of
/// the rest, and a timeline of many entries delivered in order. (How long
/// they take is for `headunit bench`, which prints it.)
struct ScaleTests {
    @Test func lintListsTheFirstThousandProblemsAndCountsTheRest() {
        let items = Array(repeating: #"{"text": "a", "text": "b"}"#, count: 5000).joined(separator: ",")
        let json =
            #"{"headunit": 1, "app": {"name": "T", "category": "audio"}, "root": "h", "templates": {"h": {"type": "list", "title": "H", "sections": [{"items": ["#
            + items + "]}]}}}"
        let result = ScenarioLoader.load(bytes: Array(json.utf8), file: "big.json")
        // The first thousand in the file's order: 999 duplicates and, at
        // the 13th item, the warning that a car shows 12 while driving.
        #expect(result.diagnostics.count == 1000)
        #expect(result.diagnostics.count { $0.rule.id == "duplicate-key" } == 999)
        #expect(result.diagnostics.contains { $0.rule.id == "list-item-limit" })
        #expect(result.diagnostics.last?.path == "$.templates.h.sections[0].items[998].text")
        #expect(result.omitted.errors == 4001)
        #expect(result.omitted.warnings == 0)
        #expect(result.problemCount == 5001)
        #expect(result.hasErrors)
    }

    @Test func aTimelineOfManyEntriesIsDeliveredInOrder() throws {
        // Entries at falling times, and many at one time: each runs once, at its time, in file order among equals.
        let entries = (0..<20_000).map { index in
            #"{"at": \#(index < 10_000 ? 100 - Double(index) / 1000 : 50), "do": {"update": {"template": "h", "item": "a", "detailText": "\#(index)"}}}"#
        }
        let json =
            #"{"headunit": 1, "app": {"name": "T", "category": "audio"}, "root": "h", "templates": {"h": {"type": "list", "title": "H", "sections": [{"items": [{"id": "a", "text": "A"}]}]}}, "timeline": ["#
            + entries.joined(separator: ",") + "]}"
        let scenario = try Headless.scenario(json, allowingRuleErrors: true)
        var driver = SessionDriver(state: SessionState(app: scenario.app))
        driver.advance(by: 60)
        #expect(Headless.rows(driver).joined().contains("19999"), "the last of the entries at 50 s ran last among them")
        driver.advance(by: 41)
        #expect(Headless.rows(driver).joined().contains(" 0"), "the entry at 100 s, the first in the file, runs last")
        #expect(driver.secondsToNextChange <= 60)
    }
}
