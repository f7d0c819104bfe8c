/// The help overlay's lines, generated from the key map, so that it always
/// says what the keys really do.
public enum HelpText {
    /// `keys — what they do` for every binding, then the mouse.
    public static func lines(for keyMap: KeyMap) -> [(keys: String, help: String)] {
        var lines: [(keys: String, help: String)] = keyMap.bindings.filter { !$0.keys.isEmpty }.map { binding in
            (binding.keys.map(\.description).joined(separator: " "), binding.action.help)
        }
        lines += [
            ("wheel", "knob rotate"), ("left click", "touch the screen"), ("middle click", "knob press"),
        ]
        return lines
    }
}
