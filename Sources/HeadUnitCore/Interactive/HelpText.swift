/// The help overlay's lines, generated from the key map, so that it always
/// says what the keys really do.
public enum HelpText {
    /// The key names and what they do, for every binding, then the mouse.
    public static func lines(for keyMap: KeyMap) -> [(keys: [String], help: String)] {
        let bindings: [(keys: [String], help: String)] = keyMap.bindings.filter { !$0.keys.isEmpty }.map { binding in
            (binding.keys.map(\.description), binding.action.help)
        }
        return bindings + [(["wheel"], "knob rotate"), (["left click"], "touch the screen"), (["middle click"], "knob press")]
    }
}
