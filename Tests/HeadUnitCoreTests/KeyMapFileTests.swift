import Foundation
import HeadUnitCore
import Testing

/// Key-map files: rebinding, and exact errors for broken ones.
struct KeyMapFileTests {
    func load(_ json: String) -> Result<KeyMap, KeyMapFailure> {
        KeyMapLoader.load(bytes: Array(json.utf8))
    }

    @Test func aFileRebindsSomeActionsAndKeepsTheRest() throws {
        let map = try load(#"{"headunit-keymap": 1, "bindings": {"press": ["k", "Enter"], "rotateRight": ["l"]}}"#).get()
        #expect(map.action(for: .character("k")) == .press)
        #expect(map.action(for: .character("l")) == .rotateRight)
        #expect(map.action(for: .character("2")) == nil)
        #expect(map.action(for: .character("q")) == .quit)
    }

    @Test func brokenFilesAreRefusedWithTheirPlace() {
        func lines(_ json: String) -> [String] {
            guard case .failure(let failure) = load(json) else { return [] }
            return failure.diagnostics.map { $0.formatted(file: "keys.json") }
        }
        #expect(
            lines(#"{"headunit-keymap": 1, "bindings": {"pres": ["k"]}}"#) == [
                #"keys.json:1:37: error: [unknown-key] unknown key "pres" in "bindings"; did you mean "press"? (at $.bindings.pres)"#
            ])
        #expect(
            lines("{\"headunit-keymap\": 1,\n \"bindings\": {\"press\": [\"Hyper-K\"]}}") == [
                #"keys.json:2:25: error: [bad-value] unknown key "Hyper-K": use a character, Space, Enter, Esc, Tab, Shift-Tab, Backspace, Up, Down, Left, Right, Ctrl-A to Ctrl-Z, Shift-A, Shift-1 or F1 to F12 (at $.bindings.press[0])"#
            ])
        #expect(
            lines(#"{"headunit-keymap": 1, "bindings": {"press": ["q"]}}"#) == [
                #"keys.json:1:47: error: [key-clash] q is bound to both "press" and "quit"; rebind "quit" too (at $.bindings.press[0])"#
            ])
        #expect(lines(#"{"bindings": {}}"#) == [#"keys.json:1:1: error: [missing-key] a key map needs the key "headunit-keymap" (at $)"#])
    }

    func lines(_ json: String) -> [String] {
        guard case .failure(let failure) = load(json) else { return [] }
        return failure.diagnostics.map { $0.formatted(file: "keys.json") }
    }

    @Test func everyProblemIsReportedAtOnce() {
        #expect(
            lines(#"{"headunit-keymap": 1, "bindings": {"press": ["q", "Hyper"], "back": ["h"], "hme": []}}"#) == [
                #"keys.json:1:47: error: [key-clash] q is bound to both "press" and "quit"; rebind "quit" too (at $.bindings.press[0])"#,
                #"keys.json:1:52: error: [bad-value] unknown key "Hyper": use a character, Space, Enter, Esc, Tab, Shift-Tab, Backspace, Up, Down, Left, Right, Ctrl-A to Ctrl-Z, Shift-A, Shift-1 or F1 to F12 (at $.bindings.press[1])"#,
                #"keys.json:1:71: error: [key-clash] h is bound to both "back" and "home"; rebind "home" too (at $.bindings.back[0])"#,
                #"keys.json:1:77: error: [unknown-key] unknown key "hme" in "bindings"; did you mean "home"? (at $.bindings.hme)"#,
            ])
    }

    @Test func aMapThatLeavesNoWayOutIsRefused() {
        #expect(
            lines(#"{"headunit-keymap": 1, "bindings": {"quit": [], "console": []}}"#) == [
                #"keys.json:1:45: error: [no-way-out] neither "quit" nor "console" has a key, so nothing could leave the head unit; keep a key for one of them (at $.bindings.quit)"#
            ])
        let consoleOnly = try? load(#"{"headunit-keymap": 1, "bindings": {"quit": []}}"#).get()
        #expect(consoleOnly.map { HelpText.lines(for: $0).contains { $0.keys == [": quit Enter"] && $0.help == "quit, through the console" } } == true)
        #expect(throws: Never.self) { try load(#"{"headunit-keymap": 1, "bindings": {"console": []}}"#).get() }
    }

    /// D16: Ctrl-M and Ctrl-J arrive as Enter, Ctrl-I as Tab, Ctrl-H as
    /// Backspace; quit bound to one of them alone would leave no way out.
    @Test func aKeyTheTerminalDeliversAsAnotherIsRefused() {
        #expect(
            lines(#"{"headunit-keymap": 1, "bindings": {"quit": ["Ctrl-M"], "console": []}}"#)
                == [
                    #"keys.json:1:46: error: [bad-value] Ctrl-M reaches headunit as Enter: a terminal sends the same byte for both; bind Enter, or another key (at $.bindings.quit[0])"#,
                    #"keys.json:1:45: error: [no-way-out] neither "quit" nor "console" has a key, so nothing could leave the head unit; keep a key for one of them (at $.bindings.quit)"#,
                ].sorted())
        for (name, alias) in [("Ctrl-J", "Enter"), ("Ctrl-I", "Tab"), ("Ctrl-H", "Backspace")] {
            #expect(lines(#"{"headunit-keymap": 1, "bindings": {"quit": ["\#(name)"]}}"#).first?.contains("\(name) reaches headunit as \(alias):") == true)
        }
        #expect(throws: Never.self) { try load(#"{"headunit-keymap": 1, "bindings": {"quit": ["Ctrl-Q"]}}"#).get() }
    }

    /// The README's example adds keys and takes none of the defaults away.
    @Test func theReadmeExampleKeepsEveryDefaultKey() throws {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md"), encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix(#"{ "headunit-keymap": 1"#) })
        let map = try load(String(line)).get()
        for binding in KeyMap.defaults.bindings {
            for key in binding.keys { #expect(map.action(for: key) == binding.action, "\(key) still does \(binding.action.rawValue)") }
        }
        #expect(map.action(for: .character("k")) == .press)
        #expect(map.action(for: .character("l")) == .rotateRight)
    }
}
