/// The help overlay's lines, generated from the key map, so that it always
/// says what the keys really do.
public enum HelpText {
    /// The key names and what they do, for every binding, then the mouse,
    /// then every console command, as the help card lists them.
    public static func lines(for keyMap: KeyMap) -> [(keys: [String], help: String)] {
        let console = keyMap.keys(for: .console).first.map(\.description) ?? "the console"
        let commands: [(keys: [String], help: String)] =
            [([], "commands, in the console (\(console)); help COMMAND explains one:")]
            + CommandReference.all.map { ([$0.verb], $0.summary) }
        return keyLines(for: keyMap) + commands
    }

    /// The key names and what they do, for every binding, then the mouse.
    /// It always says how to quit: when no key quits, through the console
    /// (a key map must keep one of the two).
    public static func keyLines(for keyMap: KeyMap) -> [(keys: [String], help: String)] {
        var bindings: [(keys: [String], help: String)] = keyMap.bindings.filter { !$0.keys.isEmpty }.map { binding in
            (binding.keys.map(\.description), binding.action.help)
        }
        if keyMap.keys(for: .quit).isEmpty, let console = keyMap.keys(for: .console).first {
            bindings.append((["\(console) quit Enter"], "quit, through the console"))
        }
        return bindings + [(["wheel"], "knob rotate"), (["left click"], "touch the screen"), (["middle click"], "knob press")]
    }
}
