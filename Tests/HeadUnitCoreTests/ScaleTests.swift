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

    @Test func anObjectOfAHundredThousandUnknownKeysIsReadOnceThrough() throws {
        // 100,000 unknown keys in one template: the keys left out were kept
        // in a list that each member was looked up in (a 4 MB file took 99 s
        // in a release build); a set takes one pass. Only the first
        // thousand messages are written, each with its suggestion.
        let keys = (0..<100_000).map { #""unknownKey\#($0)": \#($0)"# }.joined(separator: ", ")
        let json =
            #"{"headunit": 1, "app": {"name": "T", "category": "audio"}, "root": "h", "templates": {"h": {"type": "list", "title": "H", "#
            + keys + #", "sections": [{"items": [{"text": "Kept"}]}]}}}"#
        let result = ScenarioLoader.load(bytes: Array(json.utf8), file: "keys.json")
        #expect(result.diagnostics.count == 1000)
        #expect(result.diagnostics.allSatisfy { $0.rule.id == "unknown-key" })
        #expect(result.omitted.errors == 99_000)
        #expect(result.diagnostics.last?.path == "$.templates.h.unknownKey999")
        let first = try #require(result.diagnostics.first).formatted(file: "keys.json")
        #expect(
            first.hasPrefix(#"keys.json:1:123: error: [unknown-key] unknown key "unknownKey0" in a list template; a list template accepts "type", "title""#))
    }

    @Test func anObjectOfAHundredThousandDuplicateKeysKeepsTheFirst() throws {
        // The same key 100,000 times: each later one is left out in one pass, the first read.
        let titles = (0..<100_000).map { #""title": "T\#($0)""# }.joined(separator: ", ")
        let json =
            #"{"headunit": 1, "app": {"name": "T", "category": "audio"}, "root": "h", "templates": {"h": {"type": "list", "#
            + titles + #", "sections": [{"items": [{"text": "Kept"}]}]}}}"#
        let result = ScenarioLoader.load(bytes: Array(json.utf8), file: "keys.json")
        // Told once at its place (problems are told once a rule and path).
        #expect(
            result.diagnostics.map { $0.formatted(file: "k.json") } == [
                #"k.json:1:124: error: [duplicate-key] the key "title" is given twice (at $.templates.h.title)"#
            ])
        #expect(result.omitted.errors == 0, "the other 99,998 copies are the same problem, not problems left unlisted")
        let scenario = try #require(ScenarioLoader.load(bytes: Array(json.utf8), file: "keys.json", validate: false).scenario)
        guard case .list(let list)? = scenario.app.templates["h"]?.body else {
            Issue.record("the list was not read")
            return
        }
        #expect(list.title == "T0")
    }

    @Test func anObjectMissingTwoKeysTellsBoth() {
        // Problems were told once a rule and place, so an app with neither
        // name nor category was told only of its name.
        let json = #"{"headunit": 1, "app": {}, "root": "l", "templates": {"l": {"type": "list", "title": "T", "sections": []}}}"#
        #expect(
            ScenarioLoader.load(bytes: Array(json.utf8), file: "m.json").diagnostics.map { $0.formatted(file: "m.json") } == [
                #"m.json:1:24: error: [missing-key] "app" needs the key "category" (at $.app)"#,
                #"m.json:1:24: error: [missing-key] "app" needs the key "name" (at $.app)"#,
            ])
    }

    @Test func aProblemToldOnceIsCountedOnce() {
        // 1,500 copies of one unknown key: one problem at one place, told
        // once and counted once (the copies past the first thousand were
        // counted as problems not listed: "1,500 errors", one shown).
        let keys = Array(repeating: #""x": 1"#, count: 1500).joined(separator: ", ")
        let json =
            #"{"headunit": 1, "app": {"name": "T", "category": "audio"}, "root": "h", "templates": {"h": {"type": "list", "title": "H", "#
            + keys + #", "sections": [{"items": [{"text": "Kept"}]}]}}}"#
        let result = ScenarioLoader.load(bytes: Array(json.utf8), file: "x.json")
        #expect(result.diagnostics.map { "\($0.rule) \($0.path)" } == ["unknown-key $.templates.h.x"])
        #expect(result.omitted.errors == 0)
        #expect(result.problemCount == 1)
    }

    @Test func aKeyMapOfTensOfThousandsOfKeysIsCheckedOnceThrough() throws {
        // 40,000 keys, each `c` clashing with the default "toggleConnection":
        // the clash check looked through every binding for every key (35 s
        // for 80,000 keys in a release build); it now takes one pass.
        let keys = Array(repeating: #""c", "d""#, count: 20_000).joined(separator: ", ")
        let json = #"{"headunit-keymap": 1, "bindings": {"back": ["# + keys + "]}}"
        guard case .failure(let failure) = KeyMapLoader.load(bytes: Array(json.utf8)) else {
            Issue.record("a map whose keys clash loaded")
            return
        }
        #expect(failure.diagnostics.count == 1000)
        #expect(failure.omitted == 19_000)
        let first = try #require(failure.diagnostics.first).formatted(file: "k.json")
        #expect(
            first
                == #"k.json:1:46: error: [key-clash] c is bound to both "back" and "toggleConnection"; rebind "toggleConnection" too (at $.bindings.back[0])"#
        )
        #expect(failure.diagnostics.last?.path == "$.bindings.back[1998]")
    }

    @Test func aKeyMapOfManyKeysLooksThemUp() {
        // Past 64 keys the map keeps a table; below, a list: both give the
        // last action a key was bound to.
        let letters = (0..<26).map { Key.character(Character(Unicode.Scalar(UInt8(97 + $0)))) }
        let many = KeyMap([(.press, letters), (.back, letters.reversed()), (.home, letters + letters + letters)])
        let few = KeyMap([(.press, letters), (.home, Array(letters.prefix(3)))])
        #expect(many.action(for: .character("q")) == .home && many.action(for: .enter) == nil)
        #expect(few.action(for: .character("b")) == .home && few.action(for: .character("z")) == .press)
        #expect(many == KeyMap([(.home, letters)]) && many != few)
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
