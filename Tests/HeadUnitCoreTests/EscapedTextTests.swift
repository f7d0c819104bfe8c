import HeadUnitCore
import Testing

/// A user's text in a message is shown escaped, never dropped and never
/// sent raw; long values are cut.
struct EscapedTextTests {
    func lines(_ json: String, file: String = "s.json") -> [String] {
        ScenarioLoader.load(bytes: Array(json.utf8), file: file).diagnostics.map { $0.formatted(file: file) }
    }

    @Test func aControlCharacterInAKeyIsShownEscaped() {
        let json =
            #"{"headunit": 1, "app": {"name": "T", "category": "audio"}, "root": "h", "#
            + #""templates": {"h": {"type": "list", "title": "H", "sections": [{"items": [{"text": "x", "handler": "pl\u001bay"}]}]}}}"#
        #expect(
            lines(json) == [
                #"s.json:1:172: error: [bad-value] unknown action "pl\u001bay"; did you mean "play"? (at $.templates.h.sections[0].items[0].handler)"#
            ])
    }

    /// An action with its value written as one word is shown its object form.
    @Test func anActionAndItsValueInOneStringGetTheObjectForm() {
        let json =
            #"{"headunit": 1, "app": {"name": "T", "category": "audio"}, "root": "h", "#
            + #""templates": {"h": {"type": "list", "title": "H", "sections": [{"items": [{"text": "x", "handler": "push menu"}]}]}}}"#
        #expect(
            lines(json) == [
                #"s.json:1:172: error: [bad-value] unknown action "push menu"; an action with a value is an object: { "push": "menu" } (at $.templates.h.sections[0].items[0].handler)"#
            ])
    }

    @Test func aFileNameWithAnEscapeIsShownEscaped() {
        let line = ScenarioLoader.load(bytes: Array("{".utf8), file: "x\u{1B}[31m.json").diagnostics.map { $0.formatted(file: "x\u{1B}[31m.json") }
        #expect(line.count == 1)
        #expect(line.allSatisfy { $0.hasPrefix(#"x\u001b[31m.json:"#) && !$0.contains("\u{1B}") })
    }

    @Test func aHugeNumberIsCut() {
        let digits = String(repeating: "9", count: 100_000)
        let found = lines(#"{"headunit": "# + digits + "}")
        #expect(found == [#"s.json:1:100014: error: [json-syntax] the number 9999999999999999999999999999999… is out of range (at $)"#])
    }

    @Test(arguments: [
        ("plain", "plain"), ("a\u{1B}[2Jb", #"a\u001b[2Jb"#), ("bell\u{07}", #"bell\u0007"#), ("rtl\u{202E}x", #"rtl\u202ex"#), ("é ☕", "é ☕"),
    ])
    func escapingShowsEveryForbiddenCharacter(_ text: String, _ expected: String) {
        #expect(Escaped.text(text) == expected)
    }
}
