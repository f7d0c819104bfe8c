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
                #"keys.json:1:46: error: [key-clash] q is bound to both "press" and "quit"; rebind "quit" too (at $.bindings.press)"#
            ])
        #expect(lines(#"{"bindings": {}}"#) == [#"keys.json:1:1: error: [missing-key] a key map needs the key "headunit-keymap" (at $)"#])
    }
}
