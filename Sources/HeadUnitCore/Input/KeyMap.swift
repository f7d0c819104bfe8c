/// The key bindings: one table that drives key decoding, the help overlay
/// and remapping. Each action has its keys; a key does at most one thing.
public struct KeyMap: Equatable, Sendable {
    /// Keys of each action, in the order help lists them.
    public private(set) var bindings: [(action: KeyAction, keys: [Key])]
    private var lookup: [Key: KeyAction]

    public static func == (lhs: KeyMap, rhs: KeyMap) -> Bool { lhs.lookup == rhs.lookup }

    /// A key map from bindings; a key bound twice keeps its last action.
    public init(_ bindings: [(action: KeyAction, keys: [Key])]) {
        self.bindings = bindings
        lookup = Dictionary(minimumCapacity: bindings.reduce(0) { $0 + $1.keys.count })
        for binding in bindings {
            for key in binding.keys { lookup[key] = binding.action }
        }
    }

    /// The Android Auto DHU's defaults, so testers' hands carry over.
    public static let defaults = KeyMap([
        (.rotateLeft, [.character("1"), .backTab]),
        (.rotateRight, [.character("2"), .tab]),
        (.flickLeft, [.character("!")]),
        (.flickRight, [.character("@")]),
        (.nudgeUp, [.up]),
        (.nudgeDown, [.down]),
        (.nudgeLeft, [.left]),
        (.nudgeRight, [.right]),
        (.press, [.enter, .character(" ")]),
        (.back, [.backspace, .escape]),
        (.home, [.character("h")]),
        (.playPause, [.character("m")]),
        (.next, [.character(".")]),
        (.previous, [.character(",")]),
        (.day, [.character("N")]),
        (.night, [.control("n")]),
        (.toggleAppearance, [.character("n")]),
        (.restrictAll, [.character("U")]),
        (.restrictNone, [.character("u")]),
        (.toggleConnection, [.character("c")]),
        (.nextProfile, [.character("p")]),
        (.toggleInspector, [.character("i")]),
        (.screenshot, [.character("s")]),
        (.help, [.character("?")]),
        (.console, [.character(":")]),
        (.suspend, [.control("z")]),
        (.quit, [.character("q"), .control("c")]),
    ])

    /// The action a key is bound to.
    public func action(for key: Key) -> KeyAction? { lookup[key] }

    /// The keys bound to an action.
    public func keys(for action: KeyAction) -> [Key] {
        bindings.first { $0.action == action }?.keys ?? []
    }

    /// This map with the keys of some actions replaced.
    public func replacing(_ changes: [(action: KeyAction, keys: [Key])]) -> KeyMap {
        var result = bindings
        for change in changes {
            if let index = result.firstIndex(where: { $0.action == change.action }) { result[index].keys = change.keys }
        }
        return KeyMap(result)
    }
}
